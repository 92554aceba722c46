import { expect, test } from './support/chain';
import {
  ADMIN,
  CHECKER,
  MERCHANT,
  SUPERVISOR,
  sideMenu,
  signIn,
  submitSignIn,
} from './support/chain';

// Issue 34: each demo account signs in with its own password and not another's, and sees the
// menu its roles give it (the menu and button codes come from the database).

test('each demo account signs in with its own password and sees its own menu', async ({ page }) => {
  const menus: [typeof ADMIN, string[], string[]][] = [
    [ADMIN, ['客户管理', '系统管理', '监管'], []],
    [CHECKER, ['客户管理', '系统管理'], []],
    [MERCHANT, ['商户平台'], ['系统管理', '客户管理', '监管']],
    [SUPERVISOR, ['监管'], ['系统管理', '客户管理', '商户平台']],
  ];
  for (const [account, shown, hidden] of menus) {
    await signIn(page, account);
    for (const title of shown) {
      await expect(sideMenu(page).getByText(title, { exact: true })).toBeVisible();
    }
    for (const title of hidden) {
      await expect(sideMenu(page).getByText(title, { exact: true })).toHaveCount(0);
    }
    await page.evaluate(() => localStorage.clear());
  }
});

test("another account's password is refused with the backend's message", async ({ page }) => {
  await submitSignIn(page, { username: MERCHANT.username, password: ADMIN.password });
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login-admin/);
});
