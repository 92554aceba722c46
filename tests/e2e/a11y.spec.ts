import { expect, test, type Locator, type Page } from './support/test';
import { ADD, formDialog, openMenuPage, rowOf, searchForm, table } from './support/list';
import { startSignedIn } from './support/session';

// Issue 14: no serious or critical axe violation (WCAG 2.0/2.1 A and AA) on the sign-in page, the
// home page, every page of the demo menu (pages added to the menu later are walked too), the
// main dialogs and drawers, and the dark menu style of the display settings (spec 2.9): the scans
// are made on the walk of walk-checks.spec.ts; keyboard use is checked here.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

/** Where keyboard focus is: inside an open dialog, and inside content hidden from assistive tech. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inDialog: Boolean(active?.closest('.ant-modal-wrap')),
      inHidden: Boolean(active?.closest('[aria-hidden="true"]')),
      outlined:
        active instanceof HTMLElement &&
        active.matches(':focus-visible') &&
        getComputedStyle(active).outlineStyle !== 'none',
      html: active?.outerHTML.slice(0, 120) ?? '',
    };
  });

/** Presses Tab until `target` has focus; focus never lands inside aria-hidden content on the way. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    expect(state.inHidden, `Tab focused hidden ${state.html}`).toBe(false);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

test('职务管理 and its 新增 dialog work from the keyboard with visible focus', async ({ page }) => {
  await openMenuPage(page, '系统管理', '职务管理', /\/isystem\/position$/);
  await expect(rowOf(page, '总经理')).toBeVisible();
  const add = page.getByRole('button', { name: ADD });

  // Tab reaches 新增 with a visible focus ring; Enter opens its dialog with focus inside.
  await searchForm(page)
    .getByRole('button', { name: /重\s*置/ })
    .focus();
  await tabTo(page, add);
  expect((await focusState(page)).outlined).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = formDialog(page, '新增');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);

  // The dialog keeps focus while Tab and Shift+Tab go round it; Esc closes it and gives focus back.
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(4).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect((await focusState(page)).inDialog, `${key} left the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // Tab goes on to the first row's checkbox, past no hidden control; Space selects the row.
  await tabTo(page, table(page).getByRole('checkbox', { name: '选择第 1 行' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('已选择 1 项')).toBeVisible();

  // Enter on 批量删除 asks first; Esc cancels and sends nothing.
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sys/position/deleteBatch')) deletes.push(request.url());
  });
  await page.getByRole('button', { name: /批量删除/ }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否删除选中数据?');
  // Esc reaches the confirmation once it holds the focus (on 确定, antd's default).
  await expect(confirm.getByRole('button', { name: /确\s*定/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(deletes).toEqual([]);
});
