import { expect, type Locator, type Page, type Request } from './test';
import { openSignedIn } from './session';

// Shared steps and locators for the administration list pages (resources/kit) on the Prism mock.

// antd puts a space between two Chinese characters of a button.
export const OK = /^确\s*定$/;
export const CLOSE = /^关\s*闭$/;
export const ADD = /新\s*增/;
export const QUERY = /^查\s*询$/;
export const RESET = /^重\s*置$/;

/**
 * Opens the console signed in (the spec uses `test.use(startSignedIn)`, support/session.ts) and
 * `entry` of the side-menu `group` (e.g. 系统管理 → 职务管理), waiting for `url`. Resolves with the
 * first request to `listPath` when one is given.
 */
export async function openMenuPage(
  page: Page,
  group: string,
  entry: string,
  url: RegExp,
  listPath?: string,
): Promise<Request | undefined> {
  await openSignedIn(page);
  const firstList = listPath ? nextRequest(page, listPath) : undefined;
  const groupItem = page.getByRole('menu').getByText(group, { exact: true });
  const entryItem = page.getByRole('menuitem', { name: entry });
  // The submenu animates open; a click during the animation may land on nothing, so try again.
  await expect(async () => {
    if (!(await entryItem.isVisible())) await groupItem.click();
    await entryItem.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
  return firstList;
}

/** The next request whose path ends with `path` and whose query passes `accept`. */
export function nextRequest(
  page: Page,
  path: string,
  accept: (query: URLSearchParams, request: Request) => boolean = () => true,
): Promise<Request> {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith(path) && accept(url.searchParams, request);
  });
}

/** The query of a request without the cache buster `_t` (spec 7.1). */
export const queryOf = (request: Request): Record<string, string> =>
  Object.fromEntries([...new URL(request.url()).searchParams].filter(([key]) => key !== '_t'));

/**
 * The visible page's first table. Kept-alive tabs stay mounted but hidden (首页's dashboard has
 * tables), so the first `.ant-table` of the document may belong to a hidden tab.
 */
export const table = (page: Page) => page.locator('.ant-table').filter({ visible: true }).first();
/** The table row holding a cell named `name`. */
export const rowOf = (page: Page, name: string): Locator =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
export const searchForm = (page: Page) => page.getByRole('search', { name: '查询条件' });
export const formDialog = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
export const formDrawer = (page: Page, title: string) =>
  page
    .locator('.ant-drawer-content')
    .filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });
export const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');
export const messages = (page: Page) => page.locator('.ant-message-notice');
/** The toast whose text is `text`. */
export const message = (page: Page, text: string | RegExp) =>
  messages(page).filter({ hasText: text });

/** Opens the select labelled `label` inside `scope` and picks `option`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

/**
 * Serves the signed-in user's resource list without the button codes that start with `prefix`
 * (spec 6), so a test can check what a user lacking them sees. Call before signing in.
 */
export async function withoutButtonCodes(page: Page, prefix: string): Promise<void> {
  await page.route('**/admin/cap/auth/v1/UserResourceListInquiry**', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as {
      body: { resourceJson: { auth: { action: string }[] } };
    };
    const json = reply.body.resourceJson;
    json.auth = json.auth.filter((item) => !item.action.startsWith(prefix));
    await route.fulfill({ response, json: reply });
  });
}

/** Answers every request to `path` with a JeecgBoot `success:false` reply carrying `text`. */
export async function refuse(page: Page, path: string, text: string): Promise<void> {
  await page.route(`**/admin${path}**`, (route) =>
    route.fulfill({ json: { success: false, message: text, code: 500, result: null } }),
  );
}
