import { expect, test, type Page } from './support/test';
import { searchForm } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';
import { listHref } from '../../src/lib/listLinks';

// Issue 18 item 4: every dashboard figure links to its filtered list. Each of the seven lists,
// opened at a link built by listHref, shows the link's filters in its search form and sends them
// in its first inquiry to the Prism mock; a second link re-filters the list's open tab.

test.use(startSignedIn);

const tabTitles = (page: Page) =>
  page.locator('.ant-tabs-nav').first().locator('.ant-tabs-tab-btn');

/** The text the select labelled `label` of the search form shows. */
const shown = (page: Page, label: string) =>
  searchForm(page)
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-select-selection-item');

const firstRead = (page: Page, path: string) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(path), {
    timeout: 60_000,
  });

/** Navigates inside the running app (as a link of the app does), without loading it again. */
/**
 * 首页 is shown and settled (its lazy page has painted the greeting): a history change made while
 * its transition is still pending was lost now and then on a loaded machine.
 */
async function homeShown(page: Page) {
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByRole('heading', { name: /系统管理员/ })).toBeVisible();
}

const goInApp = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

interface LinkCase {
  title: string;
  href: string;
  inquiry: string;
  sent: Record<string, string>;
  form: [label: string, text: string][];
}

const CASES: LinkCase[] = [
  {
    title: '客户信息',
    href: listHref('customers', { status: '04', agentCode: 'AG002' }),
    inquiry: '/cap/cus/v2/CusMastInfoInquiry',
    sent: { cusStatus: '04', agentCode: 'AG002' },
    form: [
      ['客户状态', '已停用'],
      ['所属代理', '上海浦东代理'],
    ],
  },
  {
    title: '渠道进件',
    href: listHref('innet', { status: '01' }),
    inquiry: '/cap/cus/v1/CusChannelInnetInquiry',
    sent: { innetStatus: '01' },
    form: [['进件状态', '审核中']],
  },
  {
    title: '交易复核',
    href: listHref('txnAudit', { txnStatus: '02', txnType: '04' }),
    inquiry: '/cap/txn/v1/TxnInquiry',
    sent: { txnStatus: '02', txnType: '04' },
    form: [
      ['交易状态', '成功'],
      ['交易类型', '单笔代付'],
    ],
  },
  {
    title: '批量代付审核',
    href: listHref('batchPayAudit', { batchStatus: '03' }),
    inquiry: '/cap/txn/v1/BatchPayInquiry',
    sent: { batchStatus: '03' },
    form: [['批次状态', '已完成']],
  },
  {
    title: '调账管理',
    href: listHref('adjust', { adjustStatus: '02' }),
    inquiry: '/cap/bill/v1/AdjustInquiry',
    sent: { adjustStatus: '02' },
    form: [['调账状态', '已生效']],
  },
  {
    title: '发票',
    href: listHref('invoice', { invoiceStatus: '1' }),
    inquiry: '/cap/bill/v1/InvoiceInquiry',
    sent: { invoiceStatus: '1' },
    form: [['发票状态', '已开票']],
  },
  {
    title: '账户管理',
    href: listHref('accounts', { acctType: '02', cusCode: 'C202611000123' }),
    inquiry: '/cap/acct/v1/AcctInfoInquiry',
    sent: { acctType: '02', cusCode: 'C202611000123' },
    form: [['账户类型', '待清算户']],
  },
];

test.describe('filtered-list links', () => {
  for (const link of CASES) {
    test(`${link.title} opens filtered at ${link.href}`, async ({ page }) => {
      const first = firstRead(page, link.inquiry);
      await openSignedIn(page, link.href);
      expect((await first).postDataJSON()).toMatchObject(link.sent);
      for (const [label, text] of link.form) await expect(shown(page, label)).toHaveText(text);
    });
  }

  test('a second link re-filters the open 交易复核 tab instead of opening another', async ({
    page,
  }) => {
    const first = firstRead(page, '/cap/txn/v1/TxnInquiry');
    await openSignedIn(page, listHref('txnAudit', { txnStatus: '02' }));
    expect((await first).postDataJSON()).toMatchObject({ txnStatus: '02' });
    await expect(shown(page, '交易状态')).toHaveText('成功');

    await tabTitles(page).filter({ hasText: '首页' }).click();
    await homeShown(page);

    const second = firstRead(page, '/cap/txn/v1/TxnInquiry');
    await goInApp(page, listHref('txnAudit', { txnStatus: '03' }));
    expect((await second).postDataJSON()).toMatchObject({ txnStatus: '03' });
    await expect(shown(page, '交易状态')).toHaveText('失败');
    await expect(tabTitles(page)).toHaveText(['首页', '交易复核']);
  });

  test('the kept-alive 账户管理 tab is re-filtered by a second link and keeps it from the tab bar', async ({
    page,
  }) => {
    const INQUIRY = '/cap/acct/v1/AcctInfoInquiry';
    const first = firstRead(page, INQUIRY);
    await openSignedIn(page, listHref('accounts', { acctType: '02' }));
    expect((await first).postDataJSON()).toMatchObject({ acctType: '02' });
    await expect(shown(page, '账户类型')).toHaveText('待清算户');

    await tabTitles(page).filter({ hasText: '首页' }).click();
    await homeShown(page);
    const second = firstRead(page, INQUIRY);
    await goInApp(page, listHref('accounts', { acctType: '01' }));
    expect((await second).postDataJSON()).toMatchObject({ acctType: '01' });
    await expect(shown(page, '账户类型')).toHaveText('基本户');
    await expect(tabTitles(page)).toHaveText(['首页', '账户管理']);

    // Back through the tab bar (no query): the kept page keeps the second link's filter.
    await tabTitles(page).filter({ hasText: '首页' }).click();
    await homeShown(page);
    await tabTitles(page).filter({ hasText: '账户管理' }).click();
    await expect(page).toHaveURL(/\/acct\/acctInfoList$/);
    await expect(shown(page, '账户类型')).toHaveText('基本户');
  });

  test('from the menu 交易复核 still opens on 待复核', async ({ page }) => {
    const first = firstRead(page, '/cap/txn/v1/TxnInquiry');
    await openSignedIn(page, '/acct/txnAuditList');
    expect((await first).postDataJSON()).toMatchObject({ txnStatus: '00' });
    await expect(shown(page, '交易状态')).toHaveText('待复核');
  });
});
