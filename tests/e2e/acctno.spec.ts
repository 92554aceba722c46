import { expect, test, type Locator, type Page } from './support/test';
import { OK, confirmDialog, formDialog, message, nextRequest, rowOf } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 账务管理 → 账号生成 (issue 17 page 6, component accounting/AcctNoRuleList) on the Prism mock of
// openapi/cap.yaml: AcctNoRuleInquiry answers R001 银联基本户 (enabled) and R002 (disabled);
// AcctNoPreview and AcctNoGenerate answer R001's next five numbers.

test.use(startSignedIn);

const RULES = '/cap/acct/v1/AcctNoRuleInquiry';
const PREVIEW = '/cap/acct/v1/AcctNoPreview';
const GENERATE = '/cap/acct/v1/AcctNoGenerate';
const ADDITION = '/cap/acct/v1/AcctNoRuleAddtion';
const NUMBERS = /账号预览与生成/;

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/**
 * Picks `option` in the select labelled `label` of `scope`, again until it shows as chosen: on a
 * loaded machine a click during the drop-down's opening animation can land on nothing.
 */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const chosen = scope.locator('.ant-select-selection-item', { hasText: option });
  await expect(async () => {
    if (await chosen.isVisible()) return;
    await scope.getByRole('combobox', { name: label }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(option, { exact: true })
      .click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

async function openNumbers(page: Page) {
  await openSignedIn(page, '/accounting/acctNoRuleList');
  await expect(rowOf(page, '银联基本户')).toBeVisible({ timeout: 30_000 });
  await rowOf(page, '银联基本户').getByRole('button', { name: '预览 / 生成' }).click();
  return formDialog(page, '账号预览与生成');
}

test.describe('账号生成', () => {
  test('预览 then 生成: the numbers, each passing Luhn and equal to the console’s own', async ({
    page,
  }) => {
    const numbers = await openNumbers(page);
    await expect(page.getByRole('dialog', { name: NUMBERS })).toBeVisible();
    const previewed = nextRequest(page, PREVIEW);
    await numbers.getByRole('button', { name: /预\s*览/ }).click();
    expect((await previewed).postDataJSON()).toMatchObject({ ruleId: 'R001', count: 5 });
    await expect(numbers.getByText('预览结果（未占用序号）')).toBeVisible();
    await expect(numbers.getByText('通过', { exact: true })).toHaveCount(5);
    await expect(numbers.getByText(/不一致/)).toHaveCount(0);

    await numbers.getByLabel('数量').fill('5');
    await numbers.getByRole('button', { name: /生\s*成/ }).click();
    await expect(confirmDialog(page)).toContainText('生成5个账号吗');
    const generated = nextRequest(page, GENERATE);
    const reread = nextRequest(page, RULES);
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    expect((await generated).postDataJSON()).toMatchObject({ ruleId: 'R001', count: 5 });
    await expect(message(page, '生成成功')).toBeVisible();
    await expect(numbers.getByText('已生成5个账号，下一序号 18')).toBeVisible();
    await expect(numbers.getByRole('row').filter({ hasText: '621880100000000170' })).toHaveCount(1);
    await reread;
  });

  test('a refused generation (ruleDisabled) shows the server text and keeps the count', async ({
    page,
  }) => {
    await preferExample(page, GENERATE, 'ruleDisabled');
    const numbers = await openNumbers(page);
    await numbers.getByLabel('数量').fill('8');
    await numbers.getByRole('button', { name: /生\s*成/ }).click();
    await confirmDialog(page).getByRole('button', { name: OK }).click();
    await expect(message(page, '生成失败:规则R002已停用，请先启用')).toBeVisible();
    await expect(numbers.getByLabel('数量')).toHaveValue('8');
  });

  test('新增规则 refused (failure): the server text, the form kept', async ({ page }) => {
    await preferExample(page, ADDITION, 'failure');
    await openSignedIn(page, '/accounting/acctNoRuleList');
    await expect(rowOf(page, '银联基本户')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '新增规则' }).click();
    const form = formDialog(page, '新增账号规则');
    await form.getByLabel('规则名称').fill('建行分账户');
    await form.getByLabel('前缀').fill('6217');
    await pick(page, form, '渠道', '建设银行');
    await pick(page, form, '账户类型', '分账户');
    const added = nextRequest(page, ADDITION);
    await form.getByRole('button', { name: OK }).click();
    expect((await added).postDataJSON()).toMatchObject({
      ruleName: '建行分账户',
      prefix: '6217',
      channelCode: 'CCB',
      acctType: '04',
      checkDigit: 'LUHN',
    });
    await expect(message(page, '交易失败:参数校验不通过')).toBeVisible();
    await expect(form.getByLabel('前缀')).toHaveValue('6217');
  });
});
