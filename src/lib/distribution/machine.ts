/**
 * The distribution's status machine (issue 18 B): 00 待审核 →(pass) 01 处理中 → 02 成功 | 03 部分成功 |
 * 04 失败; 00 →(reject, reason) 05 已驳回; 00 →(cancel, the submitter) 06 已撤销. Maker–checker as
 * in issue 17 (the shared machinery of src/lib/account/workflow.ts): another operator audits, the
 * submitter never sees pass or reject on their own (the server refuses it with E4003 selfAudit).
 */
import {
  type ActionView,
  actionsFor,
  type AuditedRecord,
  type Machine,
  nextStatusIn,
} from '../account/workflow';
import { DIST_BUTTON, DIST_STATUS, type DistStatus } from './codes';
import { DIST_ACTION_LABELS } from './texts';

export type DistViewerAction = keyof typeof DIST_ACTION_LABELS;
/** Outcomes of processing, reported by the booking of the items. */
export type DistSystemAction = 'succeed' | 'succeedPartly' | 'fail';
export type DistAction = DistViewerAction | DistSystemAction;

const S = DIST_STATUS;
const DIST_MACHINE: Machine<DistStatus, DistAction> = {
  pass: {
    from: S.pending,
    to: S.processing,
    actor: 'otherThanSubmitter',
    needsReason: false,
    permission: DIST_BUTTON.audit,
  },
  reject: {
    from: S.pending,
    to: S.rejected,
    actor: 'otherThanSubmitter',
    needsReason: true,
    permission: DIST_BUTTON.audit,
  },
  cancel: {
    from: S.pending,
    to: S.cancelled,
    actor: 'submitter',
    needsReason: false,
    permission: DIST_BUTTON.cancel,
  },
  succeed: { from: S.processing, to: S.succeeded, actor: 'system', needsReason: false },
  succeedPartly: { from: S.processing, to: S.partlySucceeded, actor: 'system', needsReason: false },
  fail: { from: S.processing, to: S.failed, actor: 'system', needsReason: false },
};
const ORDER: readonly DistViewerAction[] = ['pass', 'reject', 'cancel'];

/** The actions `viewer` (a username) may take on a distribution, in button order. */
export function distActions(
  distribution: AuditedRecord,
  viewer: string | null | undefined,
): ActionView<DistStatus, DistViewerAction>[] {
  return actionsFor(DIST_MACHINE, DIST_ACTION_LABELS, ORDER, distribution, viewer);
}

/** The status after `action`; undefined when `status` refuses it. */
export function nextDistStatus(status: string | null | undefined, action: DistAction) {
  return nextStatusIn(DIST_MACHINE, status, action);
}
