import { expect, test, type Page } from './support/test';
import { OK, choose, formDialog, formDrawer, message, nextRequest, rowOf } from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { openSignedIn, startSignedIn } from './support/session';

// 代理商与供应商 (issue 18 C, components agent/AgentList and agent/SupplierList) on the Prism mock of
// openapi/cap.yaml: AgentInquiry answers the tree AG001 杭州西湖代理 → AG101 杭州西溪代理 → AG10101
// 杭州文三路代理 (and AG102 停用), AG002 → AG201, AG003, AG004 停用; SupplierInquiry four suppliers,
// SP004 停用. An agent's customers come from CusMastInfoInquiry (its success example: five
// customers, 杭州云栖便利店有限公司 C202611000123 of AG001).

test.use(startSignedIn);

const AGENTS = '/cap/agt/v1/AgentInquiry';
const AGENT_ADD = '/cap/agt/v1/AgentAddtion';
const AGENT_STATUS = '/cap/agt/v1/AgentStatusModify';
const SUPPLIERS = '/cap/agt/v1/SupplierInquiry';
const SUPPLIER_ADD = '/cap/agt/v1/SupplierAddtion';
const SUPPLIER_STATUS = '/cap/agt/v1/SupplierStatusModify';
const CUSTOMERS = '/cap/cus/v2/CusMastInfoInquiry';

/**
 * Opens 代理商与供应商 → `entry`, waiting for `url` and the first read of `listPath`. The entry is
 * matched exactly: the group's own name (代理商与供应商) also contains 代理商.
 */
async function openEntry(page: Page, entry: string, url: RegExp, listPath: string) {
  await openSignedIn(page);
  const firstList = nextRequest(page, listPath);
  const groupItem = page.getByRole('menu').getByText('代理商与供应商', { exact: true });
  const entryItem = page.getByRole('menuitem', { name: entry, exact: true });
  // The submenu animates open; a click during the animation may land on nothing, so try again.
  await expect(async () => {
    if (!(await entryItem.isVisible())) await groupItem.click();
    await entryItem.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
  return firstList;
}

async function openAgents(page: Page) {
  await openEntry(page, '代理商', /\/agent\/agentList$/, AGENTS);
  await expect(rowOf(page, 'AG001')).toBeVisible();
}

async function openSuppliers(page: Page) {
  await openEntry(page, '供应商', /\/agent\/supplierList$/, SUPPLIERS);
  await expect(rowOf(page, 'SP001')).toBeVisible();
}

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

const expand = (page: Page, code: string) =>
  rowOf(page, code)
    .getByRole('button', { name: /展开行/ })
    .click();

/** Waits out the open animation of the shown dialog or drawer (axe measures colours mid-fade). */
async function settled(page: Page, selector: string) {
  await page
    .locator(selector)
    .filter({ visible: true })
    .first()
    .evaluate((root) =>
      Promise.all(
        root.getAnimations({ subtree: true }).map((running) => running.finished.catch(() => null)),
      ),
    );
}

test.describe('代理商', () => {
  test('the tree opens level by level and 添加下级 sends the parent; a third level takes none', async ({
    page,
  }) => {
    await openAgents(page);
    await expect(rowOf(page, 'AG101')).toBeHidden();

    await expand(page, 'AG001');
    const second = rowOf(page, 'AG101');
    await expect(second.getByRole('cell', { name: '二级代理', exact: true })).toBeVisible();
    await expect(second.getByRole('cell', { name: '杭州西湖代理（AG001）' })).toBeVisible();
    await expand(page, 'AG101');
    await expect(rowOf(page, 'AG10101').getByRole('cell', { name: '三级代理' })).toBeVisible();

    await second.getByRole('button', { name: '添加下级' }).click();
    const dialog = formDialog(page, '添加下级代理商');
    await expect(dialog.getByText('杭州西溪代理（AG101）')).toBeVisible();
    await expect(dialog.getByText('三级代理')).toBeVisible();
    await dialog.getByLabel('代理商名称').fill('杭州古荡代理');
    await dialog.getByLabel('所在地区').fill('浙江省杭州市西湖区');
    await dialog.getByLabel('联系人', { exact: true }).fill('方敏');
    await dialog.getByLabel('联系人手机号').fill('13812346621');
    await choose(page, dialog, '分佣方式', '按交易额比例');
    await dialog.getByLabel('佣金比例（%）').fill('0.02');
    await choose(page, dialog, '账户性质', '对私');
    await dialog.getByLabel('账户名称').fill('方敏');
    await dialog.getByLabel('银行卡号').fill('6222021202003456789');
    await dialog.getByLabel('开户银行').fill('中国工商银行');
    const sent = nextRequest(page, AGENT_ADD);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      parentCode: 'AG101',
      agentName: '杭州古荡代理',
      contactMobile: '13812346621',
      commissionMode: '01',
      commissionRate: '0.0200',
      commissionFixed: null,
      settleAcct: { cardNo: '6222021202003456789', acctKind: '2', acctName: '方敏' },
    });
    await expect(message(page, '新增成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A third-level agent takes no children: said here, nothing is sent.
    await rowOf(page, 'AG10101').getByRole('button', { name: '添加下级' }).click();
    await expect(message(page, '代理商最多三级，三级代理不能再添加下级')).toBeVisible();
    await expect(formDialog(page, '添加下级代理商')).toBeHidden();
  });

  test("an agent's customers: the drawer asks by agentCode and opens 客户详情", async ({
    page,
  }) => {
    await openAgents(page);
    const asked = nextRequest(page, CUSTOMERS);
    await rowOf(page, 'AG001').getByRole('button', { name: '客户', exact: true }).click();
    expect((await asked).postDataJSON()).toMatchObject({ agentCode: 'AG001' });
    const drawer = formDrawer(page, '杭州西湖代理的客户');
    await drawer.getByRole('link', { name: '杭州云栖便利店有限公司' }).click();
    await expect(page).toHaveURL(/\/cus\/cusMastInfoDetail\/C202611000123$/);
  });

  test('停用 of a parent with enabled children warns, sends the reason and shows the refusal', async ({
    page,
  }) => {
    await preferExample(page, AGENT_STATUS, 'childrenActive');
    await openAgents(page);
    await rowOf(page, 'AG001').getByRole('button', { name: '停用' }).click();
    const dialog = formDialog(page, '停用');
    await expect(dialog.getByText(/其下级代理商仍在启用：杭州西溪代理/)).toBeVisible();
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入原因')).toBeVisible();
    await dialog.getByLabel('原因').fill('区域调整');
    const sent = nextRequest(page, AGENT_STATUS);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      agentCode: 'AG001',
      action: 'disable',
      reason: '区域调整',
    });
    await expect(message(page, /存在启用中的下级代理商/)).toBeVisible();
    await expect(dialog.getByLabel('原因')).toHaveValue('区域调整');
  });
});

test.describe('供应商', () => {
  test('a supplier is created with its account and terms, and another is disabled with a reason', async ({
    page,
  }) => {
    await openSuppliers(page);
    await expect(rowOf(page, 'SP004').getByText('停用', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: '新建供应商' }).click();
    const dialog = formDialog(page, '新建供应商');
    // Typed only once the dialog has opened (its fields are reset when it opens).
    await settled(page, '.ant-modal-wrap');
    await dialog.getByLabel('供应商名称').fill('上海云信通讯科技有限公司');
    await choose(page, dialog, '供应类型', '短信服务');
    await dialog.getByLabel('联系人', { exact: true }).fill('蒋琪');
    await dialog.getByLabel('联系人手机号').fill('13917654420');
    await choose(page, dialog, '结算周期', '月结');
    await dialog.getByLabel('合同开始日期').fill('2026-12-01');
    await dialog.getByLabel('合同开始日期').press('Enter');
    await dialog.getByLabel('合同结束日期').fill('2026-11-30');
    await dialog.getByLabel('合同结束日期').press('Enter');
    await choose(page, dialog, '账户性质', '对公');
    await dialog.getByLabel('账户名称').fill('上海云信通讯科技有限公司');
    await dialog.getByLabel('银行卡号').fill('6216610200016587432');
    await dialog.getByLabel('开户银行').fill('中国银行');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('合同结束日期须晚于开始日期')).toBeVisible();

    await dialog.getByLabel('合同结束日期').fill('2027-11-30');
    await dialog.getByLabel('合同结束日期').press('Enter');
    const sent = nextRequest(page, SUPPLIER_ADD);
    await dialog.getByRole('button', { name: OK }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      supplierName: '上海云信通讯科技有限公司',
      supplyType: '04',
      settleCycle: '03',
      feeRate: null,
      contractStart: '2026-12-01',
      contractEnd: '2027-11-30',
      settleAcct: { cardNo: '6216610200016587432', acctKind: '1', bankName: '中国银行' },
    });
    await expect(message(page, '新增成功')).toBeVisible();

    await rowOf(page, 'SP001').getByRole('button', { name: '停用' }).click();
    const disabling = formDialog(page, '停用');
    await disabling.getByLabel('原因').fill('服务质量不达标，暂停合作');
    const disabled = nextRequest(page, SUPPLIER_STATUS);
    await disabling.getByRole('button', { name: OK }).click();
    expect((await disabled).postDataJSON()).toMatchObject({
      supplierCode: 'SP001',
      action: 'disable',
      reason: '服务质量不达标，暂停合作',
    });
    await expect(message(page, '停用成功')).toBeVisible();
  });
});

test.describe('axe (WCAG 2.0/2.1 A and AA, no serious violation)', () => {
  // Each scan of the wide tables takes seconds on the shared two cores.
  test.slow();

  test('代理商 with its form, its 停用 dialog and the customers drawer', async ({ page }) => {
    await openAgents(page);
    await expand(page, 'AG001');
    const findings = await scanPage(page, '代理商');
    await rowOf(page, 'AG101').getByRole('button', { name: '编辑' }).click();
    const editing = formDialog(page, '编辑代理商');
    await expect(editing.getByLabel('代理商名称')).toHaveValue('杭州西溪代理');
    await settled(page, '.ant-modal-wrap');
    findings.push(...(await scanPage(page, '代理商：编辑代理商', '.ant-modal-wrap')));
    await editing.getByRole('button', { name: /取\s*消/ }).click();
    await expect(editing).toBeHidden();
    await rowOf(page, 'AG002').getByRole('button', { name: '停用' }).click();
    await expect(formDialog(page, '停用')).toBeVisible();
    await settled(page, '.ant-modal-wrap');
    findings.push(...(await scanPage(page, '代理商：停用', '.ant-modal-wrap')));
    await formDialog(page, '停用')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(formDialog(page, '停用')).toBeHidden();
    await rowOf(page, 'AG001').getByRole('button', { name: '客户', exact: true }).click();
    await expect(formDrawer(page, '杭州西湖代理的客户').getByRole('link').first()).toBeVisible();
    await settled(page, '.ant-drawer-content-wrapper');
    findings.push(...(await scanPage(page, '代理商：客户', '.ant-drawer-content-wrapper')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  test('供应商 with its form', async ({ page }) => {
    await openSuppliers(page);
    const findings = await scanPage(page, '供应商');
    await page.getByRole('button', { name: '新建供应商' }).click();
    await expect(formDialog(page, '新建供应商')).toBeVisible();
    await settled(page, '.ant-modal-wrap');
    findings.push(...(await scanPage(page, '供应商：新建供应商', '.ant-modal-wrap')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
