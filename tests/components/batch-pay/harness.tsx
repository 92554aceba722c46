/**
 * Renders the 批量代付 pages over recording /cap service calls: the real batch pay API
 * (providers/batch-pay-api.ts) over a fake `servicePost` and a fake multipart upload, so tests
 * assert the path and body each user action sends and answer with the contract's envelope.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  BATCH_PAY_PATHS,
  createBatchPayApi,
  type BatchPay,
  type BatchPayItem,
  type BatchUpload,
} from '../../../providers/batch-pay-api';
import type { ServicePost } from '../../../providers/cap-list';
import { createTxnOperationApi, TXN_OPERATION_PATHS } from '../../../providers/txn-operation-api';
import { AccountSearchContext } from '../../../resources/account/account/accountSearchContext';
import { BatchPayApiContext } from '../../../resources/account/batch/batchApiContext';
import { storage } from '../../../src/lib/storage';
import { capOk } from '../customer/harness';

// A loaded two-core machine (load 18 seen) has taken over 20 s for the first render of a page.
configure({ asyncUtilTimeout: 60_000 });

export { capOk, capRefused, recordingPost } from '../customer/harness';
/** The batch calls and the account search of the paying account's picker. */
export const PATHS = { ...BATCH_PAY_PATHS, accounts: TXN_OPERATION_PATHS.accountInquiry } as const;

/** The contract's batch B20261125084012001 (cap.yaml BatchPayUpload success), in `overrides`. */
export function batch(overrides: Partial<BatchPay> = {}): BatchPay {
  return {
    batchNo: 'B20261125084012001',
    fileName: '11月工资代发.xlsx',
    acctNo: '6218801000000121',
    acctName: '杭州云栖便利店有限公司基本户',
    totalCount: 3,
    totalAmount: '9000.30',
    successCount: 0,
    successAmount: '0.00',
    failCount: 0,
    failAmount: '0.00',
    batchStatus: '00',
    submitter: null,
    submitterName: null,
    createBy: 'admin',
    createTime: '2026-11-25 08:40:12',
    ...overrides,
  };
}

/** A row of the batch (the contract's first item), numbered `itemNo`. */
export function item(itemNo: number, overrides: Partial<BatchPayItem> = {}): BatchPayItem {
  return {
    batchNo: 'B20261125084012001',
    itemNo,
    payeeName: '张晓峰',
    payeeCardNo: '6217001540023318451',
    payeeBankName: '中国建设银行',
    amount: '4500.00',
    purpose: '11月工资',
    itemStatus: '0',
    failReason: null,
    txnNo: null,
    ...overrides,
  };
}

export const listOf = (rows: readonly unknown[]) =>
  capOk({ listData: rows, page: { count: rows.length, pageSize: 10, offset: 0 } });

const entry = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The signed-in operator, their button codes and the batch dictionaries of a demo login. */
export function signIn(username: string, codes: readonly string[]) {
  storage.set('Login_Username', username);
  storage.set(
    'LOGIN_USER_BUTTON_AUTH',
    codes.map((action) => ({ action, type: '1' })),
  );
  storage.set('UI_CACHE_DB_DICT_DATA', {
    batch_status: [
      entry('00', '待提交'),
      entry('01', '待审核'),
      entry('02', '处理中'),
      entry('03', '已完成'),
      entry('04', '部分成功'),
      entry('05', '已驳回'),
      entry('06', '已撤销'),
    ],
    batch_item_status: [entry('0', '待处理'), entry('1', '成功'), entry('2', '失败')],
  });
}

const noUpload: BatchUpload = () => Promise.reject(new Error('unexpected upload'));

/** `ui` at the URL `at` (a list link's query, issue 18), its calls going to `post`. */
export function renderWithApi(
  ui: ReactNode,
  post: ServicePost,
  upload: BatchUpload = noUpload,
  at = '/',
) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <BatchPayApiContext value={createBatchPayApi(post, upload)}>
          <AccountSearchContext value={createTxnOperationApi(post).searchAccounts}>
            <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
          </AccountSearchContext>
        </BatchPayApiContext>
      </AntdApp>
    </QueryClientProvider>,
  );
}

/** The grid's body rows (the header is aria-rowindex 1). */
export const gridRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');

/** The cell of grid row `index` (0-based) in column `key`. */
export const gridCell = (index: number, key: string) =>
  within(gridRows()[index] as HTMLElement)
    .getAllByRole('gridcell')
    .find((element) => element.dataset.column === key) as HTMLElement;
