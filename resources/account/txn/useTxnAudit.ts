import { useState } from 'react';
import type { Txn, TxnOutcome } from '../../../providers/txn-api';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { TXN_TEXTS as TEXTS } from './texts';
import { useTxnApi } from './txnApiContext';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 复核通过, 驳回 and 撤销 of a transaction: pass and cancel after a confirmation (its OK button
 * loading while the call is out, so it is sent once), reject through the reason dialog. Each
 * shows the server's text (selfAudit E4003, alreadyAudited E4004 … spec 7.1) and refreshes the
 * list on success.
 */
export function useTxnAudit(onChanged: () => void) {
  const api = useTxnApi();
  const { message, modal } = useAppFeedback();
  const [rejecting, setRejecting] = useState<Txn>();

  const report = (outcome: TxnOutcome): boolean => {
    if (!outcome.ok) {
      if (!outcome.presented) void message.warning(outcome.message);
      return false;
    }
    void message.success(outcome.message || OPERATION_SUCCEEDED);
    onChanged();
    return true;
  };

  const confirm = (title: string, content: string, send: () => Promise<TxnOutcome>) => {
    modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        report(await send());
      },
    });
  };

  return {
    rejecting,
    pass: (txn: Txn, label: string) =>
      confirm(label, TEXTS.passConfirm(txn.txnNo), () => api.pass({ txnNo: txn.txnNo })),
    cancel: (txn: Txn, label: string) =>
      confirm(label, TEXTS.cancelConfirm(txn.txnNo), () => api.cancel(txn.txnNo)),
    startReject: (txn: Txn) => setRejecting(txn),
    closeReject: () => setRejecting(undefined),
    reject: async (txn: Txn, auditRemark: string) =>
      report(await api.reject({ txnNo: txn.txnNo, auditRemark })),
  };
}
