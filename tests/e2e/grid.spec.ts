import { expect, type Locator } from './support/test';
import {
  activeCell,
  cellAt,
  columnCells,
  currentValue,
  demo,
  gridOf,
  signedInTest,
} from './support/grid';
import { ADD, message, OK } from './support/list';

// The editable grid of issue 6 in the widget gallery (/test/home?tab=grid): editing, keyboard,
// toolbar, drag-sort, validation (spec 2.10, 4 "Grid editing", 5.3) on the 3-row demo; the
// 100,000-row demo is in grid-100k.spec.ts. Each test reloads the tab: the demo's own rows, a
// fresh insert guard.

const test = signedInTest('/test/home?tab=grid');

const EDIT_DEMO = '可编辑表格';
const BIG_DEMO = '10 万行 × 20 列';
/** The 姓名 column top to bottom. */
const names = (grid: Locator) => columnCells(grid, 'name');

test.describe('editable demo (spec 4 "Grid editing", 5.3)', () => {
  test('a click edits, Enter commits, Esc restores; number, select, checkbox and date cells', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    const grid = gridOf(page, EDIT_DEMO);
    const name = cellAt(grid, 1, 'name');
    await expect(name).toHaveText('张三');

    await name.click();
    await expect(grid.getByRole('textbox')).toHaveCount(1);
    await name.getByRole('textbox').fill('王五');
    await name.getByRole('textbox').press('Enter');
    await expect(name).toHaveText('王五');
    await expect(grid.getByRole('textbox')).toHaveCount(0);

    await name.click();
    await name.getByRole('textbox').fill('赵六');
    await name.getByRole('textbox').press('Escape');
    await expect(name).toHaveText('王五');

    // Clicking another cell commits this one and edits that one: one editor at a time.
    await name.click();
    await name.getByRole('textbox').fill('孙七');
    const age = cellAt(grid, 1, 'age');
    await age.click();
    await expect(name).toHaveText('孙七');
    await expect(grid.getByRole('textbox')).toHaveCount(1);

    // spec 5.3: a number cell takes digits, minus and point only and holds a number.
    const ageInput = age.getByRole('textbox');
    await ageInput.fill('');
    await ageInput.pressSequentially('a4b2x');
    await expect(ageInput).toHaveValue('42');
    await ageInput.press('Enter');
    await expect(age).toHaveText('42');
    // The statistics rows follow: 42 + 28.
    await expect(grid.locator('[data-statistics="sum"]')).toContainText('70');
    await expect(grid.locator('[data-statistics="average"]')).toContainText('35');

    const sex = cellAt(grid, 1, 'sex');
    await expect(sex).toHaveText('男');
    await sex.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('女', { exact: true })
      .click();
    await expect(sex).toHaveText('女');

    const married = cellAt(grid, 1, 'married');
    await expect(married.getByRole('checkbox')).not.toBeChecked();
    await married.click();
    await married.getByRole('checkbox', { name: '已婚' }).click();
    await expect(married.getByRole('checkbox')).toBeChecked();
    // Only one editor at a time, and none once the checkbox committed.
    await expect(grid.getByRole('checkbox', { name: '已婚' })).toHaveCount(0);

    const birthday = cellAt(grid, 1, 'birthday');
    await birthday.click();
    // Clicks inside the date picker keep the cell in edit (spec 4): next month, then a day.
    const picker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await picker.locator('.ant-picker-header-next-btn').click();
    await picker.locator('td[title="1995-04-15"]').click();
    await expect(birthday).toHaveText('1995-04-15');

    // spec 4: a click outside the edited cell ends editing and keeps the typed text.
    const remark = cellAt(grid, 2, 'remark');
    await remark.click();
    await remark.getByRole('textbox').fill('周末值班');
    await card.getByText(EDIT_DEMO, { exact: true }).click();
    await expect(remark).toHaveText('周末值班');
    await expect(grid.getByRole('textbox')).toHaveCount(0);
  });

  test('arrows and Tab move the active cell, Enter edits it (spec 4)', async ({ page }) => {
    const grid = gridOf(page, EDIT_DEMO);
    await cellAt(grid, 1, 'seq').click();
    await expect(activeCell(grid)).toHaveAttribute('data-column', 'seq');

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(activeCell(grid)).toHaveAttribute('data-column', 'name');
    await expect(activeCell(grid)).toHaveText('张三');
    await page.keyboard.press('ArrowDown');
    await expect(activeCell(grid)).toHaveText('李四');
    await page.keyboard.press('Tab');
    await expect(activeCell(grid)).toHaveAttribute('data-column', 'age');
    await expect(activeCell(grid)).toHaveText('28');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect(activeCell(grid)).toHaveText('张三');

    await page.keyboard.press('Enter');
    await expect(activeCell(grid).getByRole('textbox')).toHaveValue('张三');
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('textbox')).toHaveCount(0);
    await expect(activeCell(grid)).toHaveText('张三');

    // Tab in an editor commits it and moves on without editing the next cell.
    await page.keyboard.press('Enter');
    await activeCell(grid).getByRole('textbox').fill('王五');
    await page.keyboard.press('Tab');
    await expect(cellAt(grid, 1, 'name')).toHaveText('王五');
    await expect(activeCell(grid)).toHaveAttribute('data-column', 'age');
    await expect(grid.getByRole('textbox')).toHaveCount(0);
  });

  test('新增 appends a row, a second click within 1500 ms is refused, 取值 reads it (spec 4)', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    const grid = gridOf(page, EDIT_DEMO);
    await expect(grid).toHaveAttribute('aria-rowcount', '4');

    // The second click follows at once, well within the 1500 ms guard.
    await card.getByRole('button', { name: ADD }).click();
    await card.getByRole('button', { name: ADD }).click();
    await expect(message(page, '你点击的太快了，请慢点点击!')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '5');
    await expect(cellAt(grid, 4, 'seq')).toHaveText('4');
    await expect(cellAt(grid, 4, 'name')).toHaveText('');
    await expect(cellAt(grid, 3, 'phone')).toHaveText('123');

    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(currentValue(card)).toHaveText(
      '当前值：{"ids":["1","2","3",null],"newRows":1,"deletedIds":[]}',
    );

    // Once 1500 ms have passed a click inserts again; one more row, never two.
    await expect(async () => {
      await card.getByRole('button', { name: ADD }).click();
      await expect(grid).toHaveAttribute('aria-rowcount', '6', { timeout: 250 });
    }).toPass({ intervals: [250] });
    await expect(cellAt(grid, 5, 'seq')).toHaveText('5');
  });

  test('dragging a handle onto another row and the drag-sort menu reorder rows (spec 2.10)', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    const grid = gridOf(page, EDIT_DEMO);
    await expect(names(grid)).toHaveText(['张三', '李四', '']);

    await grid.getByRole('button', { name: '行排序 1' }).dragTo(cellAt(grid, 3, 'name'));
    await expect(names(grid)).toHaveText(['李四', '', '张三']);
    await expect(columnCells(grid, 'seq')).toHaveText(['1', '2', '3']);

    // The menu of the row's handle; a picked item closes it. Right after a drop the rows re-render
    // under the pointer, and a click that lands on a handle being replaced opens nothing: the
    // first menu is opened until it shows.
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    const pick = async (row: number, item: string) => {
      await grid.getByRole('button', { name: `行排序 ${row}` }).click();
      await menu.getByRole('menuitem', { name: item }).click();
      await expect(menu).toHaveCount(0);
    };
    await expect(async () => {
      await grid.getByRole('button', { name: '行排序 3' }).click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await menu.getByRole('menuitem', { name: '上移' }).click();
    await expect(menu).toHaveCount(0);
    await expect(names(grid)).toHaveText(['李四', '张三', '']);

    await grid.getByRole('button', { name: '行排序 1' }).click();
    await expect(menu.getByRole('menuitem', { name: '上移' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await menu.getByRole('menuitem', { name: '下移' }).click();
    await expect(menu).toHaveCount(0);
    await expect(names(grid)).toHaveText(['张三', '李四', '']);

    await pick(1, '在下方插入行');
    await expect(names(grid)).toHaveText(['张三', '', '李四', '']);
    await expect(cellAt(grid, 4, 'phone')).toHaveText('123');
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(currentValue(card)).toHaveText(
      '当前值：{"ids":["1",null,"2","3"],"newRows":1,"deletedIds":[]}',
    );
  });

  test('the keyboard sorts rows too: Space on a handle lifts its row, ArrowDown, Space drops (spec 2.10)', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    const grid = gridOf(page, EDIT_DEMO);
    await expect(names(grid)).toHaveText(['张三', '李四', '']);

    const handle = grid.getByRole('button', { name: '行排序 1' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The sensor hears the arrows from the task after the lift: press again until it has moved.
    const movedAnnouncement = page
      .getByRole('status')
      .filter({ hasText: '第 1 行移到第 2 行的位置' });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(movedAnnouncement).toHaveCount(1, { timeout: 500 });
    }).toPass();
    await page.keyboard.press('Space');

    await expect(names(grid)).toHaveText(['李四', '张三', '']);
    await expect(columnCells(grid, 'seq')).toHaveText(['1', '2', '3']);
    // Space lifted and dropped the row: it did not also open the handle's menu.
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(currentValue(card)).toHaveText(
      '当前值：{"ids":["2","1","3"],"newRows":0,"deletedIds":[]}',
    );
  });

  test('删除 asks 确定要删除这 2 项吗? and removes the selected rows (spec 4)', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    const grid = gridOf(page, EDIT_DEMO);
    await expect(card.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

    await grid.getByRole('checkbox', { name: '选择行 1' }).check();
    await grid.getByRole('checkbox', { name: '选择行 2' }).check();
    await expect(grid.getByRole('checkbox', { name: '全选' })).toBeChecked({ indeterminate: true });
    await card.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('确定要删除这 2 项吗?');
    await confirm.getByRole('button', { name: OK }).click();

    await expect(grid).toHaveAttribute('aria-rowcount', '2');
    await expect(names(grid)).toHaveText(['']);
    await expect(cellAt(grid, 1, 'phone')).toHaveText('123');
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(currentValue(card)).toHaveText(
      '当前值：{"ids":["3"],"newRows":0,"deletedIds":["1","2"]}',
    );

    await grid.getByRole('checkbox', { name: '选择行 1' }).check();
    await card.getByRole('button', { name: /清\s*空\s*选\s*择/ }).click();
    await expect(grid.getByRole('checkbox', { name: '选择行 1' })).not.toBeChecked();
    await expect(card.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  });

  test('校验 marks the third row: required 姓名, pattern m 手机号; fixing clears (spec 5.3)', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    const grid = gridOf(page, EDIT_DEMO);
    const name = cellAt(grid, 3, 'name');
    const phone = cellAt(grid, 3, 'phone');
    await expect(name).not.toHaveAttribute('aria-invalid');

    await card.getByRole('button', { name: /校\s*验/ }).click();
    await expect(message(page, '姓名不能为空')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('title', '姓名不能为空');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('title', '手机号格式不正确');
    await expect(grid.locator('[aria-invalid="true"]')).toHaveCount(2);

    // unique within the column
    await name.click();
    await name.getByRole('textbox').fill('张三');
    await name.getByRole('textbox').press('Enter');
    await expect(name).toHaveAttribute('title', '姓名不能重复');

    await name.click();
    await name.getByRole('textbox').fill('王五');
    await name.getByRole('textbox').press('Enter');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).not.toHaveAttribute('title');

    await phone.click();
    await phone.getByRole('textbox').fill('13700137000');
    await phone.getByRole('textbox').press('Enter');
    await expect(phone).not.toHaveAttribute('aria-invalid');

    await card.getByRole('button', { name: /校\s*验/ }).click();
    await expect(message(page, '校验通过')).toBeVisible();
  });

  // The 100k grid's 2,500 px of columns once widened the page, leaving 校验/取值 off-screen.
  test('wide columns scroll inside the grid, not the page (校验/取值 on screen)', async ({
    page,
  }) => {
    const card = demo(page, EDIT_DEMO);
    await expect(gridOf(page, BIG_DEMO)).toBeVisible();
    await expect(card.getByRole('button', { name: /取\s*值/ })).toBeInViewport();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
