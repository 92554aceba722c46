/**
 * Renders the 监管 views over recording /cap service calls: the real supervision API
 * (providers/supervision-api.ts) over a fake `servicePost` and a fake download, so tests assert the
 * path and body each user action sends (audience, subject, filters).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import type { ServicePost } from '../../../providers/cap-list';
import { createCustomerApi } from '../../../providers/customer-api';
import type { Http } from '../../../providers/http';
import {
  createSupervisionApi,
  type SupAlert,
  type SupBalance,
  type SupFlow,
} from '../../../providers/supervision-api';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { SupervisionApiContext } from '../../../resources/supervision/oversight/supervisionApiContext';
import {
  BossView,
  CustomerView,
  SupplierView,
} from '../../../resources/supervision/oversight/views';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, grant, recordingPost } from '../customer/harness';

export const PATHS = {
  balances: '/cap/sup/v1/SupBalanceInquiry',
  flows: '/cap/sup/v1/SupFlowInquiry',
  flowExport: '/cap/sup/v1/SupFlowExport',
  alerts: '/cap/sup/v1/SupAlertInquiry',
  alertAck: '/cap/sup/v1/SupAlertAck',
  customers: '/cap/cus/v2/CusMastInfoInquiry',
} as const;

export const listBody = (rows: readonly unknown[], extra: object = {}) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
  ...extra,
});

/** Two accounts of the contract's examples: one within its limit, one 43,800.00 under it. */
export const BALANCES: SupBalance[] = [
  {
    acctNo: '6218801000000121',
    acctName: '杭州云栖便利店有限公司基本户',
    owner: '杭州云栖便利店有限公司',
    ownerCode: 'C202611000123',
    channel: 'UNIONPAY',
    balance: '1285630.45',
    frozenAmt: '0.00',
    availableAmt: '1285630.45',
    supervisedLimit: '500000.00',
    asOf: '2026-11-25 10:00:00',
  },
  {
    acctNo: '6218802000000137',
    acctName: '杭州云栖便利店有限公司待清算户',
    owner: '杭州云栖便利店有限公司',
    ownerCode: 'C202611000123',
    channel: 'NUCC',
    balance: '356200.00',
    frozenAmt: '50000.00',
    availableAmt: '306200.00',
    supervisedLimit: '400000.00',
    asOf: '2026-11-25 10:00:00',
  },
];

export const TOTALS = {
  acctCount: 2,
  balance: '1641830.45',
  frozenAmt: '50000.00',
  availableAmt: '1591830.45',
  supervisedLimit: '900000.00',
  belowLimitCount: 1,
};

export const FLOW: SupFlow = {
  flowNo: 'F20261125023015002',
  txnTime: '2026-11-25 02:30:15',
  acctNo: '6218801000000358',
  acctName: '宁波甬江供应链管理有限公司基本户',
  counterpartyName: '舟山海通物流有限公司',
  counterpartyAcctNo: '6228 **** **** 7713',
  direction: 'D',
  txnType: '04',
  amount: '300000.00',
  balanceAfter: '2368000.00',
  channel: 'ICBC',
};

export function alert(overrides: Partial<SupAlert> = {}): SupAlert {
  return {
    alertNo: 'AL20261125023016001',
    alertTime: '2026-11-25 02:30:16',
    alertLevel: '03',
    alertKind: '01',
    acctNo: '6218801000000358',
    acctName: '宁波甬江供应链管理有限公司基本户',
    amount: '300000.00',
    description: '单笔转出300,000.00元，超过大额监管阈值200,000.00元',
    alertStatus: '00',
    ackUser: null,
    ackTime: null,
    ackRemark: null,
    ...overrides,
  };
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the codes these pages show. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    cus_channel: [
      item('UNIONPAY', '银联'),
      item('NUCC', '网联'),
      item('ICBC', '工商银行'),
      item('CCB', '建设银行'),
    ],
    txn_direction: [item('C', '收入'), item('D', '支出')],
    txn_type: [item('01', '充值'), item('02', '提现'), item('03', '转账'), item('04', '单笔代付')],
    sup_alert_level: [item('01', '提示'), item('02', '警告'), item('03', '严重')],
    sup_alert_kind: [
      item('01', '大额转出'),
      item('02', '频繁交易'),
      item('03', '余额低于监管额度'),
    ],
    sup_alert_status: [item('00', '未处理'), item('01', '已确认')],
    cus_status: [item('02', '已生效')],
  });
}

export interface DownloadCall {
  path: string;
  payload: Record<string, unknown>;
}

/** A fake `serviceDownload` recording its calls and answering `reply`. */
export function recordingDownload(reply: Awaited<ReturnType<Http['serviceDownload']>>) {
  const calls: DownloadCall[] = [];
  const download: Http['serviceDownload'] = (path, payload = {}) => {
    calls.push({ path, payload: { ...payload } });
    return Promise.resolve(reply);
  };
  return { download, calls };
}

function view(post: ServicePost, download: Http['serviceDownload'], page: ReactNode) {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <AntdApp>
        <CustomerApiContext value={createCustomerApi(post)}>
          <SupervisionApiContext value={createSupervisionApi(post, download)}>
            {page}
          </SupervisionApiContext>
        </CustomerApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

const NO_DOWNLOAD: Http['serviceDownload'] = () => Promise.reject(new Error('unexpected download'));

export const renderBoss = (post: ServicePost, download = NO_DOWNLOAD) =>
  render(view(post, download, <BossView />));
export const renderCustomer = (post: ServicePost) =>
  render(view(post, NO_DOWNLOAD, <CustomerView />));
export const renderSupplier = (post: ServicePost) =>
  render(view(post, NO_DOWNLOAD, <SupplierView />));
