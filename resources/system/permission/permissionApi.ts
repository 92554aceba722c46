/**
 * Calls of 菜单管理 beyond the data provider's list/add/edit/delete (spec 7.4; jeecg-contracts
 * §2.4): the menu tree of the 上级菜单 select and a menu's data rules. Reads resolve with the rows
 * or a failure; saves with the server's message or a failure (`presented` when the HTTP layer has
 * shown it already), so the dialogs show each outcome once.
 */
import { unwrapSys, type Http } from '../../../providers/http';
import { http as appHttp } from '../../../providers/http/instance';
import type { Normalised } from '../../../providers/http/types';
import { failed, settle, type Failure } from '../../../providers/outcome';
import type { components } from '../../../src/api/generated/sys';

export type MenuTreeNode = components['schemas']['PermissionTreeModel'];
export type DataRule = components['schemas']['SysPermissionDataRule'];
export type DataRuleForm = components['schemas']['SysPermissionDataRuleForm'];

export type Loaded<T> = { ok: true; rows: T[] } | Failure;
export type Saved = { ok: true; message: string } | Failure;

/** The data rule search (规则名称, 规则值) of one menu. */
export interface DataRuleQuery {
  permissionId: string;
  ruleName?: string;
  ruleValue?: string;
}

export interface PermissionApi {
  /** Every menu and button as a tree (queryTreeList's treeList). */
  menuTree(): Promise<Loaded<MenuTreeNode>>;
  /** A menu's rules: all of them, or those matching the search (queryPermissionRule). */
  dataRules(query: DataRuleQuery): Promise<Loaded<DataRule>>;
  addDataRule(rule: DataRuleForm): Promise<Saved>;
  editDataRule(rule: DataRuleForm & { id: string }): Promise<Saved>;
  deleteDataRule(id: string): Promise<Saved>;
}

function rowsOf<T>(reply: Normalised<T[] | null | undefined>): Loaded<T> {
  return reply.success ? { ok: true, rows: reply.result ?? [] } : failed(reply.message);
}

const savedOf = (reply: Normalised<unknown>): Saved =>
  reply.success ? { ok: true, message: reply.message } : failed(reply.message);

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

export function createPermissionApi(http: Pick<Http, 'sys'>): PermissionApi {
  return {
    menuTree: () =>
      settle(async () => {
        const reply = unwrapSys(await http.sys.GET('/sys/permission/queryTreeList'));
        if (!reply.success) return failed(reply.message);
        return { ok: true as const, rows: reply.result?.treeList ?? [] };
      }),

    dataRules: ({ permissionId, ruleName, ruleValue }) =>
      settle(async () => {
        // JeecgBoot's rule list reads all rules of the menu, its search only the filled fields.
        if (isBlank(ruleName) && isBlank(ruleValue)) {
          return rowsOf(
            unwrapSys(
              await http.sys.GET('/sys/permission/getPermRuleListByPermId', {
                params: { query: { permissionId } },
              }),
            ),
          );
        }
        const query = {
          permissionId,
          ...(isBlank(ruleName) ? {} : { ruleName: ruleName?.trim() }),
          ...(isBlank(ruleValue) ? {} : { ruleValue: ruleValue?.trim() }),
        };
        return rowsOf(
          unwrapSys(
            await http.sys.GET('/sys/permission/queryPermissionRule', { params: { query } }),
          ),
        );
      }),

    addDataRule: (rule) =>
      settle(async () =>
        savedOf(
          unwrapSys(await http.sys.POST('/sys/permission/addPermissionRule', { body: rule })),
        ),
      ),

    editDataRule: (rule) =>
      settle(async () =>
        savedOf(
          unwrapSys(await http.sys.PUT('/sys/permission/editPermissionRule', { body: rule })),
        ),
      ),

    deleteDataRule: (id) =>
      settle(async () =>
        savedOf(
          unwrapSys(
            await http.sys.DELETE('/sys/permission/deletePermissionRule', {
              params: { query: { id } },
            }),
          ),
        ),
      ),
  };
}

export const permissionApi: PermissionApi = createPermissionApi(appHttp);
