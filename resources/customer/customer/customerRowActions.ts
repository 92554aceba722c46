/**
 * The 操作 links of a customer row: the actions its status allows (customerActions, issue 16), each
 * behind its spec 6 button code, and only those the contract has a call for.
 */
import type { CustomerStatusAction } from '../../../providers/customer-api';
import {
  customerActions,
  type CustomerAction,
  type CustomerActionView,
} from '../../../src/lib/customer';

/** The demo user's button codes of the 客户信息 page (cap.yaml auth list). */
export const CUSTOMER_CODES = {
  add: 'cus:add',
  edit: 'cus:edit',
  audit: 'cus:audit',
  export: 'cus:export',
} as const;

const CODE_OF: Record<CustomerAction, string> = {
  edit: CUSTOMER_CODES.edit,
  submit: CUSTOMER_CODES.edit,
  delete: CUSTOMER_CODES.edit,
  approve: CUSTOMER_CODES.audit,
  reject: CUSTOMER_CODES.audit,
  disable: CUSTOMER_CODES.audit,
  enable: CUSTOMER_CODES.audit,
};

/** The CusStatusModify action of each status change (编辑 and 删除 are not status changes). */
const STATUS_ACTION: Partial<Record<CustomerAction, CustomerStatusAction>> = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  disable: 'disable',
  enable: 'enable',
};

export type RowAction =
  | { kind: 'edit'; label: string }
  | { kind: 'status'; label: string; action: CustomerStatusAction; needsReason: boolean };

function rowActionOf(view: CustomerActionView): RowAction | undefined {
  if (view.action === 'edit') return { kind: 'edit', label: view.label };
  const action = STATUS_ACTION[view.action];
  // 删除 has no call in the contract (no CusMastInfo delete), so it is not offered.
  if (action === undefined) return undefined;
  return { kind: 'status', label: view.label, action, needsReason: view.needsReason };
}

/** The row's actions in button order, without those `allowed` refuses. */
export function customerRowActions(
  status: string,
  allowed: (code: string) => boolean,
): RowAction[] {
  return customerActions(status).flatMap((view) => {
    if (!allowed(CODE_OF[view.action])) return [];
    const action = rowActionOf(view);
    return action ? [action] : [];
  });
}
