/**
 * The code sets of 用户管理 (issue 19 G; dictionary values, strings). Labels come from the
 * dictionaries at run time; the pure rules here branch on the codes only.
 */
import { isCode } from '../customer/codes';

export { isCode };

type CodeOf<T> = T[keyof T];

/** The dictionary codes themselves, for the page's tags and selects. */
export const AUTH_USER_DICT = { status: 'auth_user_status' } as const;

/** auth_user_status: 01 已启用, 02 已停用, 03 已锁定 (too many wrong passwords) */
export const AUTH_USER_STATUS = { enabled: '01', disabled: '02', locked: '03' } as const;
export type AuthUserStatus = CodeOf<typeof AUTH_USER_STATUS>;

/** The button codes of spec 6 (both auth lists of the mock). */
export const AUTH_USER_BUTTON = {
  add: 'authUser:add',
  edit: 'authUser:edit',
  status: 'authUser:status',
  resetPassword: 'authUser:resetPwd',
} as const;
export type AuthUserButton = CodeOf<typeof AUTH_USER_BUTTON>;
