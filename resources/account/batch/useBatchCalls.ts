import { useState } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { useFeedback } from '../../kit/useFeedback';
import { useBatchPayApi } from './batchApiContext';
import { BATCH_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 通过 / 驳回 / 撤销 of a batch: confirmed first (通过, 撤销), one call at a time, the server's
 * text shown either way (a selfAudit or alreadyAudited refusal included), `done` on success.
 */
export function useBatchCalls(done: (batch: BatchPay | undefined) => void) {
  const api = useBatchPayApi();
  const feedback = useFeedback();
  const { modal } = useAppFeedback();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => ReturnType<typeof api.pass>): Promise<boolean> => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    feedback.outcome(outcome);
    if (outcome.ok) done(outcome.batch);
    return outcome.ok;
  };

  const confirmed = (title: string, call: () => ReturnType<typeof api.pass>) => {
    modal.confirm({
      title,
      okText: '确定',
      cancelText: '取消',
      onOk: () => run(call),
    });
  };

  return {
    busy,
    pass: (batch: BatchPay) =>
      confirmed(TEXTS.passConfirm(batch.batchNo), () => api.pass(batch.batchNo)),
    cancel: (batch: BatchPay) =>
      confirmed(TEXTS.cancelConfirm(batch.batchNo), () => api.cancel(batch.batchNo)),
    reject: (batch: BatchPay, reason: string) => run(() => api.reject(batch.batchNo, reason)),
  };
}
