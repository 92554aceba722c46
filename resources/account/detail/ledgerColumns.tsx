import { Typography, type TableColumnsType } from 'antd';
import type { LedgerEntry } from '../../../providers/acct-api';
import { ACCOUNT_DICT, TXN_DIRECTION, TXN_STATUS } from '../../../src/lib/account';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { DictTag } from '../account/DictTag';
import { ReceiptButton } from '../txn/ReceiptButton';
import { LEDGER_TEXTS } from './texts';

const TITLES = LEDGER_TEXTS.columns;

/** txn_direction → colour: 收入 green, 支出 red. */
const DIRECTION_COLOUR: Readonly<Record<string, string>> = { C: 'green', D: 'red' };

/** The amount with its sign: + for 收入, - for 支出 (spec 9 separators, two places). */
export function signedAmount(entry: Pick<LedgerEntry, 'direction' | 'amount'>): string {
  const sign = entry.direction === TXN_DIRECTION.credit ? '+' : '-';
  return `${sign}${formatYuanText(entry.amount)}`;
}

/** The columns of 流水, with each line's 电子回单. */
export function useLedgerColumns(): TableColumnsType<LedgerEntry> {
  const typeText = useDictText(ACCOUNT_DICT.txnType);
  return [
    { title: TITLES.txnTime, dataIndex: 'txnTime', width: 170 },
    {
      title: TITLES.txnType,
      dataIndex: 'txnType',
      width: 100,
      render: (code: string) => typeText(code),
    },
    {
      title: TITLES.direction,
      dataIndex: 'direction',
      width: 80,
      render: (code: string) => (
        <DictTag dictCode={ACCOUNT_DICT.txnDirection} value={code} colours={DIRECTION_COLOUR} />
      ),
    },
    {
      title: TITLES.amount,
      dataIndex: 'amount',
      align: 'right',
      width: 150,
      render: (_: string, entry) => (
        <Typography.Text type={entry.direction === TXN_DIRECTION.credit ? 'success' : 'danger'}>
          {signedAmount(entry)}
        </Typography.Text>
      ),
    },
    {
      title: TITLES.balanceAfter,
      dataIndex: 'balanceAfter',
      align: 'right',
      width: 160,
      render: (yuan: string) => formatYuanText(yuan),
    },
    {
      title: TITLES.counterparty,
      key: 'counterparty',
      ellipsis: true,
      render: (_: unknown, entry) =>
        [entry.counterpartyName, entry.counterpartyAcctNo].filter(Boolean).join(' / '),
    },
    { title: TITLES.txnNo, dataIndex: 'txnNo', width: 200 },
    { title: TITLES.remark, dataIndex: 'remark', ellipsis: true },
    {
      title: TITLES.receipt,
      key: 'receipt',
      width: 90,
      // A ledger line is written when its transaction succeeds, so its receipt exists (02 成功).
      render: (_: unknown, entry) => (
        <ReceiptButton txnNo={entry.txnNo} status={TXN_STATUS.succeeded} />
      ),
    },
  ];
}
