/**
 * The status machines of issue 17 (codes17) and the actions each status offers a viewer:
 * transactions (every money movement, 冻结/解冻 and 调增/调减 included), batches, adjustments and
 * invoices. Maker–checker: another operator passes or rejects (reason required), only the
 * submitter cancels while pending, and the submitter never audits their own submission (the
 * server refuses it with E4003 selfAudit; the console does not offer it).
 */
import {
  ACCOUNT_BUTTON,
  ADJUST_STATUS,
  type AdjustStatus,
  BATCH_ITEM_STATUS,
  BATCH_STATUS,
  type BatchStatus,
  INVOICE_STATUS,
  type InvoiceStatus,
  TXN_STATUS,
  type TxnStatus,
} from './codes';
import {
  ADJUST_ACTION_LABELS,
  BATCH_ACTION_LABELS,
  INVOICE_ACTION_LABELS,
  TXN_ACTION_LABELS,
} from './texts';
import {
  type ActionView,
  actionsFor,
  type AuditedRecord,
  type Machine,
  nextStatusIn,
} from './workflow';

type Viewer = string | null | undefined;

// ——— Transactions: 00 →(pass) 01 → 02 | 03; 00 →(reject) 04; 00 →(cancel) 05; receipt of 02.

export type TxnViewerAction = keyof typeof TXN_ACTION_LABELS;
/** Outcomes of processing, reported by the channel. */
export type TxnSystemAction = 'succeed' | 'fail';
export type TxnAction = TxnViewerAction | TxnSystemAction;

const T = TXN_STATUS;
const TXN_MACHINE: Machine<TxnStatus, TxnAction> = {
  pass: {
    from: T.pending,
    to: T.processing,
    actor: 'otherThanSubmitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.txnAudit,
  },
  reject: {
    from: T.pending,
    to: T.rejected,
    actor: 'otherThanSubmitter',
    needsReason: true,
    permission: ACCOUNT_BUTTON.txnAudit,
  },
  cancel: {
    from: T.pending,
    to: T.cancelled,
    actor: 'submitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.txnCancel,
  },
  // The receipt does not move the transaction: it stays 02.
  receipt: { from: T.succeeded, to: T.succeeded, actor: 'anyone', needsReason: false },
  succeed: { from: T.processing, to: T.succeeded, actor: 'system', needsReason: false },
  fail: { from: T.processing, to: T.failed, actor: 'system', needsReason: true },
};
const TXN_ORDER: readonly TxnViewerAction[] = ['pass', 'reject', 'cancel', 'receipt'];

/** The actions `viewer` (a username) may take on a transaction, in button order. */
export function txnActions(
  txn: AuditedRecord,
  viewer: Viewer,
): ActionView<TxnStatus, TxnViewerAction>[] {
  return actionsFor(TXN_MACHINE, TXN_ACTION_LABELS, TXN_ORDER, txn, viewer);
}

/** The transaction status after `action`; undefined when `status` refuses it. */
export function nextTxnStatus(status: string | null | undefined, action: TxnAction) {
  return nextStatusIn(TXN_MACHINE, status, action);
}

// ——— Batches: 00 →(submit) 01 →(pass) 02 → 03 | 04; 01 →(reject) 05; 01 →(cancel) 06.

export type BatchViewerAction = keyof typeof BATCH_ACTION_LABELS;
export type BatchSystemAction = 'complete' | 'completePartly';
export type BatchAction = BatchViewerAction | BatchSystemAction;

const B = BATCH_STATUS;
const BATCH_MACHINE: Machine<BatchStatus, BatchAction> = {
  // 00 is the importer's draft: only they fix rows in place and submit it.
  edit: {
    from: B.toSubmit,
    to: B.toSubmit,
    actor: 'submitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.batchPay,
  },
  submit: {
    from: B.toSubmit,
    to: B.pending,
    actor: 'submitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.batchPay,
  },
  pass: {
    from: B.pending,
    to: B.processing,
    actor: 'otherThanSubmitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.batchAudit,
  },
  reject: {
    from: B.pending,
    to: B.rejected,
    actor: 'otherThanSubmitter',
    needsReason: true,
    permission: ACCOUNT_BUTTON.batchAudit,
  },
  cancel: {
    from: B.pending,
    to: B.cancelled,
    actor: 'submitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.batchPay,
  },
  complete: { from: B.processing, to: B.completed, actor: 'system', needsReason: false },
  completePartly: {
    from: B.processing,
    to: B.partlySucceeded,
    actor: 'system',
    needsReason: false,
  },
};
const BATCH_ORDER: readonly BatchViewerAction[] = ['edit', 'submit', 'pass', 'reject', 'cancel'];

export function batchActions(
  batch: AuditedRecord,
  viewer: Viewer,
): ActionView<BatchStatus, BatchViewerAction>[] {
  return actionsFor(BATCH_MACHINE, BATCH_ACTION_LABELS, BATCH_ORDER, batch, viewer);
}

export function nextBatchStatus(status: string | null | undefined, action: BatchAction) {
  return nextStatusIn(BATCH_MACHINE, status, action);
}

/**
 * The status a processed batch ends in, from its items' statuses: undefined while any item is
 * still 0 待处理 (or unknown), 03 已完成 when no item failed, 04 部分成功 when any failed.
 * codes17 has no "all failed" status; such a batch is 04 with every item showing its reason.
 */
export function batchOutcome(itemStatuses: Iterable<string>): BatchStatus | undefined {
  let anyFailed = false;
  let anyItem = false;
  for (const status of itemStatuses) {
    anyItem = true;
    if (status === BATCH_ITEM_STATUS.failed) anyFailed = true;
    else if (status !== BATCH_ITEM_STATUS.succeeded) return undefined;
  }
  if (!anyItem) return undefined;
  return anyFailed ? B.partlySucceeded : B.completed;
}

// ——— Adjustments (调账): 00 →(pass) 02 已生效; 00 →(reject) 04; 00 →(cancel) 05.

export type AdjustAction = keyof typeof ADJUST_ACTION_LABELS;

const A = ADJUST_STATUS;
const ADJUST_MACHINE: Machine<AdjustStatus, AdjustAction> = {
  pass: {
    from: A.pending,
    to: A.effective,
    actor: 'otherThanSubmitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.adjustAudit,
  },
  reject: {
    from: A.pending,
    to: A.rejected,
    actor: 'otherThanSubmitter',
    needsReason: true,
    permission: ACCOUNT_BUTTON.adjustAudit,
  },
  // codes17 names no cancel button for adjustments: the maker's own button stands for it.
  cancel: {
    from: A.pending,
    to: A.cancelled,
    actor: 'submitter',
    needsReason: false,
    permission: ACCOUNT_BUTTON.adjustAdd,
  },
};
const ADJUST_ORDER: readonly AdjustAction[] = ['pass', 'reject', 'cancel'];

export function adjustActions(
  adjustment: AuditedRecord,
  viewer: Viewer,
): ActionView<AdjustStatus, AdjustAction>[] {
  return actionsFor(ADJUST_MACHINE, ADJUST_ACTION_LABELS, ADJUST_ORDER, adjustment, viewer);
}

export function nextAdjustStatus(status: string | null | undefined, action: AdjustAction) {
  return nextStatusIn(ADJUST_MACHINE, status, action);
}

// ——— Invoices: 0 →(make: invoiceNo, invoiceCode, pdf) 1 →(void, reason) 2. No maker–checker.

export type InvoiceAction = keyof typeof INVOICE_ACTION_LABELS;

const I = INVOICE_STATUS;
const INVOICE_MACHINE: Machine<InvoiceStatus, InvoiceAction> = {
  make: {
    from: I.toMake,
    to: I.made,
    actor: 'anyone',
    needsReason: false,
    permission: ACCOUNT_BUTTON.invoiceMake,
  },
  void: {
    from: I.made,
    to: I.voided,
    actor: 'anyone',
    needsReason: true,
    permission: ACCOUNT_BUTTON.invoiceVoid,
  },
};
const INVOICE_ORDER: readonly InvoiceAction[] = ['make', 'void'];

export function invoiceActions(
  invoice: Pick<AuditedRecord, 'status'>,
): ActionView<InvoiceStatus, InvoiceAction>[] {
  return actionsFor(INVOICE_MACHINE, INVOICE_ACTION_LABELS, INVOICE_ORDER, invoice, undefined);
}

export function nextInvoiceStatus(status: string | null | undefined, action: InvoiceAction) {
  return nextStatusIn(INVOICE_MACHINE, status, action);
}
