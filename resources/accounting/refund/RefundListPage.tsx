import { Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { RefundFilters, Txn } from '../../../providers/txn-api';
import { ACCOUNT_BUTTON } from '../../../src/lib/account';
import { RejectTxnDialog } from '../../account/txn/RejectTxnDialog';
import { TxnDetailDrawer } from '../../account/txn/TxnDetailDrawer';
import { useTxnApi } from '../../account/txn/txnApiContext';
import { useTxnColumns, yuanCell } from '../../account/txn/txnColumns';
import { txnRowActions, type TxnRowAction } from '../../account/txn/txnRowActions';
import { useCurrentUsername } from '../../account/txn/useCurrentUsername';
import { useTxnAudit } from '../../account/txn/useTxnAudit';
import { useTxnList } from '../../account/txn/useTxnList';
import { useAllowed } from '../../kit/useAllowed';
import { RefundDialog } from './RefundDialog';
import { RefundSearchForm } from './RefundSearchForm';
import { REFUND_TEXTS as TEXTS } from './texts';

const REFUND_COLUMNS: TableColumnsType<Txn> = [
  { title: '原交易流水号', dataIndex: 'origTxnNo', width: 190 },
  {
    title: '可退金额（元）',
    dataIndex: 'refundableAmt',
    width: 130,
    align: 'right',
    render: yuanCell,
  },
];

/**
 * 退款 (issue 17): the refund transactions (RefundInquiry) with their audit and 电子回单, and
 * 新建退款 from an original transaction found by its number (acct:refund).
 */
export function RefundListPage() {
  const api = useTxnApi();
  const allowed = useAllowed();
  const viewer = useCurrentUsername();
  const list = useTxnList<RefundFilters>('refunds', {}, api.refunds);
  const audit = useTxnAudit(list.refresh);
  const [detail, setDetail] = useState<Txn>();
  const [adding, setAdding] = useState(false);

  const onAction = (txn: Txn, action: TxnRowAction) => {
    if (action.kind === 'pass') audit.pass(txn, action.label);
    else if (action.kind === 'cancel') audit.cancel(txn, action.label);
    else if (action.kind === 'reject') audit.startReject(txn);
  };
  const columns = useTxnColumns({
    actionsOf: (txn) => txnRowActions(txn, viewer, allowed, { withRefund: false }),
    onAction,
    onDetail: setDetail,
    extra: REFUND_COLUMNS,
  });

  return (
    <Card title={TEXTS.title}>
      <RefundSearchForm onSearch={list.search} />
      {allowed(ACCOUNT_BUTTON.refund) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setAdding(true)}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<Txn>
        rowKey="txnNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <TxnDetailDrawer txn={detail} onClose={() => setDetail(undefined)} />
      <RejectTxnDialog txn={audit.rejecting} onClose={audit.closeReject} onReject={audit.reject} />
      <RefundDialog open={adding} onClose={() => setAdding(false)} onDone={list.refresh} />
    </Card>
  );
}
