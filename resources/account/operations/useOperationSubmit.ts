import { useRef } from 'react';
import type { Txn, TxnOutcome } from '../../../providers/txn-operation-api';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { REQUEST_FAILED } from '../../../src/lib/messages';
import { useDictText } from '../../customer/customer/useDictText';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * Sends one operation and tells the outcome: the created transaction (its txnNo and 待复核: it
 * waits for another operator's audit) and onDone, or the server's text with the dialog kept open
 * on the user's input (spec 7.1). One call at a time: a second submit while one is pending is
 * dropped, whatever the button shows.
 */
export function useOperationSubmit(
  operationLabel: string,
  onDone: (txn: Txn) => void,
): (send: () => Promise<TxnOutcome>) => Promise<boolean> {
  const { message } = useAppFeedback();
  const statusText = useDictText(ACCOUNT_DICT.txnStatus);
  const pending = useRef(false);

  return async (send) => {
    if (pending.current) return false;
    pending.current = true;
    const outcome = await send().finally(() => {
      pending.current = false;
    });
    if (outcome.ok) {
      const { txnNo, txnStatus } = outcome.txn;
      void message.success(TEXTS.submitted(operationLabel, txnNo, statusText(txnStatus)));
      onDone(outcome.txn);
      return true;
    }
    if (!outcome.presented) void message.error(outcome.message || REQUEST_FAILED);
    return false;
  };
}
