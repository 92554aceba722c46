/**
 * Renders 账户管理, 账户详情 and 账号生成 over recording /cap service calls: the real account API
 * (providers/acct-api.ts) over a fake `servicePost` and `serviceDownload`, so tests assert the
 * path, payload and page each user action sends, answered with the contract's envelope.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAcctApi, type Account, type AcctNoRule } from '../../../providers/acct-api';
import type { ServicePost } from '../../../providers/cap-list';
import type { DownloadedFile, Http, Normalised } from '../../../providers/http';
import { AccountListPage } from '../../../resources/account/account/AccountListPage';
import { AcctApiContext } from '../../../resources/account/account/acctApiContext';
import {
  AccountDetailPage,
  type AccountDetailPageProps,
} from '../../../resources/account/detail/AccountDetailPage';
import { AcctNoRuleListPage } from '../../../resources/accounting/acctno/AcctNoRuleListPage';
import { storage } from '../../../src/lib/storage';

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';

export const INQUIRY = '/cap/acct/v1/AcctInfoInquiry';
export const LEDGER = '/cap/acct/v1/AcctLedgerInquiry';
export const LEDGER_EXPORT = '/cap/acct/v1/AcctLedgerExport';
export const RULES = '/cap/acct/v1/AcctNoRuleInquiry';
export const RULE_ADDITION = '/cap/acct/v1/AcctNoRuleAddtion';
export const RULE_UPDATING = '/cap/acct/v1/AcctNoRuleUpdating';
export const PREVIEW = '/cap/acct/v1/AcctNoPreview';
export const GENERATE = '/cap/acct/v1/AcctNoGenerate';

/** The 正常 基本户 of the contract's examples (cap.yaml AcctInfoInquiry acctStatus0). */
export function account(overrides: Partial<Account> = {}): Account {
  return {
    acctNo: '6218801000000121',
    acctName: '杭州云栖便利店有限公司基本户',
    cusCode: 'C202611000123',
    cusName: '杭州云栖便利店有限公司',
    acctType: '01',
    acctStatus: '0',
    balance: '1285630.45',
    frozenAmt: '0.00',
    availableAmt: '1285630.45',
    channelCode: 'UNIONPAY',
    subAcctNo: '3301060000012301',
    openDate: '2026-11-21',
    settleAcct: {
      acctType: '1',
      acctName: '杭州云栖便利店有限公司',
      acctNo: '6222 **** **** 3201',
      bankName: '中国工商银行',
      bankBranchName: '中国工商银行股份有限公司杭州西湖支行',
    },
    statusReason: null,
    updateTime: '2026-11-25 09:32:10',
    ...overrides,
  };
}

/** The enabled 银联基本户 rule of the contract's examples (AcctNoRuleInquiry ruleStatus1). */
export function rule(overrides: Partial<AcctNoRule> = {}): AcctNoRule {
  return {
    ruleId: 'R001',
    ruleName: '银联基本户',
    prefix: '6218',
    channelCode: 'UNIONPAY',
    acctType: '01',
    seqWidth: 10,
    nextSeq: 13,
    checkDigit: 'LUHN',
    ruleStatus: '1',
    remark: '基本户账号：前缀 + 渠道位 + 10位序号 + 校验位',
    updateTime: '2026-11-20 10:00:00',
    ...overrides,
  };
}

export const listBody = (rows: readonly unknown[], count = rows.length) => ({
  listData: rows,
  page: { count, pageSize: 10, offset: 0 },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the code sets of codes17. */
export function seedAccountDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    acct_type: [item('01', '基本户'), item('02', '待清算户'), item('03', '保证金户')],
    acct_status: [item('0', '正常'), item('1', '部分冻结'), item('2', '冻结'), item('9', '销户')],
    txn_type: [item('01', '充值'), item('02', '提现'), item('03', '转账'), item('09', '调增')],
    txn_direction: [item('C', '收入'), item('D', '支出')],
    acctno_rule_status: [item('0', '停用'), item('1', '启用')],
    cus_channel: [item('UNIONPAY', '银联'), item('NUCC', '网联'), item('CCB', '建设银行')],
  });
}

/** A download that records its calls and answers `reply` once `release` is called. */
export function recordingDownload(reply: Normalised<DownloadedFile | null>) {
  const calls: { path: string; payload: object | undefined }[] = [];
  let release = () => {};
  const download: Http['serviceDownload'] = (path, payload) => {
    calls.push({ path, payload });
    return new Promise((resolve) => {
      release = () => resolve(reply);
    });
  };
  return { download, calls, release: () => release() };
}

function withApi(post: ServicePost, page: ReactNode, download?: Http['serviceDownload']) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AcctApiContext value={createAcctApi(post, download)}>{page}</AcctApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

/** 账户管理 inside the console's router at `at` (a list link's query, issue 18), so account numbers are links. */
export const renderAccounts = (post: ServicePost, at = '/acct/acctInfoList') =>
  render(
    withApi(
      post,
      <MemoryRouter initialEntries={[at]}>
        <AccountListPage />
      </MemoryRouter>,
    ),
  );

/** 账户详情 of `acctNo` at its route (useParams). */
export const renderDetail = (
  post: ServicePost,
  options: {
    acctNo?: string;
    download?: Http['serviceDownload'];
    operations?: AccountDetailPageProps['operations'];
  } = {},
) =>
  render(
    withApi(
      post,
      <MemoryRouter
        initialEntries={[`/acct/acctInfoDetail/${options.acctNo ?? '6218801000000121'}`]}
      >
        <Routes>
          <Route
            path="/acct/acctInfoDetail/:acctNo"
            element={<AccountDetailPage operations={options.operations} />}
          />
        </Routes>
      </MemoryRouter>,
      options.download,
    ),
  );

export const renderRules = (post: ServicePost) => render(withApi(post, <AcctNoRuleListPage />));
