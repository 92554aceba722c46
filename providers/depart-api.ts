/**
 * Calls of 部门管理 beyond the data provider's add/edit/delete (spec 7.4; jeecg-contracts §2.2,
 * §2.4, §2.5): the name search, the department's grant, its roles' grants and its users. Reads
 * return the result or reject (the HTTP layer's presented error, or a refusal `ApiError` with the
 * server message of a `success: false` reply); saves resolve with an outcome.
 */
import type { components } from '../src/api/generated/sys';
import { LOAD_FAILED } from '../src/lib/messages';
import { resultOf, unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';
import type { Normalised } from './http/types';
import { failed, settle, type Failure } from './outcome';

export type DepartTreeRecord = components['schemas']['SysDepartTreeModel'];
export type PermissionTreeNode = components['schemas']['PermissionTreeModel'];
export type PermissionTree = components['schemas']['PermissionTreeList'];

/** What a grant save sends: the checked ids and those checked before (the server diffs). */
export interface GrantIds {
  permissionIds: string;
  lastpermissionIds: string;
}

/** A call the server acknowledged, with its message, or why not. */
export type DepartOutcome = { ok: true; message: string } | Failure;

const outcomeOf = (reply: Normalised<unknown>): DepartOutcome =>
  reply.success ? { ok: true, message: reply.message } : failed(reply.message);

export interface DepartApi {
  /**
   * Departments whose name holds the keyword, flat; no match rejects with 未查询匹配数据！.
   * `mine`: only among the departments the user heads (我的部门, myDeptSearch).
   */
  searchDeparts(keyWord: string, mine?: boolean): Promise<DepartTreeRecord[]>;
  /** The tree of the departments the user heads; null for a user who heads none (message "1"). */
  myDepartTree(): Promise<DepartTreeRecord[] | null>;
  /** Every menu and button a department can be granted (the role authorisation tree). */
  permissionTree(): Promise<PermissionTree>;
  departPermissions(departId: string): Promise<string[]>;
  saveDepartPermissions(request: GrantIds & { departId: string }): Promise<DepartOutcome>;
  /** What the department's roles can be granted: the department's own grant. */
  deptRolePermissionTree(departId: string): Promise<PermissionTree>;
  deptRolePermissions(roleId: string): Promise<string[]>;
  saveDeptRolePermissions(request: GrantIds & { roleId: string }): Promise<DepartOutcome>;
  linkUsers(depId: string, userIds: readonly string[]): Promise<DepartOutcome>;
  unlinkUser(depId: string, userId: string): Promise<DepartOutcome>;
  unlinkUsers(depId: string, userIds: readonly string[]): Promise<DepartOutcome>;
}

// jeecg-contracts §2.5: any non-empty myDeptSearch limits the search; message "2" = a department head.
const MY_DEPT_SEARCH = '1';
const DEPART_HEAD = '2';

const EMPTY_TREE: PermissionTree = { treeList: [], ids: [] };

export function createDepartApi(http: Pick<Http, 'sys'>): DepartApi {
  return {
    async searchDeparts(keyWord, mine) {
      const query = mine ? { keyWord, myDeptSearch: MY_DEPT_SEARCH } : { keyWord };
      const reply = unwrapSys(await http.sys.GET('/sys/sysDepart/searchBy', { params: { query } }));
      return resultOf(reply, LOAD_FAILED) ?? [];
    },

    async myDepartTree() {
      const reply = unwrapSys(await http.sys.GET('/sys/sysDepart/queryMyDeptTreeList'));
      const result = resultOf(reply, LOAD_FAILED);
      return reply.message === DEPART_HEAD ? (result ?? []) : null;
    },

    async permissionTree() {
      return (
        resultOf(unwrapSys(await http.sys.GET('/sys/role/queryTreeList')), LOAD_FAILED) ??
        EMPTY_TREE
      );
    },

    async departPermissions(departId) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/permission/queryDepartPermission', {
          params: { query: { departId } },
        }),
      );
      return resultOf(reply, LOAD_FAILED) ?? [];
    },

    saveDepartPermissions: (body) =>
      settle(async () =>
        outcomeOf(unwrapSys(await http.sys.POST('/sys/permission/saveDepartPermission', { body }))),
      ),

    async deptRolePermissionTree(departId) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/sysDepartPermission/queryTreeListForDeptRole', {
          params: { query: { departId } },
        }),
      );
      return resultOf(reply, LOAD_FAILED) ?? EMPTY_TREE;
    },

    async deptRolePermissions(roleId) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/sysDepartPermission/queryDeptRolePermission', {
          params: { query: { roleId } },
        }),
      );
      return resultOf(reply, LOAD_FAILED) ?? [];
    },

    saveDeptRolePermissions: (body) =>
      settle(async () =>
        outcomeOf(
          unwrapSys(
            await http.sys.POST('/sys/sysDepartPermission/saveDeptRolePermission', { body }),
          ),
        ),
      ),

    linkUsers: (depId, userIds) =>
      settle(async () =>
        outcomeOf(
          unwrapSys(
            await http.sys.POST('/sys/user/editSysDepartWithUser', {
              body: { depId, userIdList: [...userIds] },
            }),
          ),
        ),
      ),

    unlinkUser: (depId, userId) =>
      settle(async () =>
        outcomeOf(
          unwrapSys(
            await http.sys.DELETE('/sys/user/deleteUserInDepart', {
              params: { query: { depId, userId } },
            }),
          ),
        ),
      ),

    unlinkUsers: (depId, userIds) =>
      settle(async () =>
        outcomeOf(
          unwrapSys(
            await http.sys.DELETE('/sys/user/deleteUserInDepartBatch', {
              params: { query: { depId, userIds: userIds.join(',') } },
            }),
          ),
        ),
      ),
  };
}

export const departApi: DepartApi = createDepartApi(appHttp);
