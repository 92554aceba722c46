import { expect, test, type Page } from './support/test';
import { describeFindings, scanPage } from './support/axe';
import { QUERY, message, nextRequest, rowOf } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 监管 (issue 18 D; spec 2.7 supervision screens; menu /sup with supervision/BossView,
// CustomerView, SupplierView) on the Prism mock of openapi/cap.yaml: SupBalanceInquiry answers five
// accounts of every channel (two under their supervised limit), SupFlowInquiry seven flows,
// SupAlertInquiry four alerts (three 未处理), SupAlertAck the first one acknowledged.

test.use(startSignedIn);

const BALANCES = '/cap/sup/v1/SupBalanceInquiry';
const FLOWS = '/cap/sup/v1/SupFlowInquiry';
const EXPORT = '/cap/sup/v1/SupFlowExport';
const ALERTS = '/cap/sup/v1/SupAlertInquiry';
const ACK = '/cap/sup/v1/SupAlertAck';
const OPEN_ALERT = 'AL20261125023016001';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const summary = (page: Page) => page.getByRole('region', { name: '监管余额汇总' });
const flowSearch = (page: Page) => page.getByRole('search', { name: '资金流水查询条件' });
const ackDialog = (page: Page) => page.getByRole('dialog', { name: '确认预警' });

/** Asks the mock for a named example of `path` (the refusals of the export come as JSON). */
async function preferExample(page: Page, path: string, name: string) {
  await page.route(`**/admin${path}`, (route) =>
    route.continue({
      headers: {
        ...route.request().headers(),
        accept: 'application/json',
        prefer: `example=${name}`,
      },
    }),
  );
}

async function openBossView(page: Page) {
  const balances = nextRequest(page, BALANCES);
  await openSignedIn(page, '/sup/bossView');
  // A cold load of the page's chunk on a busy machine (load 20+ on two cores seen).
  await expect(rowOf(page, '6218801000000121')).toBeVisible({ timeout: 60_000 });
  return balances;
}

/** Waits until the open dialog has finished its opening animation (axe reads final colours). */
async function settled(page: Page) {
  await page
    .locator('.ant-modal-wrap')
    .filter({ visible: true })
    .first()
    .evaluate((root) =>
      Promise.all(
        root.getAnimations({ subtree: true }).map((running) => running.finished.catch(() => null)),
      ),
    );
}

test.describe('监管', () => {
  // Three tabs, axe scans and a download per test on a two-core machine shared by six builds.
  test.describe.configure({ timeout: 180_000 });

  test('平台监管: the totals, the balances with the supervised-limit highlight and the flows', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00'));
    const balances = await openBossView(page);
    expect((await balances).postDataJSON()).toMatchObject({
      audience: '01',
      page: { pageNum: 1, pageSize: 10 },
    });
    await expect(summary(page).getByText('4,218,480.65')).toBeVisible();
    await expect(summary(page).getByText('3,668,480.65')).toBeVisible();
    await expect(summary(page).getByText('2 个')).toBeVisible();
    const below = rowOf(page, '6218802000000137');
    await expect(below.getByText('低于监管额度 · 差额 43,800.00 元')).toBeVisible();
    await expect(rowOf(page, '6218801000000121').getByText('低于监管额度')).toHaveCount(0);
    await expect(rowOf(page, '6218801000000121').getByText('银联')).toBeVisible();

    const flows = nextRequest(page, FLOWS);
    await tab(page, '资金流水').click();
    expect((await flows).postDataJSON()).toMatchObject({
      audience: '01',
      beginDate: '2026-10-27',
      endDate: '2026-11-25',
    });
    const large = page.getByRole('row').filter({ hasText: 'F20261125023015002' });
    await expect(large.getByText('-300,000.00')).toBeVisible();
    await expect(large.getByText('单笔代付', { exact: true })).toBeVisible();
    await expect(large.getByText('舟山海通物流有限公司 / 6228 **** **** 7713')).toBeVisible();
  });

  test('a supervision export: the filters of the search go with it and the workbook arrives', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00'));
    await openBossView(page);
    await tab(page, '资金流水').click();
    const search = flowSearch(page);
    await search.getByLabel('最小金额').fill('10000');
    await search.getByLabel('账号').fill('6218801000000358');
    const searched = nextRequest(page, FLOWS, (_query, request) => {
      const body = request.postDataJSON() as Record<string, unknown>;
      return body.minAmount === '10000.00';
    });
    await search.getByRole('button', { name: QUERY }).click();
    expect((await searched).postDataJSON()).toMatchObject({
      audience: '01',
      beginDate: '2026-10-27',
      endDate: '2026-11-25',
      minAmount: '10000.00',
      acctNo: '6218801000000358',
      page: { pageNum: 1 },
    });

    const exported = nextRequest(page, EXPORT);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const body = (await exported).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      audience: '01',
      beginDate: '2026-10-27',
      endDate: '2026-11-25',
      minAmount: '10000.00',
      acctNo: '6218801000000358',
    });
    expect((await download).suggestedFilename()).toBe('监管资金流水.xlsx');
  });

  test('a refused export shows the server text and saves nothing (named example exportTooLarge)', async ({
    page,
  }) => {
    await preferExample(page, EXPORT, 'exportTooLarge');
    await openBossView(page);
    await tab(page, '资金流水').click();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const exported = nextRequest(page, EXPORT);
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await exported;
    await expect(message(page, '导出失败:导出数据超过50000条，请缩小查询范围')).toBeVisible();
    expect(downloads).toBe(0);
  });

  test('acknowledging an alert: the remark is sent and the row shows 已确认 with user and time', async ({
    page,
  }) => {
    await openBossView(page);
    const alerts = nextRequest(page, ALERTS);
    await tab(page, '监管预警').click();
    expect((await alerts).postDataJSON()).toMatchObject({ audience: '01' });
    const row = page.getByRole('row').filter({ hasText: OPEN_ALERT });
    await expect(row.getByText('严重', { exact: true })).toBeVisible();
    await expect(row.getByText('未处理', { exact: true })).toBeVisible();
    const done = page.getByRole('row').filter({ hasText: 'AL20261124113000004' });
    await expect(done.getByText('周琳 2026-11-24 14:05:12')).toBeVisible();
    await expect(done.getByRole('button', { name: /确\s*认/ })).toHaveCount(0);

    await row.getByRole('button', { name: /确\s*认/ }).click();
    const dialog = ackDialog(page);
    await expect(
      dialog.getByText(`确认预警「${OPEN_ALERT}」（大额转出）已处理？`, { exact: false }),
    ).toBeVisible();
    await dialog.getByLabel('确认备注').fill('已联系客户核实，为供应商货款');
    const sent = nextRequest(page, ACK);
    await dialog.getByRole('button', { name: /^确\s*认$/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      audience: '01',
      alertNo: OPEN_ALERT,
      remark: '已联系客户核实，为供应商货款',
    });
    await expect(message(page, '确认成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('已确认', { exact: true })).toBeVisible();
    await expect(row.getByText('系统管理员 2026-11-25 10:15:30')).toBeVisible();
    await expect(row.getByRole('button', { name: /确\s*认/ })).toHaveCount(0);
  });

  test('客户监管 asks for a customer first, then reads that customer’s accounts', async ({
    page,
  }) => {
    await preferExample(page, BALANCES, 'customer');
    let reads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(BALANCES)) reads += 1;
    });
    await openSignedIn(page, '/sup/customerView');
    await expect(page.getByText('请先选择要监管的客户')).toBeVisible({ timeout: 60_000 });
    expect(reads).toBe(0);

    const picker = page.getByLabel('监管客户');
    await picker.click();
    await picker.fill('杭州');
    const balances = nextRequest(page, BALANCES);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('杭州云栖便利店有限公司（C202611000123）')
      .click();
    expect((await balances).postDataJSON()).toMatchObject({
      audience: '02',
      subjectCode: 'C202611000123',
    });
    await expect(rowOf(page, '6218802000000137')).toBeVisible();
    await expect(rowOf(page, '6218803000000242')).toHaveCount(0);
    await expect(summary(page).getByText('1,641,830.45')).toBeVisible();
  });

  test('the views and the acknowledge dialog have no serious axe violation (WCAG 2.0/2.1 A and AA)', async ({
    page,
  }) => {
    await openBossView(page);
    const findings = await scanPage(page, '平台监管');
    await tab(page, '资金流水').click();
    await expect(page.getByRole('row').filter({ hasText: 'F20261125023015002' })).toBeVisible();
    findings.push(...(await scanPage(page, '平台监管：资金流水')));
    await tab(page, '监管预警').click();
    const row = page.getByRole('row').filter({ hasText: OPEN_ALERT });
    await expect(row).toBeVisible();
    findings.push(...(await scanPage(page, '平台监管：监管预警')));
    await row.getByRole('button', { name: /确\s*认/ }).click();
    await expect(ackDialog(page)).toBeVisible();
    await settled(page);
    findings.push(...(await scanPage(page, '平台监管：确认预警', '.ant-modal-wrap')));
    await page.keyboard.press('Escape');
    await openSignedIn(page, '/sup/supplierView');
    await expect(page.getByText('请先选择要监管的供应商渠道')).toBeVisible({ timeout: 60_000 });
    findings.push(...(await scanPage(page, '供应商监管')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
