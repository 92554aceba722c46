import { test as base, type Locator, type Page } from './test';
import { ADMIN_STATE, openSignedIn } from './session';

// Steps and locators for the editable grid (src/components/EditableGrid) on the gallery's pages.

/**
 * A test whose `page` is one signed-in page per worker (loading the shell is most of a test's time
 * on a busy machine; the context starts with the session of sign-in.setup.ts) opened afresh at
 * `path` for every test, so each starts from the page's own state.
 */
export function signedInTest(path: string) {
  return base.extend<{ page: Page }, { signedIn: Page }>({
    signedIn: [
      async ({ browser, consoleRecorder }, provide, workerInfo) => {
        const { baseURL, viewport, locale, timezoneId } = workerInfo.project.use;
        const context = await browser.newContext({
          baseURL,
          viewport,
          locale,
          timezoneId,
          storageState: ADMIN_STATE,
        });
        consoleRecorder.watch(context);
        const page = await context.newPage();
        await openSignedIn(page);
        await provide(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ signedIn }, provide) => {
      await signedIn.goto(path);
      await provide(signedIn);
    },
  });
}

/** A gallery DemoCard by title, and the value it shows under its widget. */
export const demo = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });
export const currentValue = (card: Locator): Locator => card.getByText(/^当前值：/);

export const gridOf = (page: Page, title: string): Locator => demo(page, title).getByRole('grid');
/** The body row at `row` (from 1); aria-rowindex counts the header as 1. */
export const rowAt = (grid: Locator, row: number): Locator =>
  grid.locator(`[role="row"][aria-rowindex="${row + 1}"]`);
export const cellAt = (grid: Locator, row: number, key: string): Locator =>
  rowAt(grid, row).locator(`[role="gridcell"][data-column="${key}"]`);
/** The keyboard's active cell. */
export const activeCell = (grid: Locator): Locator =>
  grid.locator('[role="gridcell"][aria-selected="true"]');
/** Every rendered cell of the column `key`, top to bottom. */
export const columnCells = (grid: Locator, key: string): Locator =>
  grid.locator(`[role="gridcell"][data-column="${key}"]`);

export async function scrollGridTo(grid: Locator, top: number): Promise<void> {
  await grid.evaluate((element, to) => {
    element.scrollTop = to;
  }, top);
}
