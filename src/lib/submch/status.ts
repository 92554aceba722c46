/**
 * The sub-merchant status machine (cap.yaml SubMchStatusModify): 00 待审核 →(启用) 01 已启用
 * →(停用) 02 已停用 →(启用) 01. 03 已驳回 comes from the platform's risk review; editing it sends
 * it back to 00. 编辑 is refused for a disabled sub-merchant (enable it first). 启用 and 停用 both
 * carry a reason the operator must give.
 */
import { SUBMCH_CODES, SUBMCH_STATUS, isSubMchStatus, type SubMchStatus } from './codes';

export const SUBMCH_ACTION_LABELS = { edit: '编辑', enable: '启用', disable: '停用' } as const;
export type SubMchAction = keyof typeof SUBMCH_ACTION_LABELS;
/** The actions that are a SubMchStatusModify call. */
export type SubMchStatusAction = Exclude<SubMchAction, 'edit'>;

const { pending, enabled, disabled, rejected } = SUBMCH_STATUS;

/** Per status, each allowed action and the status it leads to. */
const TRANSITIONS: Readonly<Record<SubMchStatus, Partial<Record<SubMchAction, SubMchStatus>>>> = {
  [pending]: { edit: pending, enable: enabled },
  [enabled]: { edit: enabled, disable: disabled },
  [disabled]: { enable: enabled },
  [rejected]: { edit: pending },
};

const ACTION_ORDER: readonly SubMchAction[] = ['edit', 'enable', 'disable'];

const CODE_OF: Record<SubMchAction, string> = {
  edit: SUBMCH_CODES.edit,
  enable: SUBMCH_CODES.enable,
  disable: SUBMCH_CODES.disable,
};

export interface SubMchActionView {
  action: SubMchAction;
  label: string;
  next: SubMchStatus;
  /** The spec 6 button code that shows it. */
  code: string;
}

/** The actions a sub-merchant in `status` allows, in button order; none for an unknown status. */
export function subMchActions(status: unknown): SubMchActionView[] {
  if (!isSubMchStatus(status)) return [];
  const allowed = TRANSITIONS[status];
  return ACTION_ORDER.flatMap((action) => {
    const next = allowed[action];
    if (next === undefined) return [];
    return [{ action, label: SUBMCH_ACTION_LABELS[action], next, code: CODE_OF[action] }];
  });
}

/** The row's actions without those whose button code the user lacks (spec 6). */
export function allowedSubMchActions(
  status: unknown,
  allowed: (code: string) => boolean,
): SubMchActionView[] {
  return subMchActions(status).filter((view) => allowed(view.code));
}

/** The status after `action`; undefined when the status refuses it. */
export function nextSubMchStatus(status: unknown, action: SubMchAction): SubMchStatus | undefined {
  if (!isSubMchStatus(status)) return undefined;
  return TRANSITIONS[status][action];
}

export const isStatusAction = (action: SubMchAction): action is SubMchStatusAction =>
  action !== 'edit';
