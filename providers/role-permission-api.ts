/**
 * Calls of 角色管理 beyond the list (spec 7.4; jeecg-contracts §2.3, §2.4): the role-code check,
 * the authorisation tree and the role's grant, and the data rules a role has on a menu. Reads
 * return the result or reject (the HTTP layer's presented error, or a refusal `ApiError` with the
 * server message of a `success: false` reply); checks and saves resolve with an outcome.
 */
import type { components } from '../src/api/generated/sys';
import type { GrantRequest } from '../src/lib/permissionGrant';
import { splitIds } from '../src/lib/permissionGrant';
import type { ExistenceAnswer } from '../src/lib/validators/remoteRules';
import { LOAD_FAILED } from '../src/lib/messages';
import { requiredResultOf, unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';
import type { Normalised } from './http/types';
import { failed, settle, type Failure } from './outcome';

export type PermissionTreeNode = components['schemas']['PermissionTreeModel'];
export type PermissionTree = components['schemas']['PermissionTreeList'];
export type DataRule = components['schemas']['SysPermissionDataRule'];

/** The data rules of one menu and the ids of those the role has. */
export interface RoleDataRules {
  rules: DataRule[];
  checked: string[];
}

/** A save the server acknowledged, with its message (保存成功！), or why not. */
export type SaveOutcome = { ok: true; message: string } | Failure;

const saved = (reply: Normalised<unknown>): SaveOutcome =>
  reply.success ? { ok: true, message: reply.message } : failed(reply.message);

export interface RolePermissionApi {
  /** GET /sys/role/checkRoleCode: a taken code answers `success: false` (角色编码已存在). */
  checkRoleCode(roleCode: string, id?: string): Promise<ExistenceAnswer>;
  /** Every menu and button, as the tree the role is authorised from, and all their ids. */
  permissionTree(): Promise<PermissionTree>;
  /** Ids of the menus and buttons the role has. */
  rolePermissions(roleId: string): Promise<string[]>;
  saveRolePermissions(request: GrantRequest & { roleId: string }): Promise<SaveOutcome>;
  roleDataRules(permissionId: string, roleId: string): Promise<RoleDataRules>;
  saveRoleDataRules(request: {
    permissionId: string;
    roleId: string;
    dataRuleIds: readonly string[];
  }): Promise<SaveOutcome>;
}

// The role code check answers code 0 either way; only `success` tells.
const ROLE_CODE_TAKEN_MARKER = '已存在';

export function createRolePermissionApi(http: Pick<Http, 'sys'>): RolePermissionApi {
  return {
    checkRoleCode: (roleCode, id) =>
      settle(async () => {
        const reply = unwrapSys(
          await http.sys.GET('/sys/role/checkRoleCode', {
            params: { query: { roleCode, ...(id ? { id } : {}) } },
          }),
        );
        if (reply.success) return { ok: true as const, exists: false };
        if (reply.message.includes(ROLE_CODE_TAKEN_MARKER)) {
          return { ok: true as const, exists: true };
        }
        return failed(reply.message);
      }),

    async permissionTree() {
      return requiredResultOf(
        unwrapSys(await http.sys.GET('/sys/role/queryTreeList')),
        LOAD_FAILED,
      );
    },

    async rolePermissions(roleId) {
      return requiredResultOf(
        unwrapSys(
          await http.sys.GET('/sys/permission/queryRolePermission', {
            params: { query: { roleId } },
          }),
        ),
        LOAD_FAILED,
      );
    },

    saveRolePermissions: (request) =>
      settle(async () =>
        saved(
          unwrapSys(await http.sys.POST('/sys/permission/saveRolePermission', { body: request })),
        ),
      ),

    async roleDataRules(permissionId, roleId) {
      const result = requiredResultOf(
        unwrapSys(
          await http.sys.GET('/sys/role/datarule/{permissionId}/{roleId}', {
            params: { path: { permissionId, roleId } },
          }),
        ),
        LOAD_FAILED,
      );
      return { rules: result.datarule, checked: splitIds(result.drChecked) };
    },

    saveRoleDataRules: ({ permissionId, roleId, dataRuleIds }) =>
      settle(async () =>
        saved(
          unwrapSys(
            await http.sys.POST('/sys/role/datarule', {
              body: { permissionId, roleId, dataRuleIds: dataRuleIds.join(',') },
            }),
          ),
        ),
      ),
  };
}

export const rolePermissionApi: RolePermissionApi = createRolePermissionApi(appHttp);
