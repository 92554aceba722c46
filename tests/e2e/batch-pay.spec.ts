import { expect, test, type Page } from './support/test';
import { encryptedOpPassword } from './support/opPassword';
import { OK, message, nextRequest, openMenuPage } from './support/list';
import { startSignedIn } from './support/session';

// 账户管理 → 批量代付 (account/BatchPayList) and 商户平台 → 批量代付审核 (merchant/BatchPayAuditList),
// issue 17, on the Prism mock of openapi/cap.yaml (BatchPay* and their named examples).

test.use(startSignedIn);

const UPLOAD = '/cap/txn/v1/BatchPayUpload';
const ITEMS = '/cap/txn/v1/BatchPayItemInquiry';
const UPDATING = '/cap/txn/v1/BatchPayItemUpdating';
const SUBMIT = '/cap/txn/v1/BatchPaySubmit';
const INQUIRY = '/cap/txn/v1/BatchPayInquiry';
const PASS = '/cap/txn/v1/BatchPayAuditPass';
const REJECT = '/cap/txn/v1/BatchPayAuditReject';
const ACCOUNT_INQUIRY = '/cap/acct/v1/AcctInfoInquiry';
const PAYING_ACCOUNT = '杭州云栖便利店有限公司基本户（6218801000000121）';
const BAD_CARD = '622202123';
const FIXED_CARD = '6222021202045567893';

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** The imported rows as the mock answers them, with row 2's card broken (as a typo in the file). */
async function withBadRow(page: Page) {
  await page.route(`**/admin${ITEMS}**`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as {
      body: { listData: { itemNo: number; payeeCardNo: string }[] };
    };
    for (const row of json.body.listData) if (row.itemNo === 2) row.payeeCardNo = BAD_CARD;
    await route.fulfill({ response, json });
  });
}

async function importBatch(page: Page) {
  await openMenuPage(page, '账户管理', '批量代付', /\/acct\/batchPayList$/, INQUIRY);
  await page.getByRole('button', { name: '新建批量代付' }).click();
  const dialog = page.getByRole('dialog', { name: '导入批量代付文件' });
  const search = nextRequest(page, ACCOUNT_INQUIRY);
  await dialog.getByLabel('付款账号').fill('云栖');
  expect((await search).postDataJSON()).toMatchObject({ cusName: '云栖' });
  await page.getByTitle(PAYING_ACCOUNT).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: '11月工资代发.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('收款人姓名,收款卡号,开户行,金额,用途'),
  });
  const uploaded = nextRequest(page, UPLOAD);
  const items = nextRequest(page, ITEMS);
  await dialog.getByRole('button', { name: /开始上传/ }).click();
  const upload = await uploaded;
  expect(upload.headers()['content-type']).toContain('multipart/form-data');
  expect(upload.postData()).toContain('6218801000000121');
  expect((await items).postDataJSON()).toMatchObject({ batchNo: 'B20261125084012001' });
  const editor = page.getByRole('dialog', { name: /批量代付明细 B20261125084012001/ });
  // Every row of the batch is read before the grid shows (a loaded machine has taken over 10 s).
  await expect(editor.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  return editor;
}

test.describe('批量代付', () => {
  test('import → fix a bad row → submit with the encrypted operation password', async ({
    page,
  }) => {
    await withBadRow(page);
    const editor = await importBatch(page);
    await expect(editor.getByText('请输入正确的银行卡号')).toBeVisible();
    await expect(editor.getByRole('alert')).toHaveText('有 1 行校验未通过，请修正后再提交');
    await expect(editor.getByRole('button', { name: /提\s*交/ })).toBeDisabled();
    await expect(editor.getByLabel('合计')).toHaveText('合计：5 笔，23,930.75 元');

    await editor.getByRole('gridcell', { name: BAD_CARD }).click();
    const input = editor.getByRole('textbox', { name: '收款卡号' });
    await input.fill(FIXED_CARD);
    await input.press('Enter');
    await expect(editor.getByRole('alert')).toHaveText('有未保存的修改，请先保存');
    const saved = nextRequest(page, UPDATING);
    await editor.getByRole('button', { name: '保存修改' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      batchNo: 'B20261125084012001',
      items: [{ itemNo: 2, payeeCardNo: FIXED_CARD, amount: '5230.50' }],
      deleteItemNos: [],
    });
    await expect(message(page, '保存成功')).toBeVisible();

    await editor.getByRole('button', { name: /提\s*交/ }).click();
    const dialog = page.getByRole('dialog', { name: '提交批量代付' });
    await expect(dialog.getByText('共 5 笔，合计 23,930.75 元')).toBeVisible();
    await dialog.getByLabel('操作密码').fill('pay12345');
    const submitted = nextRequest(page, SUBMIT);
    await dialog.getByRole('button', { name: OK }).click();
    const body = (await submitted).postDataJSON() as { batchNo: string; opPsw: string };
    expect(body.batchNo).toBe('B20261125084012001');
    expect(body.opPsw).not.toBe('pay12345');
    expect(body.opPsw.length).toBeGreaterThan(8);
    expect(body.opPsw).toBe(encryptedOpPassword('pay12345'));
    await expect(message(page, '提交成功')).toBeVisible();
    await expect(editor).toBeHidden();
    // The submission ends on its result page (issue 19 item 6).
    await expect(page).toHaveURL(/\/workbench\/result$/);
    await expect(page.getByRole('heading', { name: '批量代付已提交，待审核' })).toBeVisible();
    await expect(page.getByText('批次号：')).toContainText('B20261125084012001');
  });

  test('a refused submit keeps the dialog, the password and the grid', async ({ page }) => {
    await preferExample(page, SUBMIT, 'wrongOpPassword');
    const editor = await importBatch(page);
    await editor.getByRole('button', { name: /提\s*交/ }).click();
    const dialog = page.getByRole('dialog', { name: '提交批量代付' });
    await dialog.getByLabel('操作密码').fill('wrong123');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(message(page, '操作密码错误')).toBeVisible();
    await expect(dialog.getByLabel('操作密码')).toHaveValue('wrong123');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(editor.getByRole('grid')).toBeVisible();
    await expect(editor.getByLabel('合计')).toHaveText('合计：5 笔，23,930.75 元');
  });
});

async function openAudit(page: Page) {
  await preferExample(page, INQUIRY, 'batchStatus01');
  const listed = await openMenuPage(
    page,
    '商户平台',
    '批量代付审核',
    /\/merchant\/batchPayAuditList$/,
    INQUIRY,
  );
  expect((await listed)?.postDataJSON()).toMatchObject({ batchStatus: '01' });
  await page
    .getByRole('button', { name: /查\s*看/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /批次详情 B20261125084512002/ });
  await expect(drawer.getByText('张晓峰')).toBeVisible();
  return drawer;
}

test.describe('批量代付审核', () => {
  test('passes another operator’s batch after a confirm', async ({ page }) => {
    const drawer = await openAudit(page);
    await drawer.getByRole('button', { name: '审核通过' }).click();
    const passed = nextRequest(page, PASS);
    await page
      .getByRole('dialog', { name: /确定审核通过批次/ })
      .getByRole('button', { name: OK })
      .click();
    expect((await passed).postDataJSON()).toMatchObject({ batchNo: 'B20261125084512002' });
    await expect(message(page, '审核通过')).toBeVisible();
  });

  test('rejects only with a reason', async ({ page }) => {
    const drawer = await openAudit(page);
    await drawer.getByRole('button', { name: /驳\s*回/ }).click();
    const dialog = page.getByRole('dialog', { name: '驳回批量代付' });
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入驳回原因')).toBeVisible();
    await dialog.getByLabel('驳回原因').fill('代付用途与合同约定不符，请核实后重新导入');
    const rejected = nextRequest(page, REJECT);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await rejected).postDataJSON()).toMatchObject({
      batchNo: 'B20261125084512002',
      auditRemark: '代付用途与合同约定不符，请核实后重新导入',
    });
    await expect(dialog).toBeHidden();
  });

  test('shows the server’s selfAudit refusal', async ({ page }) => {
    await preferExample(page, PASS, 'selfAudit');
    const drawer = await openAudit(page);
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await page
      .getByRole('dialog', { name: /确定审核通过批次/ })
      .getByRole('button', { name: OK })
      .click();
    await expect(message(page, '提交人与审核人不能为同一操作员')).toBeVisible();
    await expect(drawer).toBeVisible();
  });
});
