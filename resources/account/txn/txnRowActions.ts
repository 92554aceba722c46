/**
 * The 操作 buttons of a transaction row: the maker–checker actions the viewer may take
 * (txnActions: 复核通过 / 驳回 for another operator, 撤销 for the submitter), each behind its spec 6
 * code, and 退款 on a refundable transaction behind acct:refund. 电子回单 is its own button.
 */
import type { Txn } from '../../../providers/txn-api';
import { ACCOUNT_BUTTON, ACCOUNT_OPERATION_LABELS, txnActions } from '../../../src/lib/account';
import { isRefundable } from '../../accounting/refund/refundable';

export type TxnRowAction =
  | { kind: 'pass'; label: string }
  | { kind: 'reject'; label: string }
  | { kind: 'cancel'; label: string }
  | { kind: 'refund'; label: string };

export function txnRowActions(
  txn: Txn,
  viewer: string | undefined,
  allowed: (code: string | undefined) => boolean,
  { withRefund }: { withRefund: boolean },
): TxnRowAction[] {
  const audit = txnActions({ status: txn.txnStatus, submitter: txn.submitter }, viewer).flatMap(
    (view): TxnRowAction[] => {
      if (view.action === 'receipt' || !allowed(view.permission)) return [];
      return [{ kind: view.action, label: view.label }];
    },
  );
  const refund: TxnRowAction[] =
    withRefund && isRefundable(txn) && allowed(ACCOUNT_BUTTON.refund)
      ? [{ kind: 'refund', label: ACCOUNT_OPERATION_LABELS.refund }]
      : [];
  return [...audit, ...refund];
}
