import { expect, test as guarded, type Page } from '../../e2e/support/test';

// The whole chain (playwright.config.ts project `whole-chain`): the built console, Prism as the
// validating proxy, the demo backend with state. Every test fails on a contract violation Prism
// reports (the `sl-violations` header, or its problem reply for a request it refused) and notes
// how many API calls it made.
export * from '../../e2e/support/test';

const PRISM_PROBLEM = 'https://stoplight.io/prism/errors#';
/** The demo backend's own port (scripts/e2e-chain-server.mjs): web + 2. */
export const BACKEND_URL = `http://127.0.0.1:${Number(process.env.E2E_CHAIN_PORT || 4593) + 2}`;

export const test = guarded.extend<{ contractGuard: void }>({
  contractGuard: [
    async ({ context }, provide, testInfo) => {
      let calls = 0;
      const violations: Promise<string | undefined>[] = [];
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith('/admin/')) return;
        calls += 1;
        const where = `${response.request().method()} ${url.pathname}`;
        const header = response.headers()['sl-violations'];
        if (header) violations.push(Promise.resolve(`${where}: ${header}`));
        else if (response.status() === 422 || response.status() === 500) {
          violations.push(
            response
              .text()
              .then((body) => (body.includes(PRISM_PROBLEM) ? `${where}: ${body}` : undefined))
              .catch(() => undefined),
          );
        }
      });
      await provide();
      const found = (await Promise.all(violations)).filter(Boolean);
      testInfo.annotations.push({ type: 'contract calls', description: String(calls) });
      expect(found, 'contract violations reported by Prism').toEqual([]);
    },
    { auto: true },
  ],
});

export interface Account {
  username: string;
  password: string;
}

export const ADMIN: Account = { username: 'admin', password: 'Admin@123456' };
export const CHECKER: Account = { username: 'checker', password: 'Checker@123456' };
export const MERCHANT: Account = { username: 'merchant', password: 'Merchant@123456' };
export const SUPERVISOR: Account = { username: 'supervisor', password: 'Super@123456' };

/** Fills the login page and submits (spec 2.4); the caller checks where it leads. */
export async function submitSignIn(page: Page, account: Account): Promise<void> {
  await page.goto('/user/login-admin');
  await page.getByPlaceholder('请输入账号').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export const sideMenu = (page: Page) => page.getByRole('menu').first();

/** Signs in and waits for the shell's side menu. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await submitSignIn(page, account);
  await expect(sideMenu(page).getByText('首页', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The access token the console stored (spec 3 `Access-Token`, vue-ls format). */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'));
  const token = raw ? (JSON.parse(raw) as { value?: unknown }).value : undefined;
  if (typeof token !== 'string') throw new Error('no access token stored');
  return token;
}

/** Opens `group` › `entry` of the side menu of the page as it is (no reload), waiting for `url`. */
export async function openFromMenu(page: Page, group: string, entry: string, url: RegExp) {
  const entryItem = page.getByRole('menuitem', { name: entry });
  // The submenu animates open; a click during the animation may land on nothing, so try again.
  await expect(async () => {
    if (!(await entryItem.isVisible())) {
      await sideMenu(page).getByText(group, { exact: true }).click();
    }
    await entryItem.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
}
