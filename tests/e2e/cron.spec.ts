import { expect, test } from './support/test';
import { openSignedIn, startSignedIn } from './support/session';

// The Quartz cron input and its editor in the widget gallery (spec 2.10, 4, 5.4, 9).

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

/** Thursday 2026-01-01 00:00:00 in Asia/Shanghai, so the preview's times are known. */
const NOW = new Date('2026-01-01T00:00:00+08:00');

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
  await page.clock.setFixedTime(NOW);
});

test('builds a minute loop in the editor, previews 10 runs and writes it back on OK', async ({
  page,
}) => {
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (/CronEditorModal[^/]*\.js$/.test(request.url())) editorChunks.push(request.url());
  });
  await page.goto('/test/home?tab=cron');
  const card = page.getByRole('region', { name: 'Cron表达式' });
  await expect(card.getByText('当前值：（空）')).toBeVisible();
  // The editor (croner, cronstrue) is not loaded before it is opened.
  expect(editorChunks).toEqual([]);

  await card.getByRole('button', { name: /选\s*择/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
  const expression = dialog.getByRole('textbox', { name: 'Cron表达式' });
  await expect(expression).toHaveValue('* * * * * ? *');
  expect(editorChunks).toHaveLength(1);

  await dialog.getByRole('tab', { name: '分' }).click();
  await dialog.getByRole('radio', { name: '循环' }).check();
  await dialog.getByRole('spinbutton', { name: '循环开始' }).fill('0');
  await dialog.getByRole('spinbutton', { name: '循环间隔' }).fill('5');
  // spec 4: setting the minute while the second is '*' sets the second to 0.
  await expect(expression).toHaveValue('0 0/5 * * * ? *');

  const runs = dialog.getByRole('list', { name: '运行时间' }).getByRole('listitem');
  await expect(runs).toHaveText(
    Array.from(
      { length: 10 },
      (_, i) => `2026-01-01 00:${String(5 * (i + 1)).padStart(2, '0')}:00`,
    ),
  );
  await expect(dialog.getByTestId('cron-description')).toContainText('5 分钟');

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('textbox', { name: 'Cron表达式' })).toHaveValue('0 0/5 * * * ? *');
  await expect(card.getByText('当前值：0 0/5 * * * ? *')).toBeVisible();
});

test('shows why Quartz rejects a typed expression, in the input and in the editor', async ({
  page,
}) => {
  await page.goto('/test/home?tab=cron');
  const card = page.getByRole('region', { name: 'Cron表达式' });
  const input = card.getByRole('textbox', { name: 'Cron表达式' });

  await input.fill('0 0 12 1 * 2');
  await expect(card.getByRole('alert')).toHaveText('日和周只能设置其中之一，另一项须为“?”');
  await expect(card.getByText('当前值：0 0 12 1 * 2')).toBeVisible();

  await card.getByRole('button', { name: /选\s*择/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
  const expression = dialog.getByRole('textbox', { name: 'Cron表达式' });
  await expect(expression).toHaveValue('0 0 12 1 * 2');
  await expect(dialog.getByRole('alert')).toHaveText('日和周只能设置其中之一，另一项须为“?”');
  await expect(dialog.getByRole('button', { name: /确\s*定/ })).toBeDisabled();

  await expression.fill('0 15 10 32W * ?');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Cron表达式参数[日]错误：“W”前的日期不能大于31',
  );
  // Quartz's L-2: the third-last day of each month, which croner cannot compute by itself.
  await expression.fill('0 15 10 L-2 * ?');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await expect(
    dialog.getByRole('list', { name: '运行时间' }).getByRole('listitem').first(),
  ).toHaveText('2026-01-29 10:15:00');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(card.getByText('当前值：0 15 10 L-2 * ?')).toBeVisible();
  await expect(card.getByRole('alert')).toBeHidden();
});

test('a form refuses to submit an expression Quartz rejects', async ({ page }) => {
  await page.goto('/test/home?tab=cron');
  const card = page.getByRole('region', { name: '在表单中使用（定时任务）' });
  const input = card.getByRole('textbox', { name: 'Cron表达式' });
  await expect(input).toHaveValue('0 0/30 9-17 ? * MON-FRI');

  await input.fill('0 0 12 ? * ?');
  await card.getByRole('button', { name: /提\s*交/ }).click();
  await expect(card.getByText('日和周不能同时为“?”')).toBeVisible();
  await expect(card.getByText('当前值：（空）')).toBeVisible();

  await input.fill('0 0 12 ? * MON-FRI');
  await card.getByRole('button', { name: /提\s*交/ }).click();
  await expect(card.getByText('当前值：0 0 12 ? * MON-FRI')).toBeVisible();
});
