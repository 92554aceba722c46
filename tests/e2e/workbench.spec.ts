import { expect, test, type Page } from './support/test';
import { message, nextRequest, openMenuPage, withoutButtonCodes } from './support/list';
import { describeFindings, scanPage } from './support/axe';
import { startSignedIn } from './support/session';

// 工作台 → 我的待办 and 提交结果 (issue 19 items 5 and 6) on the Prism mock of openapi/cap.yaml:
// TodoInquiry answers one item of every wf_todo_kind, TodoCountInquiry one of each.

test.use(startSignedIn);

const INQUIRY = '/cap/wf/v1/TodoInquiry';
const COUNTS = '/cap/wf/v1/TodoCountInquiry';
const TXN = 'T20261125101530001';
const ADJUST = 'J20261125102201001';

const rowOf = (page: Page, bizNo: string) =>
  page
    .locator('.ant-table-row')
    .filter({ visible: true })
    .filter({ has: page.getByRole('cell', { name: bizNo, exact: true }) });

async function openInbox(page: Page) {
  const listed = await openMenuPage(page, '工作台', '我的待办', /\/workbench\/todoList$/, INQUIRY);
  expect((await listed)?.postDataJSON()).toMatchObject({ page: { pageNum: 1 } });
  await expect(rowOf(page, TXN)).toBeVisible();
}

test.describe('我的待办', () => {
  test('counts per kind, filter by kind, and an item opening its own audit page', async ({
    page,
  }) => {
    await openInbox(page);
    const kinds = page.getByRole('radiogroup', { name: '待办类别' });
    await expect(kinds.getByText('全部 6')).toBeVisible();
    await expect(kinds.getByText('交易复核 1')).toBeVisible();
    await expect(rowOf(page, TXN)).toContainText('12,888.80');
    expect(describeFindings(await scanPage(page, 'workbench todo', '.ant-card'))).toBe('');

    const filtered = nextRequest(page, INQUIRY);
    await kinds.getByText('交易复核 1').click();
    expect((await filtered).postDataJSON()).toMatchObject({ todoKind: '03' });

    const audit = nextRequest(page, '/cap/txn/v1/TxnInquiry');
    await rowOf(page, TXN)
      .getByRole('link', { name: `去审核 ${TXN}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/acct/txnAuditList\\?txnNo=${TXN}$`));
    expect((await audit).postDataJSON()).toMatchObject({ txnNo: TXN });
    await expect(
      page.getByRole('search', { name: '查询条件' }).getByLabel('交易流水号'),
    ).toHaveValue(TXN);
  });

  test('去审核 needs the code of the item’s own audit page; with it, it opens that page', async ({
    page,
  }) => {
    // Without 交易复核's code (spec 6) the transaction cannot be audited where 去审核 would lead.
    await withoutButtonCodes(page, 'txn:audit');
    await openInbox(page);
    await expect(rowOf(page, TXN).getByRole('link')).toHaveCount(0);
    await expect(rowOf(page, TXN)).toContainText('12,888.80');

    const audit = nextRequest(page, '/cap/bill/v1/AdjustInquiry');
    await rowOf(page, ADJUST)
      .getByRole('link', { name: `去审核 ${ADJUST}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/accounting/adjustList\\?adjustNo=${ADJUST}$`));
    expect((await audit).postDataJSON()).toMatchObject({ adjustNo: ADJUST });
    await expect(page.getByRole('search', { name: '查询条件' }).getByLabel('调账单号')).toHaveValue(
      ADJUST,
    );
  });

  test("a failed read shows the server's text", async ({ page }) => {
    await page.route(`**/admin${INQUIRY}**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=failure' } }),
    );
    await openMenuPage(page, '工作台', '我的待办', /\/workbench\/todoList$/, COUNTS);
    await expect(message(page, /交易失败/)).toBeVisible();
    await expect(page.getByText('暂无待办，所有事项均已处理')).toBeVisible();
  });
});

test.describe('提交结果', () => {
  test('opened without a submission, it says so', async ({ page }) => {
    await openMenuPage(page, '工作台', '我的待办', /\/workbench\/todoList$/, INQUIRY);
    await page.goto('/workbench/result');
    await expect(page.getByRole('heading', { name: '没有可显示的提交结果' })).toBeVisible();
    expect(describeFindings(await scanPage(page, 'workbench result', '.ant-card'))).toBe('');
  });
});
