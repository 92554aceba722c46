/**
 * Enable / disable of agents and suppliers (AgentStatusModify, SupplierStatusModify): 01 启用
 * →(停用, reason) 02 停用 →(启用, reason) 01. The reason is required either way.
 */
import { AGT_STATUS, isCode } from './codes';
import { STATUS_ACTION_LABELS } from './texts';

export type StatusAction = keyof typeof STATUS_ACTION_LABELS;

const NEXT: Readonly<Record<string, StatusAction>> = {
  [AGT_STATUS.enabled]: 'disable',
  [AGT_STATUS.disabled]: 'enable',
};

const AFTER: Readonly<Record<StatusAction, string>> = {
  enable: AGT_STATUS.enabled,
  disable: AGT_STATUS.disabled,
};

export interface StatusActionView {
  action: StatusAction;
  label: string;
  /** The status the action leads to. */
  next: string;
}

/** The status action a record in `status` allows; none for an unknown status. */
export function statusAction(status: string): StatusActionView | undefined {
  if (!isCode(AGT_STATUS, status)) return undefined;
  const action = NEXT[status];
  if (action === undefined) return undefined;
  return { action, label: STATUS_ACTION_LABELS[action], next: AFTER[action] };
}
