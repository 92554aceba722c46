import { expect, type Page } from './support/test';
import { cellAt, currentValue, demo, gridOf, signedInTest } from './support/grid';

// Row-expand, linked selects (linkageKey) and allowInput on the gallery's 展开行与联动选择 demo
// (spec 3 "Grid column" and "Column types", 4 "Grid editing").

const test = signedInTest('/test/home?tab=grid');
const DEMO = '展开行与联动选择';

const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

test('展开 shows the row content below it and moves the next rows down; 收起 hides it', async ({
  page,
}) => {
  const grid = gridOf(page, DEMO);
  // The second row's distance below the first: the band of the expanded first row adds to it.
  const gap = () =>
    grid.evaluate((element) => {
      const top = (row: number) =>
        element.querySelector(`[role="row"][aria-rowindex="${row + 1}"]`)?.getBoundingClientRect()
          .top ?? 0;
      return top(2) - top(1);
    });
  const collapsedGap = await gap();

  await grid.getByRole('button', { name: '展开 1' }).click();

  await expect(grid.getByText('浙江省 / 杭州市 / 西湖区')).toBeVisible();
  expect((await gap()) - collapsedGap).toBe(96);
  await grid.getByRole('button', { name: '收起 1' }).click();
  await expect(grid.getByText('浙江省 / 杭州市 / 西湖区')).toHaveCount(0);
  expect(await gap()).toBe(collapsedGap);
});

test('a new province clears its city and district; the next level offers only its children', async ({
  page,
}) => {
  const card = demo(page, DEMO);
  const grid = gridOf(page, DEMO);
  await expect(cellAt(grid, 1, 'city')).toHaveText('杭州市');

  await cellAt(grid, 1, 'province').click();
  await openDropdown(page).getByTitle('广东省', { exact: true }).click();

  await expect(cellAt(grid, 1, 'province')).toHaveText('广东省');
  await expect(cellAt(grid, 1, 'city')).toHaveText('');
  await expect(cellAt(grid, 1, 'district')).toHaveText('');
  await expect(currentValue(card)).toContainText('"province":"gd","city":"","district":""');

  await cellAt(grid, 1, 'city').click();
  const cities = openDropdown(page);
  await expect(cities.getByTitle('深圳市', { exact: true })).toBeVisible();
  await expect(cities.getByTitle('杭州市', { exact: true })).toHaveCount(0);
  await cities.getByTitle('深圳市', { exact: true }).click();
  await expect(cellAt(grid, 1, 'city')).toHaveText('深圳市');

  await cellAt(grid, 1, 'district').click();
  await expect(openDropdown(page).getByTitle('南山区', { exact: true })).toBeVisible();
  await expect(openDropdown(page).getByTitle('西湖区', { exact: true })).toHaveCount(0);
});

test('allowInput keeps a typed channel that is no option', async ({ page }) => {
  const card = demo(page, DEMO);
  const grid = gridOf(page, DEMO);

  await cellAt(grid, 1, 'channel').click();
  await page.keyboard.type('代理商');
  await page.keyboard.press('Enter');

  await expect(cellAt(grid, 1, 'channel')).toHaveText('代理商');
  await expect(currentValue(card)).toContainText('"channel":"代理商"');
});
