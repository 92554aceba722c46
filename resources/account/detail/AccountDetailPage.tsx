import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Account } from '../../../providers/acct-api';
import { failureNotice } from '../../kit/failure';
import { useAcctApi } from '../account/acctApiContext';
import { AccountOperations } from '../operations/AccountOperations';
import { AccountHeader } from './AccountHeader';
import { accountQueryKey, useAccountRefresh } from './accountQueries';
import { ACCOUNT_LIST_PATH } from './detailPath';
import { LedgerPanel } from './LedgerPanel';
import { ACCOUNT_DETAIL_TEXTS as TEXTS } from './texts';

export interface AccountDetailPageProps {
  /**
   * The operation buttons of the header (充值, 冻结 …): given the account read and `onDone`, which
   * re-reads the account and its ledger after an operation.
   */
  operations?: (account: Account, onDone: () => void) => ReactNode;
}

const backLink = <Link to={ACCOUNT_LIST_PATH}>{TEXTS.backToList}</Link>;

/** 充值, 提现, 转账, 单笔代付, 冻结, 解冻 (resources/account/operations). */
const accountOperations = (account: Account, onDone: () => void) => (
  <AccountOperations account={account} onDone={onDone} />
);

/**
 * 账户详情 (issue 17 page 1, /acct/acctInfoDetail/:acctNo, one tab per account, spec 2.8): the
 * account read by its number (AcctInfoInquiry) with its balances, then its 流水.
 */
export function AccountDetailPage({ operations = accountOperations }: AccountDetailPageProps) {
  const { acctNo = '' } = useParams();
  const api = useAcctApi();
  const refresh = useAccountRefresh(acctNo);
  const query = useQuery({
    queryKey: accountQueryKey(acctNo),
    queryFn: async () => (await api.readAccount(acctNo)) ?? null,
    enabled: acctNo !== '',
    retry: false,
  });

  if (query.isError) {
    return (
      <Result
        status="error"
        title={TEXTS.readFailed}
        subTitle={failureNotice(query.error)?.text}
        extra={
          <Space>
            <Button type="primary" onClick={() => void query.refetch()}>
              {TEXTS.retry}
            </Button>
            {backLink}
          </Space>
        }
      />
    );
  }
  if (acctNo !== '' && query.isPending) {
    return (
      <Spin tip={TEXTS.loading}>
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  }
  const account = query.data;
  if (!account) {
    return (
      <Result
        status="warning"
        title={TEXTS.notFound(acctNo)}
        subTitle={TEXTS.notFoundHint}
        extra={backLink}
      />
    );
  }
  return (
    <>
      <AccountHeader account={account} operations={operations?.(account, refresh)} />
      <LedgerPanel acctNo={account.acctNo} />
    </>
  );
}
