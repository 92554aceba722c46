/**
 * The calls of 用户管理 (issue 19 G; cap.yaml /cap/auth/v1/User*): the user list, the groups a user
 * may be given, create / edit, enable / disable with a reason and the administrator's password
 * reset. The new password is AES-encrypted here like the login password (spec 5.2, 7.2), so no
 * component handles cipher text. Writes resolve with an outcome carrying the server's text (spec
 * 7.1: replyText and errorMsg), never reject.
 */
import type { components } from '../src/api/generated/cap';
import { getConfig } from '../src/lib/config';
import { encryptCredential } from '../src/lib/crypto';
import {
  readCapList,
  type CapFiltersOf,
  type CapListPage,
  type CapRowOf,
  type ServicePost,
} from './cap-list';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const AUTH_USER_PATHS = {
  inquiry: '/cap/auth/v1/UserInquiry',
  groupInquiry: '/cap/auth/v1/UserGroupInquiry',
  addition: '/cap/auth/v1/UserAddtion',
  updating: '/cap/auth/v1/UserUpdating',
  statusModify: '/cap/auth/v1/UserStatusModify',
  passwordReset: '/cap/auth/v1/UserPasswordReset',
} as const;

export type AuthUser = CapRowOf<typeof AUTH_USER_PATHS.inquiry>;
export type AuthUserFilters = CapFiltersOf<typeof AUTH_USER_PATHS.inquiry>;
export type AuthUserGroup = CapRowOf<typeof AUTH_USER_PATHS.groupInquiry>;
export type AuthUserFields = Schemas['CapAuthUserFields'];
export type AuthUserStatusAction = Schemas['CapAuthUserStatusAction'];

/** The server's text on success (新增成功 …, 停用成功), for the page's message. */
export type AuthUserOutcome = { ok: true; message: string } | Failure;

export interface AuthUserApi {
  /** One page of users; rejects on failure (the list shows it once). */
  users(filters: AuthUserFilters, page: ServicePage): Promise<CapListPage<AuthUser>>;
  /** Every group the administrator may give a user; rejects on failure. */
  groups(): Promise<AuthUserGroup[]>;
  addUser(userName: string, fields: AuthUserFields): Promise<AuthUserOutcome>;
  updateUser(userId: string, fields: AuthUserFields): Promise<AuthUserOutcome>;
  changeStatus(
    userId: string,
    action: AuthUserStatusAction,
    reason: string,
  ): Promise<AuthUserOutcome>;
  /** `password` in plain text: it leaves encrypted. */
  resetPassword(userId: string, password: string): Promise<AuthUserOutcome>;
}

/** The form's group choices come in one reply. */
const ALL_GROUPS: ServicePage = { pageNum: 1, pageSize: 100 };

export function createAuthUserApi(post: ServicePost, loginAesKey: string): AuthUserApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<AuthUserOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    users: (filters, page) => readCapList(post, AUTH_USER_PATHS.inquiry, filters, page),
    groups: async () =>
      (await readCapList(post, AUTH_USER_PATHS.groupInquiry, {}, ALL_GROUPS)).rows,
    addUser: (userName, fields) => send(AUTH_USER_PATHS.addition, { ...fields, userName }),
    updateUser: (userId, fields) => send(AUTH_USER_PATHS.updating, { ...fields, userId }),
    changeStatus: (userId, action, reason) =>
      send(AUTH_USER_PATHS.statusModify, { userId, action, reason }),
    resetPassword: (userId, password) =>
      send(AUTH_USER_PATHS.passwordReset, {
        userId,
        pswNew: encryptCredential(password, loginAesKey),
      }),
  };
}

/** The app-wide user administration calls over the shared HTTP instance. */
export const authUserApi: AuthUserApi = createAuthUserApi(
  appHttp.servicePost,
  getConfig().loginAesKey,
);
