import { fileURLToPath } from 'node:url';
import { expect, type Page } from './test';

/** Signs in through the admin login page (any password works on the Prism mock). */
export async function signInAsAdmin(page: Page, path = '/user/login-admin'): Promise<void> {
  await page.goto(path);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('E2e-Plain-Pa55word');
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** The signed-in shell is up once the side menu shows the 系统管理 group. */
export async function expectShell(page: Page, options?: { timeout: number }): Promise<void> {
  await expect(page.getByRole('menu').getByText('系统管理', { exact: true })).toBeVisible(options);
}

/**
 * Admin's stored session (local storage: token, user, dictionaries), written once per run by the
 * `sign-in` setup project (sign-in.setup.ts) after signing in through the UI. Outside the
 * Playwright output folder, which is emptied at the start of a run.
 */
export const ADMIN_STATE = fileURLToPath(
  new URL('../../../test-results/.auth/admin.json', import.meta.url),
);

/**
 * `test.use(startSignedIn)`: every test of the file gets a fresh browser context seeded with
 * admin's stored session, so it opens a page signed in without going through the login page.
 * The button lists the console keeps in session storage are not carried: the console reads them
 * again with the server menu on every load. Specs about signing in or out keep the login page.
 */
export const startSignedIn = { storageState: ADMIN_STATE } as const;

/**
 * Opens `path` in a context started signed in (startSignedIn) and waits for the shell: a cold
 * load of the app and its server menu, which a busy machine may take a while over.
 */
export async function openSignedIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expectShell(page, { timeout: 30_000 });
}

/**
 * Opens the widget gallery's tab `key` (/test/home, outside the shell's layout: no side menu) in
 * a context started signed in, and waits for its tab bar: a cold load of the app.
 */
export async function openGallerySignedIn(page: Page, key: string): Promise<void> {
  await page.goto(`/test/home?tab=${key}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible({ timeout: 30_000 });
}
