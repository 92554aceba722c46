/**
 * Renders 调账管理 and 发票 over recording /cap service calls: the real accounting API
 * (providers/bill-api.ts) over a fake `servicePost`, so tests assert the path and payload each user
 * action sends. The operation password "encryption" is a visible marker, so a test proves the
 * plain text never leaves.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createBillApi, type Adjustment, type Invoice } from '../../../providers/bill-api';
import type { ServicePost } from '../../../providers/cap-list';
import { createCustomerApi } from '../../../providers/customer-api';
import { createTxnOperationApi } from '../../../providers/txn-operation-api';
import { AccountSearchContext } from '../../../resources/account/account/accountSearchContext';
import { AdjustListPage } from '../../../resources/accounting/adjust/AdjustListPage';
import { BillApiContext } from '../../../resources/accounting/adjust/billApiContext';
import { InvoiceListPage } from '../../../resources/accounting/invoice/InvoiceListPage';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';

export const PATHS = {
  adjustInquiry: '/cap/bill/v1/AdjustInquiry',
  adjustAddition: '/cap/bill/v1/AdjustAddtion',
  adjustPass: '/cap/bill/v1/AdjustAuditPass',
  adjustReject: '/cap/bill/v1/AdjustAuditReject',
  adjustCancel: '/cap/bill/v1/AdjustCancel',
  account: '/cap/acct/v1/AcctInfoInquiry',
  invoiceInquiry: '/cap/bill/v1/InvoiceInquiry',
  invoiceApply: '/cap/bill/v1/InvoiceApply',
  invoiceMake: '/cap/bill/v1/InvoiceMake',
  invoiceVoid: '/cap/bill/v1/InvoiceVoid',
  customerInquiry: '/cap/cus/v2/CusMastInfoInquiry',
} as const;

export const encryptMarker = (plain: string) => `enc(${plain})`;

export const listBody = (rows: readonly unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

/** An adjustment of the contract's examples, submitted by 周琳 (zhoulin). */
export function adjustment(overrides: Partial<Adjustment> = {}): Adjustment {
  return {
    adjustNo: 'J20261125102201001',
    acctNo: '6218801000000121',
    acctName: '杭州云栖便利店有限公司基本户',
    adjustDirection: '2',
    amount: '1250.00',
    reason: '11月20日重复入账冲正',
    adjustStatus: '00',
    submitter: 'zhoulin',
    submitterName: '周琳',
    submitTime: '2026-11-25 10:22:01',
    ...overrides,
  };
}

/** An account of the contract's examples: balance 12,345.60, 2,000.00 frozen. */
export const account = {
  acctNo: '6218801000000121',
  acctName: '杭州云栖便利店有限公司基本户',
  cusCode: 'C202611000123',
  cusName: '杭州云栖便利店有限公司',
  acctType: '01',
  acctStatus: '0',
  balance: '12345.60',
  frozenAmt: '2000.00',
  availableAmt: '10345.60',
};

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    applyNo: 'FP20261125090001',
    cusCode: 'C202611000123',
    cusName: '杭州云栖便利店有限公司',
    invoiceTitle: '杭州云栖便利店有限公司',
    taxNo: '91330106MA2H3Y8K4L',
    invoiceType: '3',
    amount: '10600.00',
    taxRate: '6.00',
    amountExTax: '10000.00',
    taxAmount: '600.00',
    periodBegin: '2026-10-01',
    periodEnd: '2026-10-31',
    invoiceStatus: '0',
    invoiceNo: null,
    invoiceCode: null,
    filePath: null,
    applyTime: '2026-11-25 09:00:01',
    ...overrides,
  };
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache and the signed-in operator. */
export function seedSession(username = 'admin') {
  storage.set('Login_Userinfo', { username, realname: username });
  storage.set('UI_CACHE_DB_DICT_DATA', {
    adjust_direction: [item('1', '调增'), item('2', '调减')],
    adjust_status: [
      item('00', '待复核'),
      item('02', '已生效'),
      item('04', '已驳回'),
      item('05', '已撤销'),
    ],
    invoice_type: [item('1', '增值税普通发票'), item('2', '增值税专用发票'), item('3', '电子发票')],
    invoice_status: [item('0', '待开票'), item('1', '已开票'), item('2', '已作废')],
    cus_status: [item('02', '已生效')],
  });
}

function view(post: ServicePost, page: ReactNode, at = '/') {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <AntdApp>
        <CustomerApiContext value={createCustomerApi(post)}>
          <BillApiContext value={createBillApi(post, encryptMarker, (path) => `/static/${path}`)}>
            <AccountSearchContext value={createTxnOperationApi(post).searchAccounts}>
              <MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>
            </AccountSearchContext>
          </BillApiContext>
        </CustomerApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

/** 调账管理 at the URL `at` (a list link's query, issue 18). */
export const renderAdjustments = (post: ServicePost, at?: string) =>
  render(view(post, <AdjustListPage />, at));
/** 发票 at the URL `at` (a list link's query, issue 18). */
export const renderInvoices = (post: ServicePost, at?: string) =>
  render(view(post, <InvoiceListPage />, at));
