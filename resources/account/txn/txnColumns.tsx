import { Button, Space, type TableColumnsType } from 'antd';
import type { Txn } from '../../../providers/txn-api';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { ReceiptButton } from './ReceiptButton';
import type { TxnRowAction } from './txnRowActions';
import { TxnStatusTag } from './TxnStatusTag';

/** An amount as spec 9 shows it: separators, two places; nothing for none. */
export const yuanCell = (yuan: string | null | undefined): string =>
  yuan ? formatYuanText(yuan) : '';

/** The columns of a transaction list; 交易流水号 opens the detail. */
export function useTxnColumns({
  actionsOf,
  onAction,
  onDetail,
  extra = [],
}: {
  actionsOf: (txn: Txn) => TxnRowAction[];
  onAction: (txn: Txn, action: TxnRowAction) => void;
  onDetail: (txn: Txn) => void;
  /** Columns after 金额 (退款: 原交易流水号, 可退金额). */
  extra?: TableColumnsType<Txn>;
}): TableColumnsType<Txn> {
  const typeText = useDictText(ACCOUNT_DICT.txnType);
  return [
    {
      title: '交易流水号',
      dataIndex: 'txnNo',
      width: 190,
      render: (txnNo: string, txn) => (
        <Button type="link" size="small" onClick={() => onDetail(txn)}>
          {txnNo}
        </Button>
      ),
    },
    {
      title: '交易类型',
      dataIndex: 'txnType',
      width: 100,
      render: (code: string) => typeText(code),
    },
    { title: '账号', dataIndex: 'acctNo', width: 160 },
    { title: '账户名称', dataIndex: 'acctName', ellipsis: true },
    { title: '金额（元）', dataIndex: 'amount', width: 130, align: 'right', render: yuanCell },
    ...extra,
    { title: '收款方', dataIndex: 'payeeName', width: 160, ellipsis: true },
    {
      title: '交易状态',
      dataIndex: 'txnStatus',
      width: 100,
      render: (status: string) => <TxnStatusTag status={status} />,
    },
    { title: '提交人', dataIndex: 'submitterName', width: 100 },
    { title: '提交时间', dataIndex: 'submitTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_: unknown, txn) => (
        <Space size="small" wrap>
          {actionsOf(txn).map((action) => (
            <Button
              key={action.kind}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(txn, action)}
            >
              {action.label}
            </Button>
          ))}
          <ReceiptButton txnNo={txn.txnNo} status={txn.txnStatus} />
        </Space>
      ),
    },
  ];
}
