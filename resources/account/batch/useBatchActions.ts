import type { BatchPay } from '../../../providers/batch-pay-api';
import { batchActions, type BatchViewerAction } from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { currentUsername } from './viewer';

/**
 * The actions the signed-in operator may take on a batch (maker–checker, codes17) and holds the
 * button code of (spec 6). A 00 batch has no submitter yet: its importer is the one to submit it.
 */
export function useBatchActions(): (batch: BatchPay) => Set<BatchViewerAction> {
  const allowed = useAllowed();
  const viewer = currentUsername();
  return (batch) => {
    const record = { status: batch.batchStatus, submitter: batch.submitter ?? batch.createBy };
    const views = batchActions(record, viewer).filter((view) => allowed(view.permission));
    return new Set(views.map((view) => view.action));
  };
}
