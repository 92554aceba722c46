/**
 * Calls of 用户管理 and 在线用户 beyond the list CRUD (spec 7.4; jeecg-contracts §2.2, §2.9):
 * freeze, password reset, the user's roles and departments for the edit form, the account check,
 * the role choices, and the forced logout. Each resolves, never throws: a failure says whether
 * the HTTP layer has shown it already (providers/outcome).
 */
import type { components } from '../src/api/generated/sys';
import type { ExistenceAnswer } from '../src/lib/validators/remoteRules';
import { unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';

export type RoleChoice = Pick<components['schemas']['SysRole'], 'id' | 'roleName'>;

/** jeecg-contracts §2.2 frozenBatch: 1 正常 (unfreeze), 2 冻结 (freeze). */
export const USER_STATUS = { normal: '1', frozen: '2' } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export interface PasswordReset {
  username: string;
  password: string;
  confirmpassword: string;
}

/** A call's outcome with the server's message (shown as JeecgBoot shows it). */
export type Said = { ok: true; message: string } | Failure;

/** checkOnlyUser answers `success: false, message: 用户账号已存在` for a taken account. */
const TAKEN_MARKER = '已存在';

export interface UserAdminApi {
  /** PUT frozenBatch {ids, status}; ids comma-joined. */
  setStatus(ids: readonly string[], status: UserStatus): Promise<Said>;
  /** PUT changePassword (administrator reset, no old password). */
  resetPassword(reset: PasswordReset): Promise<Said>;
  /** GET checkOnlyUser?username=: whether the account is taken. */
  checkUsername(username: string): Promise<ExistenceAnswer>;
  /** Role ids of a user; a user without roles answers 500 未找到用户相关角色信息, i.e. none. */
  userRoleIds(userId: string): Promise<string[]>;
  /** Department ids of a user; none answers success false 查找失败, i.e. none. */
  userDepartIds(userId: string): Promise<string[]>;
  /** GET /sys/role/queryall: the roles a user may get. */
  allRoles(): Promise<RoleChoice[]>;
  /** POST /sys/online/forceLogout {token}. */
  forceLogout(token: string): Promise<Said>;
}

export function createUserAdminApi(http: Pick<Http, 'sys'>): UserAdminApi {
  const said = (reply: { success: boolean; message: string }): Said =>
    reply.success ? { ok: true, message: reply.message } : failed(reply.message);

  return {
    setStatus: (ids, status) =>
      settle(async () =>
        said(
          unwrapSys(
            await http.sys.PUT('/sys/user/frozenBatch', { body: { ids: ids.join(','), status } }),
          ),
        ),
      ),

    resetPassword: (reset) =>
      settle(async () =>
        said(unwrapSys(await http.sys.PUT('/sys/user/changePassword', { body: reset }))),
      ),

    checkUsername: (username) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.GET('/sys/user/checkOnlyUser', { params: { query: { username } } }),
        );
        if (reply.success) return { ok: true as const, exists: false };
        if (reply.message.includes(TAKEN_MARKER)) return { ok: true as const, exists: true };
        return failed(reply.message);
      }),

    async userRoleIds(userId) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/user/queryUserRole', { params: { query: { userid: userId } } }),
      );
      return reply.success ? (reply.result ?? []) : [];
    },

    async userDepartIds(userId) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/user/userDepartList', { params: { query: { userId } } }),
      );
      if (!reply.success) return [];
      return (reply.result ?? []).map((depart) => depart.key);
    },

    async allRoles() {
      const reply = unwrapSys(await http.sys.GET('/sys/role/queryall'));
      if (!reply.success) return [];
      return (reply.result ?? []).map(({ id, roleName }) => ({ id, roleName }));
    },

    forceLogout: (token) =>
      settle(async () =>
        said(unwrapSys(await http.sys.POST('/sys/online/forceLogout', { body: { token } }))),
      ),
  };
}

export const userAdminApi: UserAdminApi = createUserAdminApi(appHttp);
