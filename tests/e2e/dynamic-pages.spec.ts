import { expect, test, type Page } from './support/test';
import { describeFindings, scanPage } from './support/axe';
import {
  ADD,
  OK,
  choose,
  message,
  nextRequest,
  openMenuPage,
  rowOf,
  searchForm,
  withoutButtonCodes,
} from './support/list';
import { startSignedIn } from './support/session';

// 动态表单 → 银行网点 and 风险名单 (issue 19 F; spec 2.7 "dynamic query and form pages"): one page
// component built from the descriptor DynDescriptorInquiry returns, on the Prism mock of
// openapi/cap.yaml (/cap/dyn/v1 and their named examples).

test.use(startSignedIn);
// Signing in and an axe scan on a busy machine (2 cores shared by the whole team).
test.describe.configure({ timeout: 180_000 });

const DESCRIPTOR = '/cap/dyn/v1/DynDescriptorInquiry';
const RECORDS = '/cap/dyn/v1/DynRecordInquiry';
const ADDTION = '/cap/dyn/v1/DynRecordAddtion';
const UPDATING = '/cap/dyn/v1/DynRecordUpdating';
const IMPORT = '/cap/dyn/v1/DynRecordImport';
const IMPORT_BUTTON = /导\s*入/;
const EDIT = /编\s*辑/;

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

async function openDynamic(page: Page, entry: '银行网点' | '风险名单', path: RegExp) {
  // Asked once the menu entry opens, after signing in: a busy machine's margin.
  const descriptor = page.waitForRequest(
    (request) => new URL(request.url()).pathname.endsWith(DESCRIPTOR),
    { timeout: 90_000 },
  );
  const records = openMenuPage(page, '动态表单', entry, path, RECORDS);
  const asked = (await descriptor).postDataJSON() as { pageCodes: string[] };
  const first = await records;
  return { asked, first: first?.postDataJSON() as Record<string, unknown> };
}

test('银行网点: the descriptor builds search, list and form; a search and 新增 send the page’s values', async ({
  page,
}) => {
  const { asked, first } = await openDynamic(page, '银行网点', /\/dynamic\/bankBranch$/);
  expect(asked.pageCodes).toEqual(['bankBranch']);
  expect(first).toMatchObject({ pageCode: 'bankBranch' });
  await expect(page.getByText('银行网点', { exact: true }).first()).toBeVisible();
  const row = rowOf(page, '102331000107');
  await expect(row.getByText('中国工商银行', { exact: true })).toBeVisible();
  await expect(row.getByText('营业', { exact: true })).toBeVisible();
  // The mock's default reply holds 风险名单 rows too: this page shows only its own.
  await expect(page.getByText('深圳市鑫汇通商贸有限公司')).toHaveCount(0);

  const findings = await scanPage(page, '银行网点');

  await choose(page, searchForm(page), '所属银行', '中国工商银行');
  await searchForm(page).getByRole('textbox', { name: '网点名称' }).fill(' 西湖 ');
  const searched = nextRequest(page, RECORDS);
  await searchForm(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  expect((await searched).postDataJSON()).toMatchObject({
    pageCode: 'bankBranch',
    filters: { bankCode: '102', branchName: '西湖' },
  });

  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog', { name: '新增银行网点' });
  await dialog.getByLabel('联行号').fill('10233');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('联行号为12位数字')).toBeVisible();
  findings.push(...(await scanPage(page, '银行网点：新增', '.ant-modal-wrap')));
  expect(findings, describeFindings(findings)).toEqual([]);

  await dialog.getByLabel('联行号').fill('102331000210');
  await choose(page, dialog, '所属银行', '中国工商银行');
  await dialog.getByLabel('网点名称').fill('中国工商银行杭州城西支行');
  await dialog.getByLabel('所在城市').fill('杭州');
  await choose(page, dialog, '营业状态', '营业');
  const added = nextRequest(page, ADDTION);
  await dialog.getByRole('button', { name: OK }).click();
  expect((await added).postDataJSON()).toMatchObject({
    pageCode: 'bankBranch',
    values: {
      branchNo: '102331000210',
      bankCode: '102',
      branchName: '中国工商银行杭州城西支行',
      city: '杭州',
      address: null,
      phone: null,
      branchStatus: '1',
    },
  });
  await expect(message(page, '新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('风险名单: its own fields; a refused 编辑 keeps the dialog and the input with the server’s text', async ({
  page,
}) => {
  await preferExample(page, UPDATING, 'invalidValue');
  const { asked, first } = await openDynamic(page, '风险名单', /\/dynamic\/riskList$/);
  expect(asked.pageCodes).toEqual(['riskList']);
  expect(first).toMatchObject({ pageCode: 'riskList' });
  const row = rowOf(page, '深圳市鑫汇通商贸有限公司');
  await expect(row.getByText('黑名单', { exact: true })).toBeVisible();
  await expect(row.getByText('企业', { exact: true })).toBeVisible();
  await expect(page.getByText('102331000107')).toHaveCount(0);
  await expect(searchForm(page).getByLabel('生效日期')).toBeVisible();

  await row.getByRole('button', { name: EDIT }).click();
  const dialog = page.getByRole('dialog', { name: '编辑风险名单' });
  await expect(dialog.getByLabel('风险等级')).toHaveValue('5');
  await dialog.getByLabel('列入原因').fill('公安机关协查通报：涉嫌电信网络诈骗资金通道，已冻结');
  const saved = nextRequest(page, UPDATING);
  await dialog.getByRole('button', { name: OK }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    pageCode: 'riskList',
    recordId: '1769000001002000001',
    values: { riskLevel: '5', subjectType: '02', effectiveDate: '2026-09-01', expireDate: null },
  });
  await expect(message(page, '字段校验未通过:失效日期须晚于生效日期')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('列入原因')).toHaveValue(
    '公安机关协查通报：涉嫌电信网络诈骗资金通道，已冻结',
  );
});

test('导入 posts the Excel file with the page code and lists the rows not imported', async ({
  page,
}) => {
  await preferExample(page, IMPORT, 'partial');
  await openDynamic(page, '银行网点', /\/dynamic\/bankBranch$/);
  await page.getByRole('button', { name: IMPORT_BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入银行网点' });
  await expect(dialog.getByText(/联行号、所属银行、网点名称/)).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: '11月新增网点.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('联行号,所属银行,网点名称,所在城市,网点地址,联系电话,营业状态'),
  });
  const uploaded = nextRequest(page, IMPORT);
  const reread = nextRequest(page, RECORDS);
  await dialog.getByRole('button', { name: /开始上传/ }).click();
  const upload = await uploaded;
  expect(upload.headers()['content-type']).toContain('multipart/form-data');
  expect(upload.postData()).toContain('bankBranch');
  await reread;
  await expect(dialog.getByText('共 12 条，成功 10 条，失败 2 条')).toBeVisible();
  await expect(dialog.getByText('第 4 行：联行号须为12位数字')).toBeVisible();
  await expect(message(page, '导入完成，部分记录未导入')).toBeVisible();
});

test('without the dyn: codes no 新增, 导入 or 编辑; a refused descriptor shows the server’s text', async ({
  page,
}) => {
  await withoutButtonCodes(page, 'dyn:');
  await openDynamic(page, '银行网点', /\/dynamic\/bankBranch$/);
  await expect(rowOf(page, '102331000107')).toBeVisible();
  for (const name of [ADD, IMPORT_BUTTON, EDIT])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  await preferExample(page, DESCRIPTOR, 'notFound');
  await page.getByRole('menuitem', { name: '风险名单' }).click();
  await expect(page).toHaveURL(/\/dynamic\/riskList$/);
  await expect(page.getByText(/页面描述不存在/)).toBeVisible();
  await expect(page.getByRole('button', { name: /重\s*试/ })).toBeVisible();
});
