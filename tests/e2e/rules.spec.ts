import { expect, test, type Locator, type Page } from './support/test';
import {
  ADD,
  OK,
  formDialog,
  message,
  nextRequest,
  openMenuPage,
  queryOf,
  refuse,
  rowOf,
} from './support/list';
import { startSignedIn } from './support/session';

// 编码校验规则 and 填值规则 through the server menu (系统管理, components system/SysCheckRuleList
// and system/SysFillRuleList) on the Prism mock (spec 2.7, 5.4, 7.3; x-provisional JeecgBoot
// v3.4.3 calls of openapi/sys.yaml): 6 check rules and 5 fill rules.

// Each test starts signed in (support/session.ts).
test.use(startSignedIn);

/** Replaces the whole text of a code editor (one insert: no bracket auto-closing). */
async function replaceCode(page: Page, editor: Locator, text: string) {
  await editor.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

test('编码校验规则: lists, creates with the rule JSON, 功能测试 asks the server', async ({
  page,
}) => {
  const first = await openMenuPage(
    page,
    '系统管理',
    '编码校验规则',
    /\/isystem\/checkRule$/,
    '/sys/checkRule/list',
  );
  expect(queryOf(first!)).toEqual({
    pageNo: '1',
    pageSize: '10',
    column: 'createTime',
    order: 'desc',
    field: 'id,ruleName,ruleCode,ruleDescription,createTime',
  });
  await expect(rowOf(page, '商户号规则')).toContainText('merchant_no');

  await page.getByRole('button', { name: ADD }).click();
  const dialog = formDialog(page, '新增');
  await dialog.getByRole('textbox', { name: '规则名称' }).fill('订单号规则');
  const checked = nextRequest(page, '/sys/duplicate/check');
  await dialog.getByRole('textbox', { name: '规则编码' }).fill('order_no');
  await dialog.getByRole('textbox', { name: '规则名称' }).click();
  expect(queryOf(await checked)).toEqual({
    tableName: 'sys_check_rule',
    fieldName: 'rule_code',
    fieldVal: 'order_no',
  });
  const editor = dialog.locator('.code-editor');
  const ruleJson = '[{"digits":"2","pattern":"^DD$","message":"订单号须以DD开头"}]';
  await replaceCode(page, editor, ruleJson);
  const added = nextRequest(page, '/sys/checkRule/add');
  await dialog.getByRole('button', { name: OK }).click();
  expect((await added).postDataJSON()).toEqual({
    ruleName: '订单号规则',
    ruleCode: 'order_no',
    ruleJson,
  });
  await expect(message(page, '添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  await rowOf(page, '商户号规则').getByText('功能测试', { exact: true }).click();
  const tester = formDialog(page, '功能测试：merchant_no');
  await tester.getByRole('textbox', { name: '测试值' }).fill('HT20260318001');
  const passed = nextRequest(page, '/sys/checkRule/checkByCode');
  await tester.getByRole('button', { name: /测\s*试/ }).click();
  expect(queryOf(await passed)).toEqual({ ruleCode: 'merchant_no', value: 'HT20260318001' });
  await expect(tester.getByText('通过', { exact: true })).toBeVisible();

  await refuse(page, '/sys/checkRule/checkByCode', '商户号须以HT开头');
  await tester.getByRole('textbox', { name: '测试值' }).fill('XT20260318001');
  await tester.getByRole('button', { name: /测\s*试/ }).click();
  await expect(tester.getByText('商户号须以HT开头')).toBeVisible();
  await expect(tester.getByText('通过', { exact: true })).toBeHidden();
});

test('填值规则: 功能测试 runs the rule and shows the generated value', async ({ page }) => {
  await openMenuPage(page, '系统管理', '填值规则', /\/isystem\/fillRule$/, '/sys/fillRule/list');
  await expect(rowOf(page, '订单流水号')).toContainText('shop_order_num');

  const tested = nextRequest(page, '/sys/fillRule/testFillRule');
  await rowOf(page, '订单流水号').getByText('功能测试', { exact: true }).click();
  expect(queryOf(await tested)).toEqual({ ruleCode: 'shop_order_num' });
  const result = formDialog(page, '填值规则功能测试');
  await expect(result.getByText('生成结果：CN2026112118301234')).toBeVisible();
  await result.getByRole('button', { name: OK }).click();
  await expect(result).toBeHidden();
});
