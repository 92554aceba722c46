import { expect } from './support/test';
import { activeCell, cellAt, gridOf, rowAt, scrollGridTo, signedInTest } from './support/grid';

// The 100,000 × 20 demo of the gallery's 可编辑表格 tab (/test/home?tab=grid; spec 9, issue 6):
// windowing, scrolling both ways and an edit deep down. The 3-row demo is in grid.spec.ts.

const test = signedInTest('/test/home?tab=grid');

const BIG_DEMO = '10 万行 × 20 列';
/** spec 9: rows of the `small` size used by the big demo. */
const SMALL_ROW_HEIGHT = 48;

test.describe('100,000 rows × 20 columns (spec 9)', () => {
  test('only a window of rows is in the DOM; scrolling to the end, back, and an edit deep down', async ({
    page,
  }) => {
    const grid = gridOf(page, BIG_DEMO);
    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(cellAt(grid, 1, 'c0')).toHaveText('R1C1');
    // The visible rows plus the overscan of 9, never the 100,000.
    expect(await grid.getByRole('row').count()).toBeLessThan(40);

    await scrollGridTo(grid, Number.MAX_SAFE_INTEGER);
    const last = rowAt(grid, 100_000);
    await expect(last).toBeInViewport();
    await expect(last.locator('[data-column="c0"]')).toHaveText('R100000C1');
    await expect(last.locator('[data-column="c1"]')).toHaveText('100000');
    await expect(last.locator('[data-column="seq"]')).toHaveText('100000');
    await expect(rowAt(grid, 1)).toHaveCount(0);
    expect(await grid.getByRole('row').count()).toBeLessThan(40);
    await expect(grid.getByRole('columnheader', { name: '列1', exact: true })).toBeInViewport();

    await scrollGridTo(grid, 0);
    await expect(cellAt(grid, 1, 'c0')).toBeInViewport();
    await expect(last).toHaveCount(0);

    // Row 50,000 at the top of the viewport: edit its first cell.
    await scrollGridTo(grid, 49_999 * SMALL_ROW_HEIGHT);
    const deep = cellAt(grid, 50_000, 'c0');
    await expect(deep).toHaveText('R50000C1');
    await deep.click();
    await deep.getByRole('textbox').fill('第五万行');
    await deep.getByRole('textbox').press('Enter');
    await expect(deep).toHaveText('第五万行');
    // The arrows move the active cell on past the viewport, and the grid follows it (spec 4).
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowDown');
    await expect(activeCell(grid)).toHaveText('R50010C1');
    await expect(activeCell(grid)).toBeInViewport();

    await scrollGridTo(grid, 0);
    await expect(deep).toHaveCount(0);
    await scrollGridTo(grid, 49_990 * SMALL_ROW_HEIGHT);
    await expect(deep).toHaveText('第五万行');
    await expect(cellAt(grid, 50_001, 'c0')).toHaveText('R50001C1');
  });

  // The follow-the-cell scroll must use the grid's client height (borders, scrollbar), not maxHeight.
  test('an arrow-key move brings the whole active cell into view (spec 4)', async ({ page }) => {
    const grid = gridOf(page, BIG_DEMO);
    await grid.scrollIntoViewIfNeeded();
    await cellAt(grid, 1, 'seq').click();
    for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowDown');
    await expect(activeCell(grid)).toHaveText('9');
    await expect(activeCell(grid)).toBeInViewport({ ratio: 1 });
  });
});
