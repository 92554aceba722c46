import { expect, test, type Page } from './support/test';
import { startSignedIn } from './support/session';

// Spec 8.1 on a page just loaded: the first call of the page ends the session before anything
// was clicked, so nothing the signed-in app loads on demand has been loaded yet (issue 33).

test.use(startSignedIn);

const USERS = /\/isystem\/user$/;
const EXPIRED = '很抱歉，登录已过期，请重新登录';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('pro__Access-Token'));

test("a 401 on a loaded page's list call, before any click, shows 登录已过期 on that page, then the sign-in page", async ({
  page,
}) => {
  await page.route('**/admin/sys/user/list**', (route) =>
    route.fulfill({ status: 401, json: { success: false, message: 'Token失效', code: 401 } }),
  );

  await page.goto('/isystem/user');

  // The notice is shown on the page whose call failed, before the console leaves it.
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(USERS);
  // Then logout and the reload (1.5 s later) reach the sign-in page.
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login-admin/);
  expect(await storedToken(page)).toBeNull();
});

test("a 500 'Token失效' on the menu, a loaded page's first call, shows the 登录已过期 dialog; 重新登录 ends the session", async ({
  page,
}) => {
  await page.route('**/admin/cap/auth/v1/UserResourceListInquiry**', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, message: 'Token失效，请重新登录!', code: 500, result: null },
    }),
  );

  await page.goto('/isystem/user');

  const dialog = page.getByRole('dialog').filter({ hasText: EXPIRED });
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('登录已过期');
  await expect(page).toHaveURL(USERS);
  expect(await storedToken(page)).not.toBeNull();

  await dialog.getByRole('button', { name: '重新登录' }).click();

  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login-admin/);
  expect(await storedToken(page)).toBeNull();
});
