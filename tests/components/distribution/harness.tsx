/**
 * Renders 资金分发 and 分发审核 over recording /cap service calls: the real distribution API
 * (providers/distribution-api.ts, with the build's operation-password encryption) over a fake
 * `servicePost`, so tests assert the path and payload each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ServicePost } from '../../../providers/cap-list';
import { createDistributionApi, type Distribution } from '../../../providers/distribution-api';
import { createTxnOperationApi } from '../../../providers/txn-operation-api';
import { AccountSearchContext } from '../../../resources/account/account/accountSearchContext';
import { DistributionApiContext } from '../../../resources/merchant/distribution/distributionApiContext';
import { DistributionAuditPage } from '../../../resources/merchant/distribution/DistributionAuditPage';
import { DistributionListPage } from '../../../resources/merchant/distribution/DistributionListPage';
import { ResultPage } from '../../../resources/workbench/result/ResultPage';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';

export const PATHS = {
  rules: '/cap/mch/v1/DistRuleInquiry',
  addition: '/cap/mch/v1/DistAddtion',
  inquiry: '/cap/mch/v1/DistInquiry',
  items: '/cap/mch/v1/DistItemInquiry',
  pass: '/cap/mch/v1/DistAuditPass',
  reject: '/cap/mch/v1/DistAuditReject',
  cancel: '/cap/mch/v1/DistCancel',
  account: '/cap/acct/v1/AcctInfoInquiry',
} as const;

export const ALL_CODES = ['dist:add', 'dist:audit', 'dist:cancel'];

export const listBody = (rows: readonly unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

/** A distribution of the contract's examples, pending, submitted by 周琳 (zhoulin). */
export function distribution(overrides: Partial<Distribution> = {}): Distribution {
  return {
    distNo: 'D20261127093015001',
    payerAcctNo: '6218801000000121',
    payerAcctName: '杭州云栖便利店有限公司基本户',
    distMode: '01',
    ruleNo: 'R202611001',
    ruleName: '三店月度分润',
    totalAmount: '10000.00',
    itemCount: 3,
    distStatus: '00',
    submitter: 'zhoulin',
    submitterName: '周琳',
    submitTime: '2026-11-27 09:30:15',
    auditor: null,
    auditorName: null,
    auditTime: null,
    auditRemark: null,
    ...overrides,
  };
}

const account = (acctNo: string, acctName: string, balance: string, frozenAmt: string) => ({
  acctNo,
  acctName,
  cusCode: 'C202611000123',
  cusName: acctName,
  acctType: '04',
  acctStatus: '0',
  balance,
  frozenAmt,
  availableAmt: '0.00',
});

/** The payer (available 12,345.60 − 2,000.00 = 10,345.60) and two sub-merchant accounts. */
export const PAYER = account(
  '6218801000000121',
  '杭州云栖便利店有限公司基本户',
  '12345.60',
  '2000.00',
);
export const ACCOUNTS = [
  PAYER,
  account('6218804000000281', '西湖龙井茶庄分账户', '100.00', '0.00'),
  account('6218804000000307', '滨江数码便利店分账户', '50.00', '0.00'),
];

export const RULES = [
  {
    ruleNo: 'R202611001',
    ruleName: '三店月度分润',
    ruleStatus: '1',
    items: [
      { acctNo: '6218804000000281', acctName: '西湖龙井茶庄分账户', ratio: '40.00' },
      { acctNo: '6218804000000307', acctName: '滨江数码便利店分账户', ratio: '33.33' },
      { acctNo: '6218804000000315', acctName: '拱墅面包工坊分账户', ratio: '26.67' },
    ],
  },
  {
    ruleNo: 'R202610003',
    ruleName: '萧山门店分成（旧）',
    ruleStatus: '0',
    items: [{ acctNo: '6218804000000323', ratio: '100.00' }],
  },
];

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache and the signed-in operator. */
export function seedSession(username = 'admin') {
  storage.set('Login_Userinfo', { username, realname: username });
  storage.set('UI_CACHE_DB_DICT_DATA', {
    dist_status: [
      item('00', '待审核'),
      item('01', '处理中'),
      item('02', '成功'),
      item('03', '部分成功'),
      item('04', '失败'),
      item('05', '已驳回'),
      item('06', '已撤销'),
    ],
    dist_mode: [item('01', '按规则'), item('02', '手工')],
    dist_rule_status: [item('0', '停用'), item('1', '启用')],
    batch_item_status: [item('0', '待处理'), item('1', '成功'), item('2', '失败')],
  });
}

function view(post: ServicePost, page: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        {/* 分发审核 reads a link's filters and 新建分发 ends on the result page (issue 19). */}
        <MemoryRouter>
          <DistributionApiContext value={createDistributionApi(post)}>
            <AccountSearchContext value={createTxnOperationApi(post).searchAccounts}>
              <Routes>
                <Route path="/" element={page} />
                <Route path="/workbench/result" element={<ResultPage />} />
              </Routes>
            </AccountSearchContext>
          </DistributionApiContext>
        </MemoryRouter>
      </AntdApp>
    </QueryClientProvider>
  );
}

export const renderList = (post: ServicePost) => render(view(post, <DistributionListPage />));
export const renderAudit = (post: ServicePost) => render(view(post, <DistributionAuditPage />));

export const dialog = () => screen.getByRole('dialog');
export const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

/** Searches the account picker labelled `label` by `keyword` and picks the account `title`. */
export async function pickAccount(label: string, keyword: string, title: string) {
  const picker = within(dialog()).getByLabelText(label);
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: keyword } });
  // The option in this picker's own dropdown: an earlier picker's closed dropdown lists it too.
  const option = await waitFor(() => {
    const popup = document.getElementById(`${picker.id}_list`)?.closest('.ant-select-dropdown');
    if (!(popup instanceof HTMLElement)) throw new Error(`no dropdown for ${label}`);
    return within(popup).getByTitle(title);
  });
  fireEvent.click(option);
}

/** The row of a distribution, by its number. */
export const rowOf = (distNo: string) => screen.getByText(distNo).closest('tr') as HTMLElement;
export const linksOf = (distNo: string) =>
  [...rowOf(distNo).querySelectorAll('td:last-child button')].map((link) => link.textContent);
