import { expect, test } from './support/test';
import { expectShell, signInAsAdmin } from './support/session';
import { holdTenantLookup } from './support/routes';

// Session expiry and token refresh seen from the browser (spec 4, 8.1), and menu search (spec 2.6).

test('menu search finds an entry by title and opens it', async ({ page }) => {
  await signInAsAdmin(page);
  await expectShell(page);

  await page.getByRole('combobox', { name: '搜索菜单' }).fill('角色');
  await page.getByRole('option', { name: /角色管理/ }).click();

  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
});

test('an expired access token is refreshed once and the call replayed with the new token', async ({
  page,
}) => {
  let expiredOnce = false;
  await page.route('**/admin/cap/auth/v1/UserResourceListInquiry**', async (route) => {
    if (expiredOnce) return route.continue();
    expiredOnce = true;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        status: {
          success: false,
          replyCode: 'E0401',
          replyText: '登录状态已失效',
          errorMsg: 'Access token has expired',
        },
        body: null,
      }),
    });
  });
  const refreshes: string[] = [];
  const menuTokens: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cap/auth/v1/RefreshToken'))
      refreshes.push(request.postData() ?? '');
    if (request.url().includes('UserResourceListInquiry')) {
      menuTokens.push(request.headers()['x-access-token'] ?? '');
    }
  });

  await signInAsAdmin(page);
  await expectShell(page);

  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]).toContain('refreshToken');
  expect(menuTokens).toHaveLength(2);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}'),
  );
  expect(menuTokens[1]).toBe(stored.value);
  expect(menuTokens[1]).not.toBe(menuTokens[0]);
});

test("a 500 'Token失效' reply shows the 登录已过期 dialog once, and 重新登录 ends the session", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expectShell(page);
  await page.route('**/admin/sys/annountCement/listByUser**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Token失效，请重新登录!',
        code: 500,
        result: null,
      }),
    }),
  );

  await page.reload();

  const dialog = page.getByRole('dialog').filter({ hasText: '很抱歉，登录已过期，请重新登录' });
  await expect(dialog).toHaveCount(1);
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('登录已过期');
  await dialog.getByRole('button', { name: '重新登录' }).click();

  await expect(page).toHaveURL(/\/user\/login-admin/);
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pro__Access-Token')))
    .toBeNull();
});

test('logout with a hung logout call clears the session and reaches the login page at once', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expectShell(page);
  // spec 4: the call is held for good; logout must not wait for it (its own timeout is 60 s).
  await page.route('**/admin/cap/auth/v1/UserLogout**', () => undefined);
  await holdTenantLookup(page);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value,
  );
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /退出登录/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定退出？' });
  const logoutCall = page.waitForRequest('**/admin/cap/auth/v1/UserLogout**');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();

  expect((await logoutCall).headers()['x-access-token']).toBe(token);
  await expect(page).toHaveURL(/\/user\/login-admin(?:[?#].*)?$/);
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  const left = await page.evaluate(() =>
    ['Access-Token', 'Access-Refresh-Token', 'Login_Userinfo', 'TENANT_ID'].filter(
      (key) => localStorage.getItem(`pro__${key}`) !== null,
    ),
  );
  expect(left).toEqual([]);
});
