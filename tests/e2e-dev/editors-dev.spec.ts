import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../e2e/support/session';

// Issue 13 item 12 on the development server: React's development double mount used to destroy
// the rich-text editor and turn /test/home?tab=editors white with an uncaught TypeError.

const SLOW = { timeout: 120_000 };

test('the 编辑器 gallery tab works on the dev server: no uncaught error, the editor edits', async ({
  page,
}) => {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  await signInAsAdmin(page);
  await expect(page.getByRole('menu').getByText('系统管理', { exact: true })).toBeVisible(SLOW);

  await page.goto('/test/home?tab=editors');
  const card = page.getByRole('region', { name: '富文本编辑器' });
  const area = card.getByRole('textbox', { name: '富文本编辑区' });
  await expect(area).toBeVisible(SLOW);
  await area.click();
  await page.keyboard.type('开发环境');
  await expect(area).toContainText('开发环境');

  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(uncaught).toEqual([]);
});
