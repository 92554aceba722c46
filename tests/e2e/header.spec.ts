import { expect, test, type Page } from './support/test';
import { expectShell, openSignedIn, signInAsAdmin, startSignedIn } from './support/session';
import { holdTenantLookup } from './support/routes';

// Header user menu (spec 2.6, 2.10, 5.2, 8.4) against the Prism mock: its system info turns every
// flag on (cfgPayPwd, cfgDataDecrypt, cfgOpPwd) and the password calls answer success.

const NEW_PASSWORD = 'E2e-New-Pa55word!';
const OLD_PASSWORD = 'E2e-Old-Pa55word!';

/** The avatar dropdown is named after the signed-in user (系统管理员 on the mock). */
async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: '系统管理员' }).click();
  return page.getByRole('menu');
}

async function openDialog(page: Page, item: string, title: string) {
  await (await openUserMenu(page)).getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The mock's sign-in user, moved into a platform group with a second system to switch to. */
async function signInAtPlatformLevel(page: Page) {
  await page.route('**/admin/sys/login', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as { result: { userInfo: Record<string, unknown> } };
    const group = { id: 'g-plat', groupName: '平台运营', groupType: 'plat_ops' };
    reply.result.userInfo = {
      ...reply.result.userInfo,
      sys: { id: 's-ops', sysName: '运营平台', group, listGroup: [group] },
      listSys: [
        { id: 's-ops', sysName: '运营平台', group },
        { id: 's-mch', sysName: '商户平台', group: { id: 'g-mch', groupType: 'mch_admin' } },
      ],
    };
    await route.fulfill({ response, json: reply });
  });
  await signInAsAdmin(page);
  await expectShell(page);
}

test.describe('header at platform level', () => {
  test('offers 系统设置 and switches the system (spec 2.6, 4)', async ({ page }) => {
    await signInAtPlatformLevel(page);
    await expect(
      (await openUserMenu(page)).getByRole('menuitem', { name: '系统设置' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /切换系统/ }).click();
    await page.getByRole('menuitem', { name: '商户平台', exact: true }).click();

    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? '{}') as {
            value?: { sys?: { id?: string } };
          };
          return stored.value?.sys?.id;
        }),
      )
      .toBe('s-mch');
  });
});

test.describe('header user menu', () => {
  test.use(startSignedIn);

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('offers the items the system info turns on', async ({ page }) => {
    const menu = await openUserMenu(page);
    for (const item of ['修改登录密码', '设置支付密码', '数据解密', '设置操作密码', '切换部门']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('修改登录密码 checks its fields, sends encrypted passwords and says 操作成功', async ({
    page,
  }) => {
    const dialog = await openDialog(page, '修改登录密码', '修改登录密码');
    const ok = dialog.getByRole('button', { name: /确\s*定/ });

    await ok.click();
    await expect(dialog.getByText('请输入原登录密码', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入新登录密码', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请再次输入新登录密码', { exact: true })).toBeVisible();

    await dialog.getByPlaceholder('请输入原登录密码').fill(OLD_PASSWORD);
    await dialog.getByPlaceholder('请输入新登录密码').fill('abc');
    await dialog.getByPlaceholder('请再次输入新登录密码').fill('abd');
    await ok.click();
    // The mock's system info carries its own pwdMsg; the default one reads the same way.
    await expect(dialog.getByText(/^密码必须/)).toBeVisible();
    await expect(dialog.getByText('两次输入的密码不一样')).toBeVisible();

    await dialog.getByPlaceholder('请输入新登录密码').fill(NEW_PASSWORD);
    await dialog.getByPlaceholder('请再次输入新登录密码').fill(NEW_PASSWORD);
    const call = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().includes('/cap/auth/v1/UserPasswordUpdating'),
    );
    await dialog.getByPlaceholder('请再次输入新登录密码').press('Enter');

    const body = (await call).postData() ?? '';
    expect(body).toContain('"pswNew"');
    expect(body).not.toContain(NEW_PASSWORD);
    expect(body).not.toContain(OLD_PASSWORD);
    await expect(page.getByText('操作成功', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('切换部门 shows the current department and switches', async ({ page }) => {
    // The dialog shows itself only once the department list has arrived (spec 2.10).
    const departs = page.waitForResponse((response) =>
      response.url().includes('/sys/user/getCurrentUserDeparts'),
    );
    const dialog = await openDialog(page, '切换部门', '部门切换');
    expect((await departs).ok()).toBe(true);
    await expect(dialog.getByText('总部', { exact: true })).toBeVisible();

    await dialog.getByRole('combobox', { name: '切换部门' }).click();
    await page.getByTitle('技术部', { exact: true }).click();
    const call = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/sys/selectDepart'),
    );
    await dialog.getByRole('button', { name: /确\s*定/ }).click();

    expect((await call).postDataJSON()).toMatchObject({ orgCode: 'A01A04', username: 'admin' });
    await expect(page.getByText('部门切换成功', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('数据解密 sends the SMS code and counts down', async ({ page }) => {
    const dialog = await openDialog(page, '数据解密', '数据解密');

    await dialog.getByRole('button', { name: '获取验证码' }).click();

    await expect(page.getByText('验证码已发送，有效期5分钟，请注意查收')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  });
});

test.describe('header menu search', () => {
  test.use(startSignedIn);

  test('搜索菜单 keeps what is typed before its code arrives; ArrowDown and Enter open the match', async ({
    page,
  }) => {
    // The AutoComplete's code loads when the user comes to the box (issue 20): held back here,
    // so the typing starts in the box drawn at first and goes on in the AutoComplete.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/MenuSearchBox-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page);
    const box = page.getByRole('combobox', { name: '搜索菜单' });

    await box.focus();
    await page.keyboard.type('角色');
    await expect(box).toHaveValue('角色');
    release();
    await expect(page.getByRole('option', { name: /角色管理/ }).first()).toBeVisible();
    await expect(box).toBeFocused();
    await page.keyboard.type('管理');
    await expect(box).toHaveValue('角色管理');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
  });
});

// Signing out is checked after a sign-in through the login page, as a user does it.
test.describe('header sign-out', () => {
  test('退出登录 asks 确定退出？ and leaves nothing of the session behind', async ({ page }) => {
    await signInAsAdmin(page);
    await expectShell(page);
    await page.getByRole('button', { name: /退出登录/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定退出？' });
    await expect(confirm).toBeVisible();

    await holdTenantLookup(page);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();

    await expect(page).toHaveURL(/\/user\/login-admin(?:[?#].*)?$/);
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    const left = await page.evaluate(() => ({
      keys: Object.keys(localStorage).filter((key) => key.startsWith('pro__')),
      session: sessionStorage.length,
    }));
    // Branding and display settings are not the user's and stay (storage.ts, spec 4).
    const kept = ['pro__SYSTEM_INFO', 'pro__DEFAULT_SETTINGS'];
    expect(left.keys.filter((key) => !kept.includes(key))).toEqual([]);
    expect(left.session).toBe(0);
  });
});
