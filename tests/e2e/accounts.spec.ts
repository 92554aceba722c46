import { expect, test, type Page } from './support/test';
import { QUERY, choose, message, nextRequest, rowOf, searchForm } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 账户管理 → 账户详情 (issue 17 page 1; components account/AcctInfoList and the hidden
// account/AcctInfoDetail at /acct/acctInfoDetail/:acctNo) on the Prism mock of openapi/cap.yaml:
// AcctInfoInquiry answers five accounts, one in each acct_status; AcctLedgerInquiry seven lines.

test.use(startSignedIn);

const INQUIRY = '/cap/acct/v1/AcctInfoInquiry';
const LEDGER = '/cap/acct/v1/AcctLedgerInquiry';
const EXPORT = '/cap/acct/v1/AcctLedgerExport';
const ACCT_NO = '6218801000000121';

/** The shell's page tabs (the first tab bar). */
const pageTab = (page: Page, title: string) =>
  page.locator('.ant-tabs-nav').first().getByRole('tab', { name: title, exact: true });
const ledgerSearch = (page: Page) => page.getByRole('search', { name: '流水查询条件' });

async function openAccounts(page: Page) {
  const first = nextRequest(page, INQUIRY);
  await openSignedIn(page, '/acct/acctInfoList');
  // A cold load of the page's chunk on a busy machine.
  await expect(rowOf(page, ACCT_NO)).toBeVisible({ timeout: 30_000 });
  return first;
}

/** 账户管理, then an account number: its 账户详情 opens in a tab of its own (spec 2.8). */
async function openDetail(page: Page) {
  await openAccounts(page);
  const read = nextRequest(page, INQUIRY);
  const ledger = nextRequest(page, LEDGER);
  await rowOf(page, ACCT_NO).getByRole('link', { name: ACCT_NO }).click();
  await expect(page).toHaveURL(/\/acct\/acctInfoDetail\/6218801000000121$/, { timeout: 30_000 });
  expect((await read).postDataJSON()).toMatchObject({ acctNo: ACCT_NO });
  return ledger;
}

test.describe('账户管理', () => {
  test('lists the accounts with dictionary tags and formatted balances, and searches', async ({
    page,
  }) => {
    const first = await openAccounts(page);
    expect((await first).postDataJSON()).toMatchObject({ page: { pageSize: 10, pageNum: 1 } });
    const frozen = rowOf(page, '6218802000000137');
    await expect(frozen.getByText('部分冻结', { exact: true })).toBeVisible();
    await expect(frozen.getByText('待清算户', { exact: true })).toBeVisible();
    await expect(frozen.getByRole('cell', { name: '356,200.00' })).toBeVisible();
    await expect(frozen.getByRole('cell', { name: '306,200.00' })).toBeVisible();
    await expect(page.getByText('共 5 条')).toBeVisible();

    await searchForm(page).getByLabel('客户名称').fill('杭州');
    await choose(page, searchForm(page), '账户状态', '冻结');
    const searched = nextRequest(page, INQUIRY);
    await searchForm(page).getByRole('button', { name: QUERY }).click();
    const body = (await searched).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ cusName: '杭州', acctStatus: '2', page: { pageNum: 1 } });
    expect(Object.keys(body)).not.toContain('acctType');
  });

  test('账户详情: balances, the ledger of the last 30 days, a date search and 导出', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00'));
    const ledger = await openDetail(page);
    await expect(pageTab(page, '账户详情')).toBeVisible();
    await expect(pageTab(page, '账户管理')).toBeVisible();
    const balances = page.getByRole('group', { name: '余额' });
    await expect(balances.getByText('1,285,630')).toHaveCount(2);
    await expect(page.getByText('中国工商银行股份有限公司杭州西湖支行')).toBeVisible();
    expect((await ledger).postDataJSON()).toMatchObject({
      acctNo: ACCT_NO,
      beginDate: '2026-10-27',
      endDate: '2026-11-25',
    });
    const credit = page.getByRole('row').filter({ hasText: 'T20261123100255104' });
    await expect(credit.getByText('+0.30')).toBeVisible();
    await expect(credit.getByText('收入', { exact: true })).toBeVisible();
    await expect(credit.getByText('调增', { exact: true })).toBeVisible();
    const debit = page.getByRole('row').filter({ hasText: 'T20261125093210100' });
    await expect(debit.getByText('-20,000.00')).toBeVisible();

    // Enter in the picker may submit the search itself; the request of the new range counts.
    const searched = nextRequest(page, LEDGER, (_query, request) => {
      const body = request.postDataJSON() as Record<string, unknown>;
      return body.beginDate === '2026-11-01' && body.endDate === '2026-11-20';
    });
    const start = ledgerSearch(page).getByPlaceholder('开始日期');
    await start.click();
    await start.fill('2026-11-01');
    await start.press('Enter');
    const end = ledgerSearch(page).getByPlaceholder('结束日期');
    await end.fill('2026-11-20');
    await end.press('Enter');
    await ledgerSearch(page).getByRole('button', { name: QUERY }).click();
    expect((await searched).postDataJSON()).toMatchObject({
      acctNo: ACCT_NO,
      beginDate: '2026-11-01',
      endDate: '2026-11-20',
      page: { pageNum: 1 },
    });

    const exported = nextRequest(page, EXPORT);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await exported).postDataJSON()).toMatchObject({
      acctNo: ACCT_NO,
      beginDate: '2026-11-01',
      endDate: '2026-11-20',
    });
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('导出 refused: the server text, no file', async ({ page }) => {
    await page.route(`**/admin${EXPORT}`, (route) =>
      route.fulfill({
        json: {
          status: {
            success: false,
            replyCode: 'E3010',
            replyText: '导出失败',
            errorMsg: '查询区间不能超过366天',
          },
          body: null,
        },
      }),
    );
    await openDetail(page);
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await expect(message(page, '导出失败:查询区间不能超过366天')).toBeVisible();
  });

  test('a refused ledger read shows the server text (named example failure)', async ({ page }) => {
    await page.route(`**/admin${LEDGER}**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=failure' } }),
    );
    await openDetail(page);
    await expect(message(page, '交易失败:参数校验不通过')).toBeVisible();
  });
});
