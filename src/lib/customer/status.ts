/**
 * The customer status machine (issue 16 codes): 00 草稿 →(提交审核) 01 待审核 →(审核通过) 02 已生效
 * or →(驳回, reason) 03 已驳回 →(编辑后提交) 01; 02 →(停用, reason) 04 已停用 →(启用, reason) 02.
 * 编辑 is allowed in 00 and 03 only and keeps the status; 删除 only in 00 and removes the record.
 */
import { CUS_STATUS, type CusStatus, isCode } from './codes';
import { CUSTOMER_ACTION_LABELS } from './texts';

export type CustomerAction = keyof typeof CUSTOMER_ACTION_LABELS;

/** The outcome of 删除: no status, the record is gone. */
export const CUSTOMER_REMOVED = 'removed';
export type CustomerOutcome = CusStatus | typeof CUSTOMER_REMOVED;

const { draft, pending, active, rejected, disabled } = CUS_STATUS;

/** Per status, each allowed action and the status it leads to. */
const TRANSITIONS: Readonly<Record<CusStatus, Partial<Record<CustomerAction, CustomerOutcome>>>> = {
  [draft]: { edit: draft, submit: pending, delete: CUSTOMER_REMOVED },
  [pending]: { approve: active, reject: rejected },
  [active]: { disable: disabled },
  [rejected]: { edit: rejected, submit: pending },
  [disabled]: { enable: active },
};

/** Actions whose call carries a reason the user must give. */
const NEEDS_REASON: ReadonlySet<CustomerAction> = new Set(['reject', 'disable', 'enable']);

export interface CustomerActionView {
  action: CustomerAction;
  label: string;
  next: CustomerOutcome;
  needsReason: boolean;
}

/** Button order. */
const ACTION_ORDER: readonly CustomerAction[] = [
  'edit',
  'submit',
  'approve',
  'reject',
  'disable',
  'enable',
  'delete',
];

/** The actions a customer in `status` allows, in button order; none for an unknown status. */
export function customerActions(status: string): CustomerActionView[] {
  if (!isCode(CUS_STATUS, status)) return [];
  const allowed = TRANSITIONS[status];
  return ACTION_ORDER.flatMap((action) => {
    const next = allowed[action];
    if (next === undefined) return [];
    const label = CUSTOMER_ACTION_LABELS[action];
    return [{ action, label, next, needsReason: NEEDS_REASON.has(action) }];
  });
}

/** The status after `action` on a customer in `status`; undefined when the status refuses it. */
export function nextCustomerStatus(
  status: string,
  action: CustomerAction,
): CustomerOutcome | undefined {
  if (!isCode(CUS_STATUS, status)) return undefined;
  return TRANSITIONS[status][action];
}
