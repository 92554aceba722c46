import type { TableColumnsType } from 'antd';
import type { Account } from '../../../providers/acct-api';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { formatYuanText } from '../../../src/lib/money';
import { AccountDetailLink } from '../detail/AccountDetailLink';
import { ACCT_STATUS_COLOUR, ACCT_TYPE_COLOUR, DictTag } from './DictTag';
import { ACCOUNT_LABELS as LABELS } from './texts';
import { useDictText } from '../../customer/customer/useDictText';

/** A yuan column: thousands separators and two places (spec 9), right-aligned. */
const amountColumn = (
  title: string,
  dataIndex: 'balance' | 'frozenAmt' | 'availableAmt',
): TableColumnsType<Account>[number] => ({
  title,
  dataIndex,
  align: 'right',
  width: 160,
  render: (yuan: string) => formatYuanText(yuan),
});

/** The columns of 账户管理: codes through their dictionaries as tags, amounts formatted. */
export function useAccountColumns(): TableColumnsType<Account> {
  const channelText = useDictText('cus_channel');
  return [
    {
      title: LABELS.acctNo,
      dataIndex: 'acctNo',
      width: 190,
      render: (acctNo: string) => <AccountDetailLink acctNo={acctNo}>{acctNo}</AccountDetailLink>,
    },
    { title: LABELS.acctName, dataIndex: 'acctName', ellipsis: true },
    {
      title: LABELS.cusName,
      dataIndex: 'cusName',
      ellipsis: true,
      render: (name: string, account) => (
        <span title={account.cusCode}>
          {name}
          <br />
          <small>{account.cusCode}</small>
        </span>
      ),
    },
    {
      title: LABELS.acctType,
      dataIndex: 'acctType',
      width: 110,
      render: (code: string) => (
        <DictTag dictCode={ACCOUNT_DICT.acctType} value={code} colours={ACCT_TYPE_COLOUR} />
      ),
    },
    {
      title: LABELS.acctStatus,
      dataIndex: 'acctStatus',
      width: 110,
      render: (code: string) => (
        <DictTag dictCode={ACCOUNT_DICT.acctStatus} value={code} colours={ACCT_STATUS_COLOUR} />
      ),
    },
    amountColumn(LABELS.balance, 'balance'),
    amountColumn(LABELS.frozenAmt, 'frozenAmt'),
    amountColumn(LABELS.availableAmt, 'availableAmt'),
    {
      title: LABELS.channel,
      dataIndex: 'channelCode',
      width: 110,
      render: (code: string | undefined) => channelText(code),
    },
    { title: LABELS.openDate, dataIndex: 'openDate', width: 120 },
  ];
}
