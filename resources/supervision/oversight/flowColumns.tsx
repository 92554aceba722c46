import { Typography, type TableColumnsType } from 'antd';
import type { SupFlow } from '../../../providers/supervision-api';
import { ACCOUNT_DICT, TXN_DIRECTION } from '../../../src/lib/account';
import { formatYuanText } from '../../../src/lib/money';
import { SUP_DICT } from '../../../src/lib/supervision';
import { DictTag } from '../../account/account/DictTag';
import { useDictText } from '../../customer/customer/useDictText';
import { FLOW_TEXTS } from './texts';

const TITLES = FLOW_TEXTS.columns;

/** txn_direction → colour: 收入 green, 支出 red. */
const DIRECTION_COLOUR: Readonly<Record<string, string>> = { C: 'green', D: 'red' };

/** The amount with its sign: + for 收入, - for 支出 (spec 9 separators, two places). */
export const signedFlowAmount = (flow: Pick<SupFlow, 'direction' | 'amount'>): string =>
  `${flow.direction === TXN_DIRECTION.credit ? '+' : '-'}${formatYuanText(flow.amount)}`;

export function useFlowColumns(): TableColumnsType<SupFlow> {
  const typeText = useDictText(ACCOUNT_DICT.txnType);
  const channelText = useDictText(SUP_DICT.channel);
  return [
    { title: TITLES.txnTime, dataIndex: 'txnTime', width: 170 },
    { title: TITLES.flowNo, dataIndex: 'flowNo', width: 190 },
    { title: TITLES.acctNo, dataIndex: 'acctNo', width: 170 },
    { title: TITLES.acctName, dataIndex: 'acctName', ellipsis: true },
    {
      title: TITLES.counterparty,
      key: 'counterparty',
      ellipsis: true,
      render: (_: unknown, flow) =>
        [flow.counterpartyName, flow.counterpartyAcctNo].filter(Boolean).join(' / '),
    },
    {
      title: TITLES.direction,
      dataIndex: 'direction',
      width: 80,
      render: (code: string) => (
        <DictTag dictCode={ACCOUNT_DICT.txnDirection} value={code} colours={DIRECTION_COLOUR} />
      ),
    },
    { title: TITLES.txnType, dataIndex: 'txnType', width: 100, render: typeText },
    {
      title: TITLES.amount,
      dataIndex: 'amount',
      align: 'right',
      width: 150,
      render: (_: string, flow) => (
        <Typography.Text type={flow.direction === TXN_DIRECTION.credit ? 'success' : 'danger'}>
          {signedFlowAmount(flow)}
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
    { title: TITLES.channel, dataIndex: 'channel', width: 100, render: channelText },
  ];
}
