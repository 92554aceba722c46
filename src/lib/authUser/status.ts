/**
 * Enable / disable of console users (UserStatusModify): 01 已启用 →(停用) 02 已停用 →(启用) 01;
 * 03 已锁定 may be enabled (unlocked) or disabled. The reason is required either way.
 */
import { AUTH_USER_STATUS, isCode, type AuthUserStatus } from './codes';
import { USER_STATUS_ACTION_LABELS } from './texts';

export type UserStatusAction = keyof typeof USER_STATUS_ACTION_LABELS;

const ACTIONS: Readonly<Record<AuthUserStatus, readonly UserStatusAction[]>> = {
  [AUTH_USER_STATUS.enabled]: ['disable'],
  [AUTH_USER_STATUS.disabled]: ['enable'],
  [AUTH_USER_STATUS.locked]: ['enable', 'disable'],
};

const AFTER: Readonly<Record<UserStatusAction, AuthUserStatus>> = {
  enable: AUTH_USER_STATUS.enabled,
  disable: AUTH_USER_STATUS.disabled,
};

export interface UserStatusActionView {
  action: UserStatusAction;
  label: string;
  /** The status the action leads to. */
  next: AuthUserStatus;
}

/** The status actions a user in `status` allows, in menu order; none for an unknown status. */
export function userStatusActions(status: string): UserStatusActionView[] {
  if (!isCode(AUTH_USER_STATUS, status)) return [];
  return ACTIONS[status].map((action) => ({
    action,
    label: USER_STATUS_ACTION_LABELS[action],
    next: AFTER[action],
  }));
}

/** A disabled user can be neither edited nor given a new password (UserUpdating, UserPasswordReset). */
export const isUserActive = (status: string): boolean => status !== AUTH_USER_STATUS.disabled;
