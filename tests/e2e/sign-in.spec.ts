import { startSignedIn } from './support/session';
import { expect, test, type Page } from './support/test';

// The sign-in family against the Prism mock (spec 1, 2.1, 2.4, 7.2, 8.4): branding, redirect
// targets, phone login, post-login choices, and the register / reset / verification pages.

const TENANT_CALL = '**/admin/cap/auth/v1/TenantInquiry';
const SYSTEM_CALL = '**/admin/cap/auth/v1/SystemInquiry';
const SMS_CALL = '**/admin/cap/sys/v1/SystemSmsCaptchaInquiry';

/** Ask Prism for a named example of one call. */
async function preferExample(page: Page, call: string, example: string) {
  await page.route(call, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

async function signInAsAdmin(page: Page) {
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('E2e-Plain-Pa55word');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

const footer = (page: Page) => page.locator('footer');

async function expectDefaultBranding(page: Page) {
  await expect(page).toHaveTitle('欢迎使用本服务');
  await expect(page.getByRole('heading', { name: '欢迎使用本服务' })).toBeVisible();
  await expect(footer(page)).toContainText('Copyright © 2017-2023');
  await expect(page.getByRole('img', { name: 'logo' })).toHaveAttribute('src', '/logo-kj-big.png');
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/logo-kj.png');
}

test.describe('branding (spec 2.4, 7.2)', () => {
  test('uses the built-in defaults when both lookups fail', async ({ page }) => {
    for (const call of [TENANT_CALL, SYSTEM_CALL]) {
      await page.route(call, (route) => route.fulfill({ status: 500, body: 'down' }));
    }
    await page.goto('/user/login-admin');
    await expectDefaultBranding(page);
  });

  test('uses the built-in defaults when the info texts are malformed', async ({ page }) => {
    const reply = (body: object) => ({
      contentType: 'application/json',
      body: JSON.stringify({ status: { success: true, replyCode: '0000' }, body }),
    });
    await page.route(TENANT_CALL, (route) =>
      route.fulfill(reply({ tenantId: null, tenantInfo: '{"sysName":' })),
    );
    await page.route(SYSTEM_CALL, (route) => route.fulfill(reply({ sysInfo: 'not json' })));
    await page.goto('/user/login-admin');
    await expectDefaultBranding(page);
  });

  test('shows the branding of the mock and caches it for the next visit', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cap/auth/v1/')) lookups.push(new URL(request.url()).pathname);
    });
    await page.goto('/user/login-admin');

    await expect(page).toHaveTitle('汇联支付业务运营支撑系统');
    await expect(page.getByRole('heading', { name: '汇联支付运营支撑平台' })).toBeVisible();
    await expect(footer(page)).toContainText('Copyright © 2017-2026 汇联支付科技有限公司');
    for (const record of ['京ICP备2020012345号-1', '京公网安备11010502040000号']) {
      const link = footer(page).getByRole('link', { name: record });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(lookups).toEqual([
      '/admin/cap/auth/v1/TenantInquiry',
      '/admin/cap/auth/v1/SystemInquiry',
    ]);

    lookups.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: '汇联支付运营支撑平台' })).toBeVisible();
    expect(lookups).toEqual([]);
  });
});

test.describe('redirect after sign-in (spec 2.2)', () => {
  const hostile = [
    '//evil.example.com',
    '/\\evil.example.com',
    'https://evil.example.com',
    'javascript:alert(1)',
    '%2F%2Fevil.example.com',
    // Targets the browser's own normalisation turns into another host (issue 13 item 3).
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
  ];
  for (const target of hostile) {
    test(`refuses ${target} and lands on /Home`, async ({ page }) => {
      await page.goto(`/user/login-admin?${new URLSearchParams({ redirect: target })}`);
      await signInAsAdmin(page);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/Home$/);
      await expect(page.getByText('External navigation is not allowed')).toHaveCount(0);
    });
  }

  test('follows a same-origin target', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(`/user/login-admin?redirect=${encodeURIComponent('/isystem/user')}`);
    await signInAsAdmin(page);
    await expect.poll(() => visited).toContain('/isystem/user');
    expect(visited).not.toContain('/Home');
  });
});

test.describe('account login page (spec 2.7)', () => {
  test('phone login sends a code, counts down and signs in', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('tab', { name: '手机号登录' }).click();
    const mobile = page.getByPlaceholder('请输入手机号码');
    await mobile.fill('1380013');
    await mobile.blur();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
    await mobile.fill('13800138000');

    const sms = page.waitForRequest(SMS_CALL);
    await page.getByRole('button', { name: '获取验证码' }).click();
    expect((await sms).postDataJSON()).toMatchObject({ type: 'login', mobile: '13800138000' });
    await expect(page.getByText('验证码已发送，有效期5分钟，请注意查收')).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();

    await page.getByPlaceholder('请输入验证码').fill('627491');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/Home$/);
  });

  test('a failed send shows errorMsg and gives the button back at once', async ({ page }) => {
    await preferExample(page, SMS_CALL, 'tooFrequent');
    await page.goto('/user/login');
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByPlaceholder('请输入手机号码').fill('13800138000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码发送过于频繁，请60秒后再试')).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});

test.describe('post-login choices (jeecg-contracts §4)', () => {
  const pick = async (page: Page, option: string) => {
    await page.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: option }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
  };
  const stored = (page: Page, key: string) =>
    page.evaluate((slot) => localStorage.getItem(`pro__${slot}`), key);

  test('asks for the tenant when there are several', async ({ page }) => {
    await preferExample(page, '**/admin/sys/login', 'multiTenant');
    await page.goto('/user/login-admin');
    await signInAsAdmin(page);
    await pick(page, '恒通支付华东分公司');
    await expect(page).toHaveURL(/\/Home$/);
    expect(await stored(page, 'TENANT_ID')).toContain('"value":"2"');
  });

  test('asks for the department when multi_depart is 2', async ({ page }) => {
    await preferExample(page, '**/admin/sys/login', 'multiDepart');
    await page.goto('/user/login-admin');
    await signInAsAdmin(page);
    const select = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/sys/selectDepart'),
    );
    await pick(page, '风控合规部');
    expect((await select).postDataJSON()).toEqual({ orgCode: 'A01A05', username: 'wangqiang' });
    await expect(page).toHaveURL(/\/Home$/);
  });

  test('asks for the group when the user has several', async ({ page }) => {
    await preferExample(page, '**/admin/sys/login', 'multiGroup');
    await page.goto('/user/login-admin');
    await signInAsAdmin(page);
    await pick(page, '华东商户服务组');
    await expect(page).toHaveURL(/\/Home$/);
    expect(await stored(page, 'Login_Userinfo')).toContain('"group":{"id":"GRP2003"');
  });
});

test.describe('other sign-in routes (spec 2.1)', () => {
  test('/user and /oauth2-app go to their login pages, /test signed out to sign-in', async ({
    page,
  }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/login-admin$/);
    await page.goto('/oauth2-app');
    await expect(page).toHaveURL(/\/oauth2-app\/login$/);
    await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible();
    // spec 2.2: only the sign-in routes are public (issue 13 item 2).
    await page.goto('/test');
    await expect(page).toHaveURL(/\/user\/login-admin\?redirect=%2Ftest$/);
  });

  test('with a session, the login pages go to the home path (spec 2.2)', async ({ page }) => {
    await page.goto('/user/login-admin');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/Home$/);
    for (const path of ['/user/login', '/user/login-admin', '/oauth2-app/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/Home$/);
    }
  });

  test('third-party and CAS results sign the user in', async ({ page }) => {
    await page.goto('/user/third-login/tmp-token/wechat_enterprise');
    await expect(page).toHaveURL(/\/Home$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/user/cas-login?ticket=ST-1024-hTkNq7vTqX3nW6cas01');
    await expect(page).toHaveURL(/\/Home$/);
  });
});

test.describe('account self-service pages', () => {
  test('register validates, then submits and shows the result', async ({ page }) => {
    await page.goto('/user/register');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    for (const text of ['请输入手机号码', '请输入验证码', '请输入用户名', '请输入登录密码']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await page.getByPlaceholder('请输入手机号码').fill('13905718866');
    await page.getByPlaceholder('请输入验证码').fill('482913');
    await page.getByPlaceholder('请输入用户名').fill('chenxiaoyu');
    await page.getByPlaceholder('请输入登录密码').fill('short');
    await page.getByPlaceholder('请再次输入登录密码').fill('other');
    await expect(page.getByText('密码必须为8-20位的英文字母、数字、字符组合')).toBeVisible();
    await expect(page.getByText('两次输入的密码不一样')).toBeVisible();
    await page.getByPlaceholder('请输入登录密码').fill('Ht@2026cxy');
    await page.getByPlaceholder('请再次输入登录密码').fill('Ht@2026cxy');
    const sent = page.waitForRequest('**/admin/sys/user/register');
    await page.getByRole('button', { name: /注\s*册/ }).click();
    // JeecgBoot hashes the password it receives: it goes as typed, not AES-encrypted.
    expect((await sent).postDataJSON()).toEqual({
      username: 'chenxiaoyu',
      password: 'Ht@2026cxy',
      phone: '13905718866',
      smscode: '482913',
    });
    await expect(page).toHaveURL(/\/user\/register-result$/);
    await expect(page.getByText('你的账户：chenxiaoyu 注册成功')).toBeVisible();
  });

  test('password reset validates, then submits', async ({ page }) => {
    await page.goto('/user/loginPwdReset');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('请输入新登录密码', { exact: true }).first()).toBeVisible();
    await page.getByPlaceholder('请输入手机号码').fill('13800138000');
    await page.getByPlaceholder('请输入验证码').fill('627491');
    await page.getByPlaceholder('请输入新登录密码').fill('N3w@pass2026');
    await page.getByPlaceholder('请再次输入新登录密码').fill('N3w@pass2026');
    const reset = page.waitForRequest('**/admin/sys/user/passwordChange?**');
    await page.getByRole('button', { name: '重置密码' }).click();
    // JeecgBoot's reset: the account named by phoneVerification, then GET with four parameters.
    const query = new URL((await reset).url()).searchParams;
    expect((await reset).method()).toBe('GET');
    expect(
      Object.fromEntries(
        ['username', 'password', 'smscode', 'phone'].map((k) => [k, query.get(k)]),
      ),
    ).toEqual({
      username: 'admin',
      password: 'N3w@pass2026',
      smscode: '627491',
      phone: '13800138000',
    });
    await expect(page.getByText('密码重置成功')).toBeVisible();
  });

  test('mobile change asks a signed-out visitor to sign in first', async ({ page }) => {
    await page.goto('/user/alteration');
    await expect(page.getByText('更换手机号需要先登录')).toBeVisible();
    await expect(page.getByPlaceholder('请输入手机号码')).toHaveCount(0);
    await page.getByRole('link', { name: '去登录' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test.describe('signed in', () => {
    test.use(startSignedIn);

    test('mobile change verifies the old number, then binds the new one to the session', async ({
      page,
    }) => {
      await page.goto('/user/alteration');
      await page.getByPlaceholder('请输入手机号码').fill('13800138000');
      await page.getByPlaceholder('请输入验证码').fill('627491');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByLabel('新手机号')).toBeVisible();
      await page.getByPlaceholder('请输入手机号码').fill('13912345678');
      await page.getByPlaceholder('请输入验证码').fill('305718');
      const bind = page.waitForRequest('**/admin/sys/user/updateMobile');
      await page.getByRole('button', { name: '确认修改' }).click();
      // JeecgBoot takes the account from the token and reads only the new mobile and its code.
      expect((await bind).method()).toBe('PUT');
      expect((await bind).postDataJSON()).toEqual({ phone: '13912345678', smscode: '305718' });
      expect(await (await bind).headerValue('x-access-token')).toBeTruthy();
      await expect(page.getByText('手机号修改成功')).toBeVisible();
    });
  });

  test('verification with a Google authenticator code', async ({ page }) => {
    await page.goto('/user/verification');
    await page.getByRole('tab', { name: '谷歌验证器' }).click();
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入谷歌验证器中的6位数字').fill('12a');
    await page.getByRole('button', { name: /验\s*证/ }).click();
    await expect(page.getByText('请输入6位数字验证码')).toBeVisible();
    await page.getByPlaceholder('请输入谷歌验证器中的6位数字').fill('093184');
    await page.getByRole('button', { name: /验\s*证/ }).click();
    // The message outlives the verification page: it is still there once the signed-out visitor
    // has been taken on to 首页 and from there to sign-in.
    await expect(page).toHaveURL(/\/user\/login-admin\?redirect=%2FHome$/);
    await expect(page.getByText('验证成功')).toBeVisible();
  });
});
