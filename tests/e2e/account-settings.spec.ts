import { expect, test, type Page } from './support/test';
import { OK, message, nextRequest } from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 个人中心 (issue 19 C, component settings/AccountSettings at the hidden /account/settings) on the
// Prism mock of openapi/cap.yaml: the signed-in demo admin 系统管理员 (mobile 138****8000).

test.use(startSignedIn);

const UPDATING = '/cap/auth/v1/UserProfileUpdating';
const SMS = '/cap/sys/v1/SystemSmsCaptchaInquiry';
const VERIFY = '/cap/auth/v1/UserBindingMobileVerify';
const MOBILE_MODIFY = '/cap/auth/v1/UserBindingMobileModify';
const GOOGLE_SECRET = '/cap/auth/v1/UserGoogleAuthInquiry';
const GOOGLE_BINDING = '/cap/auth/v1/UserGoogleAuthBinding';

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** Opens 个人中心 from the avatar dropdown (first item), as a user does. */
async function openAccountCentre(page: Page) {
  await page.goto('/');
  const entry = page.getByRole('menuitem', { name: '个人中心' });
  // A click landing while the dropdown animates in can be lost on a loaded machine (userMenu.ts).
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByRole('button', { name: '系统管理员' }).click();
    await entry.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/account\/settings$/, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  // The page reads UserProfileInquiry first; its answer fills the form.
  await expect(page.getByLabel('姓名')).toHaveValue('系统管理员', { timeout: 30_000 });
}

test.describe('个人中心', () => {
  test('saves the base info, changes the mobile by SMS and binds a Google authenticator', async ({
    page,
  }) => {
    // Three flows and two axe scans in one walk: longer than one page's check.
    test.slow();
    await openAccountCentre(page);
    const findings = await scanPage(page, '个人中心：基本设置');

    // 基本设置
    await page.getByLabel('姓名').fill('王运营');
    const saving = nextRequest(page, UPDATING);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    expect((await saving).postDataJSON()).toMatchObject({
      realname: '王运营',
      sex: '1',
      telephone: '0571-88887000',
    });
    await expect(message(page, /保存成功/)).toBeVisible();

    // 账号绑定: the mobile alteration, step 1 then step 2
    await page.getByRole('tab', { name: '账号绑定' }).click();
    await expect(page.getByText('138****8000')).toBeVisible();
    await page.getByRole('button', { name: '更换手机号' }).click();
    const dialog = page.getByRole('dialog', { name: '更换手机号' });
    const oldCode = nextRequest(page, SMS);
    await dialog.getByRole('button', { name: /获取验证码/ }).click();
    expect((await oldCode).postDataJSON()).toMatchObject({
      type: 'mobileOld',
      mobile: '138****8000',
    });
    await dialog.getByPlaceholder('请输入短信验证码').fill('602418');
    const verifying = nextRequest(page, VERIFY);
    await dialog.getByRole('button', { name: /下一步/ }).click();
    expect((await verifying).postDataJSON()).toMatchObject({ captcha: '602418' });

    await dialog.getByLabel('新手机号').fill('13906521234');
    const newCode = nextRequest(page, SMS);
    await dialog.getByRole('button', { name: /获取验证码/ }).click();
    expect((await newCode).postDataJSON()).toMatchObject({
      type: 'mobileNew',
      mobile: '13906521234',
    });
    await dialog.getByPlaceholder('请输入短信验证码').fill('318275');
    const changing = nextRequest(page, MOBILE_MODIFY);
    await dialog.getByRole('button', { name: /下一步/ }).click();
    expect((await changing).postDataJSON()).toMatchObject({
      alterToken: 'ALT20261127b41e6c0d9a',
      mobile: '13906521234',
      captcha: '318275',
    });
    await expect(dialog.getByText('手机号已更换为 139****1234')).toBeVisible();
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('139****1234', { exact: true })).toBeVisible();

    // 安全设置: the Google authenticator
    await page.getByRole('tab', { name: '安全设置' }).click();
    const secret = nextRequest(page, GOOGLE_SECRET);
    await page.getByRole('button', { name: /绑\s*定/ }).click();
    await secret;
    const google = page.getByRole('dialog', { name: '绑定谷歌验证器' });
    await expect(google.getByRole('img', { name: '谷歌验证器绑定二维码' })).toBeVisible();
    await expect(google.getByText('JBSWY3DPEHPK3PXPKRUGS4ZAMFZW4ZDP')).toBeVisible();
    findings.push(...(await scanPage(page, '个人中心：绑定谷歌验证器', '.ant-modal-wrap')));
    await google.getByLabel('动态验证码').fill('482913');
    const binding = nextRequest(page, GOOGLE_BINDING);
    await google.getByRole('button', { name: OK }).click();
    expect((await binding).postDataJSON()).toMatchObject({
      secret: 'JBSWY3DPEHPK3PXPKRUGS4ZAMFZW4ZDP',
      code: '482913',
    });
    await expect(message(page, /绑定成功/)).toBeVisible();
    await expect(page.getByText(/^已绑定/)).toBeVisible();
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  test('a refused save shows the server’s text and keeps the input', async ({ page }) => {
    await preferExample(page, UPDATING, 'realnameRequired');
    await openAccountCentre(page);
    await page.getByLabel('联系电话').fill('0571-88887001');
    const saving = nextRequest(page, UPDATING);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await saving;
    await expect(message(page, /姓名不能为空/)).toBeVisible();
    await expect(page.getByLabel('联系电话')).toHaveValue('0571-88887001');
  });
});
