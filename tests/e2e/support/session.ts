import { expect, type Page } from './test';

/** Signs in through the admin login page (any password works on the Prism mock). */
export async function signInAsAdmin(page: Page, path = '/user/login-admin'): Promise<void> {
  await page.goto(path);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('E2e-Plain-Pa55word');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** The signed-in shell is up once the side menu shows the 系统管理 group. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('menu').getByText('系统管理', { exact: true })).toBeVisible();
}
