/**
 * The user form's values and the fields they are saved as (UserAddtion / UserUpdating), and the
 * search form's filters (UserInquiry). Types are structural: src/lib knows no generated client.
 */
import { AUTH_USER_STATUS, isCode, type AuthUserStatus } from './codes';

export interface UserFormValues {
  userName?: string;
  realName?: string;
  mobile?: string;
  certNo?: string | null;
  email?: string | null;
  groupIds?: string[];
  remark?: string | null;
}

export interface UserFieldsOut {
  realName: string;
  mobile: string;
  certNo: string | null;
  email: string | null;
  groupIds: string[];
  remark: string | null;
}

const trimmed = (value: string | null | undefined): string => value?.trim() ?? '';
const optional = (value: string | null | undefined): string | null => trimmed(value) || null;

/** The saved fields of validated values; undefined when a required one is missing. */
export function userFieldsOf(values: UserFormValues): UserFieldsOut | undefined {
  const realName = trimmed(values.realName);
  const mobile = trimmed(values.mobile);
  const groupIds = values.groupIds ?? [];
  if (!realName || !mobile || groupIds.length === 0) return undefined;
  const certNo = optional(values.certNo);
  return {
    realName,
    mobile,
    // Identity cards end in an upper-case X; a masked value goes back exactly as it came.
    certNo: certNo && !certNo.includes('*') ? certNo.toUpperCase() : certNo,
    email: optional(values.email),
    groupIds,
    remark: optional(values.remark),
  };
}

export interface UserSearchValues {
  userName?: string;
  realName?: string;
  mobile?: string;
  status?: string;
  groupId?: string;
}

export interface UserSearchFilters {
  userName?: string;
  realName?: string;
  mobile?: string;
  status?: AuthUserStatus;
  groupId?: string;
}

/** The filters of a search: the filled ones only, a status only when it is a code. */
export function userSearchFilters(values: UserSearchValues): UserSearchFilters {
  const userName = trimmed(values.userName);
  const realName = trimmed(values.realName);
  const mobile = trimmed(values.mobile);
  const { status, groupId } = values;
  return {
    ...(userName ? { userName } : {}),
    ...(realName ? { realName } : {}),
    ...(mobile ? { mobile } : {}),
    ...(isCode(AUTH_USER_STATUS, status) ? { status } : {}),
    ...(groupId ? { groupId } : {}),
  };
}
