import { expect, test } from './support/chain';
import { ADMIN, BACKEND_URL, CHECKER, openFromMenu, signIn, storedToken } from './support/chain';

// Spec 8.1 against the real backend: an expired access token is refreshed once and the call
// replayed; logout revokes the token on the server.

test('an expired access token is refreshed and the /cap call replayed, without the expired dialog', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  const before = await storedToken(page);
  const expired = await request.post(`${BACKEND_URL}/__test/expire-access`, {
    data: { token: before },
  });
  expect(expired.status()).toBe(200);

  // 客户信息's list is a /cap call: the backend answers `Access token has expired`, the console
  // refreshes once and sends the list again with the new token (spec 8.1).
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/cap/auth/v1/RefreshToken'));
  const replayed = page.waitForResponse(
    (r) =>
      r.url().endsWith('/cap/cus/v2/CusMastInfoInquiry') &&
      r.request().headers()['x-access-token'] !== before,
  );
  await openFromMenu(page, '客户管理', '客户信息', /\/cus\/cusMastInfoList$/);
  expect((await (await refreshed).json()).status.success).toBe(true);
  expect((await (await replayed).json()).status.success).toBe(true);
  await expect(page.getByText('很抱歉，登录已过期，请重新登录')).toHaveCount(0);
  expect(await storedToken(page)).not.toBe(before);
});

test('退出登录 revokes the token on the server', async ({ page, request }) => {
  await signIn(page, CHECKER);
  const token = await storedToken(page);
  const signedIn = await request.get(`${BACKEND_URL}/sys/position/list`, {
    headers: { 'X-Access-Token': token },
  });
  expect(signedIn.status()).toBe(200);

  await page.getByRole('button', { name: /退出登录/ }).click();
  const loggedOut = page.waitForRequest((r) => r.url().includes('/cap/auth/v1/UserLogout'));
  await page
    .getByRole('dialog')
    .filter({ hasText: '确定退出？' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect((await loggedOut).headers()['x-access-token']).toBe(token);
  await expect(page).toHaveURL(/\/user\/login-admin/);

  await expect
    .poll(async () => {
      const after = await request.get(`${BACKEND_URL}/sys/position/list`, {
        headers: { 'X-Access-Token': token },
      });
      return [after.status(), ((await after.json()) as { message: string }).message];
    })
    .toEqual([500, 'Token失效，请重新登录!']);
});
