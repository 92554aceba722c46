import { Card, Table } from 'antd';
import { useState } from 'react';
import type { Txn, TxnFilters } from '../../../providers/txn-api';
import { TXN_STATUS, type TxnStatus } from '../../../src/lib/account';
import { RefundDialog } from '../../accounting/refund/RefundDialog';
import { useAllowed } from '../../kit/useAllowed';
import { RejectTxnDialog } from './RejectTxnDialog';
import { TxnDetailDrawer } from './TxnDetailDrawer';
import { TxnSearchForm } from './TxnSearchForm';
import { useTxnApi } from './txnApiContext';
import { useTxnColumns } from './txnColumns';
import { txnRowActions, type TxnRowAction } from './txnRowActions';
import { txnFilters, type TxnSearchValues } from './txnSearch';
import { useCurrentUsername } from './useCurrentUsername';
import { useTxnAudit } from './useTxnAudit';
import { useTxnList } from './useTxnList';

export interface TxnListPageProps {
  title: string;
  /** Filters every search keeps (转账: txnType 03). */
  fixed?: TxnFilters;
  /** The status shown at first (交易复核: 00 待复核). */
  initialStatus?: TxnStatus;
  /** A link's filters (issue 18 item 4): the list starts with them instead of initialStatus. */
  linked?: TxnSearchValues;
}

/**
 * A transaction list (issue 17): search, status tags, amounts, the maker–checker actions the
 * signed-in operator may take, 退款 of a successful transaction (when not filtered to pending),
 * 电子回单 and the detail.
 */
export function TxnListPage({ title, fixed = {}, initialStatus, linked }: TxnListPageProps) {
  const api = useTxnApi();
  const allowed = useAllowed();
  const viewer = useCurrentUsername();
  const initial: TxnFilters = linked
    ? { ...txnFilters(linked), ...fixed }
    : { ...fixed, txnStatus: initialStatus };
  const list = useTxnList<TxnFilters>(`list-${title}`, initial, api.list);
  const audit = useTxnAudit(list.refresh);
  const [detail, setDetail] = useState<Txn>();
  const [refunding, setRefunding] = useState<Txn>();
  const withRefund = list.filters.txnStatus !== TXN_STATUS.pending;

  const onAction = (txn: Txn, action: TxnRowAction) => {
    if (action.kind === 'pass') audit.pass(txn, action.label);
    else if (action.kind === 'cancel') audit.cancel(txn, action.label);
    else if (action.kind === 'reject') audit.startReject(txn);
    else setRefunding(txn);
  };
  const columns = useTxnColumns({
    actionsOf: (txn) => txnRowActions(txn, viewer, allowed, { withRefund }),
    onAction,
    onDetail: setDetail,
  });

  return (
    <Card title={title}>
      <TxnSearchForm
        initialStatus={initialStatus}
        linked={linked}
        withType={fixed.txnType === undefined}
        onSearch={(filters) => list.search({ ...filters, ...fixed })}
      />
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
      <RefundDialog
        open={refunding !== undefined}
        original={refunding}
        onClose={() => setRefunding(undefined)}
        onDone={list.refresh}
      />
    </Card>
  );
}
