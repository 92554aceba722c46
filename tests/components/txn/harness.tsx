/**
 * Renders the transaction pages (交易复核, 转账, 退款) inside Refine, signed in as `viewer`, over
 * the real transaction API (providers/txn-api.ts) on a recording `servicePost`, so tests assert
 * the path and body each user action sends and answer with the contract's envelope.
 */
import { Refine, type AuthProvider } from '@refinedev/core';
import { configure, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { ServicePost } from '../../../providers/cap-list';
import { createTxnApi, type Txn } from '../../../providers/txn-api';
import { TxnApiContext } from '../../../resources/account/txn/txnApiContext';
import { storage } from '../../../src/lib/storage';
import { shellSessionOf, ShellSessionScope } from '../shellSession';

export { capOk, capRefused, recordingPost } from '../customer/harness';

configure({ asyncUtilTimeout: 20_000 });

export const PATHS = {
  inquiry: '/cap/txn/v1/TxnInquiry',
  pass: '/cap/txn/v1/TxnAuditPass',
  reject: '/cap/txn/v1/TxnAuditReject',
  cancel: '/cap/txn/v1/TxnCancel',
  receipt: '/cap/txn/v1/TxnReceipt',
  refund: '/cap/txn/v1/TxnRefund',
  refunds: '/cap/bill/v1/RefundInquiry',
} as const;

/** A transaction of the contract's examples (cap.yaml TxnInquiry), submitted by 周琳. */
export function txn(overrides: Partial<Txn> = {}): Txn {
  return {
    txnNo: 'T20261125101530001',
    txnType: '04',
    txnStatus: '00',
    cusCode: 'C202611000123',
    cusName: '杭州云栖便利店有限公司',
    acctNo: '6218801000000121',
    acctName: '杭州云栖便利店有限公司基本户',
    amount: '12888.80',
    fee: '2.00',
    payeeName: '陈小红',
    payeeAcctNo: '6217 **** **** 5512',
    payeeBankName: '中国建设银行',
    freezeMode: null,
    origTxnNo: null,
    refundableAmt: null,
    batchNo: null,
    remark: '劳务报酬（11月）',
    submitter: 'zhoulin',
    submitterName: '周琳',
    submitTime: '2026-11-25 10:15:30',
    auditor: null,
    auditorName: null,
    auditTime: null,
    auditRemark: null,
    failReason: null,
    finishTime: null,
    receiptNo: null,
    ...overrides,
  };
}

export const listBody = (rows: Txn[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache with the codes17 sets the pages show. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    txn_type: [item('01', '充值'), item('02', '提现'), item('03', '转账'), item('04', '单笔代付')],
    txn_status: [
      item('00', '待复核'),
      item('01', '处理中'),
      item('02', '成功'),
      item('03', '失败'),
      item('04', '已驳回'),
      item('05', '已撤销'),
    ],
  });
}

export const ALL_CODES = ['txn:audit', 'txn:cancel', 'acct:refund'] as const;

export function grant(codes: readonly string[]) {
  storage.set(
    'LOGIN_USER_BUTTON_AUTH',
    codes.map((action) => ({ action, type: '1' })),
  );
}

const authAs = (username: string): AuthProvider => ({
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({ id: username, username, name: username }),
});

/** `page` at the URL `at` (a list link's query, issue 18) as the operator `viewer` sees it, its calls going to `post`. */
export function renderAs(viewer: string, post: ServicePost, page: ReactElement, at = '/') {
  return render(
    <AntdApp>
      <Refine authProvider={authAs(viewer)} options={{ disableTelemetry: true }}>
        <ShellSessionScope session={shellSessionOf(authAs(viewer))} withinRefine>
          <TxnApiContext value={createTxnApi(post)}>
            <MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>
          </TxnApiContext>
        </ShellSessionScope>
      </Refine>
    </AntdApp>,
  );
}

/** The row of a transaction, by its number. */
export const rowOf = (txnNo: string) =>
  screen.getByRole('button', { name: txnNo }).closest('tr') as HTMLElement;

/** The texts of the row's 操作 buttons. */
export const actionsOf = (txnNo: string) =>
  [...rowOf(txnNo).querySelectorAll('td:last-child button')].map((button) => button.textContent);
