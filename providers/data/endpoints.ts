import type { CrudSort } from '@refinedev/core';
import { configurationError } from './errors';

/**
 * The paths of one resource, named as the Vue2 list mixin names them (`url.list`, `url.delete`…),
 * so the spec 8.2 configuration messages read the same. Paths are below the API base.
 */
export interface ResourceEndpoint {
  /** GET; paged `IPage` reply, or the whole tree/array when `tree` is set. */
  list?: string;
  /** The list answers every row at once (a tree or a plain array): never send paging. */
  tree?: boolean;
  /**
   * Sort sent when the caller gives none. Absent: createTime descending (spec 7.5).
   * `null`: no sort parameters (endpoints that do not sort, or entities without createTime).
   */
  defaultSort?: CrudSort | null;
  /** GET `?id=`. */
  queryById?: string;
  /** GET `?<param>=a,b`: one call for `getMany` instead of one `queryById` per id. */
  queryByIds?: { path: string; param: string };
  /** POST, JSON body. */
  add?: string;
  /** PUT, JSON body with `id`. */
  edit?: string;
  /** DELETE `?id=`. */
  delete?: string;
  /** DELETE `?ids=a,b`. */
  deleteBatch?: string;
}

export type EndpointTable = Readonly<Record<string, ResourceEndpoint>>;

export type EndpointAction = Exclude<keyof ResourceEndpoint, 'tree' | 'defaultSort' | 'queryByIds'>;

/** Paths per jeecg-contracts §2 (JeecgBoot v3.4.3). */
export const resourceEndpoints = {
  user: {
    list: '/sys/user/list',
    queryById: '/sys/user/queryById',
    queryByIds: { path: '/sys/user/queryByIds', param: 'userIds' },
    add: '/sys/user/add',
    edit: '/sys/user/edit',
    delete: '/sys/user/delete',
    deleteBatch: '/sys/user/deleteBatch',
  },
  role: {
    list: '/sys/role/list',
    queryById: '/sys/role/queryById',
    add: '/sys/role/add',
    edit: '/sys/role/edit',
    delete: '/sys/role/delete',
    deleteBatch: '/sys/role/deleteBatch',
  },
  // The whole menu tree in one reply, ordered by sort_no server-side; takes only `name`.
  permission: {
    list: '/sys/permission/list',
    tree: true,
    defaultSort: null,
    add: '/sys/permission/add',
    edit: '/sys/permission/edit',
    delete: '/sys/permission/delete',
    deleteBatch: '/sys/permission/deleteBatch',
  },
  depart: {
    list: '/sys/sysDepart/queryTreeList',
    tree: true,
    defaultSort: null,
    add: '/sys/sysDepart/add',
    edit: '/sys/sysDepart/edit',
    delete: '/sys/sysDepart/delete',
    deleteBatch: '/sys/sysDepart/deleteBatch',
  },
  // The roles of one department (the list is always filtered by deptId).
  departRole: {
    list: '/sys/sysDepartRole/list',
    add: '/sys/sysDepartRole/add',
    edit: '/sys/sysDepartRole/edit',
    delete: '/sys/sysDepartRole/delete',
    deleteBatch: '/sys/sysDepartRole/deleteBatch',
  },
  // The users linked to one department (depId); links are removed by depId and user id, not `id`.
  departUser: {
    list: '/sys/user/departUserList',
  },
  dict: {
    list: '/sys/dict/list',
    add: '/sys/dict/add',
    edit: '/sys/dict/edit',
    delete: '/sys/dict/delete',
    deleteBatch: '/sys/dict/deleteBatch',
  },
  // Items are shown in their configured order (the server also appends sort_order ascending).
  dictItem: {
    list: '/sys/dictItem/list',
    defaultSort: { field: 'sortOrder', order: 'asc' },
    add: '/sys/dictItem/add',
    edit: '/sys/dictItem/edit',
    delete: '/sys/dictItem/delete',
    deleteBatch: '/sys/dictItem/deleteBatch',
  },
  // The controller path is misspelt on the server; it is real.
  announcement: {
    list: '/sys/annountCement/list',
    queryById: '/sys/annountCement/queryById',
    add: '/sys/annountCement/add',
    edit: '/sys/annountCement/edit',
    delete: '/sys/annountCement/delete',
    deleteBatch: '/sys/annountCement/deleteBatch',
  },
  position: {
    list: '/sys/position/list',
    queryById: '/sys/position/queryById',
    add: '/sys/position/add',
    edit: '/sys/position/edit',
    delete: '/sys/position/delete',
    deleteBatch: '/sys/position/deleteBatch',
  },
  // Logs are written by the server only.
  log: {
    list: '/sys/log/list',
    delete: '/sys/log/delete',
    deleteBatch: '/sys/log/deleteBatch',
  },
  quartzJob: {
    list: '/sys/quartzJob/list',
    queryById: '/sys/quartzJob/queryById',
    add: '/sys/quartzJob/add',
    edit: '/sys/quartzJob/edit',
    delete: '/sys/quartzJob/delete',
    deleteBatch: '/sys/quartzJob/deleteBatch',
  },
  // Built from the token store, not a table: paged, but no createTime and no sort.
  onlineUser: {
    list: '/sys/online/list',
    defaultSort: null,
  },
  // 通讯录: users of a department subtree, one row per user (keyed by userId); the server sorts.
  addressList: {
    list: '/sys/user/queryByOrgCodeForAddressList',
    defaultSort: null,
  },
  tenant: {
    list: '/sys/tenant/list',
    queryById: '/sys/tenant/queryById',
    add: '/sys/tenant/add',
    edit: '/sys/tenant/edit',
    delete: '/sys/tenant/delete',
    deleteBatch: '/sys/tenant/deleteBatch',
  },
  // The list shows root categories; children load through /sys/category/childList.
  category: {
    list: '/sys/category/rootList',
    queryById: '/sys/category/queryById',
    add: '/sys/category/add',
    edit: '/sys/category/edit',
    delete: '/sys/category/delete',
    deleteBatch: '/sys/category/deleteBatch',
  },
  checkRule: {
    list: '/sys/checkRule/list',
    add: '/sys/checkRule/add',
    edit: '/sys/checkRule/edit',
    delete: '/sys/checkRule/delete',
    deleteBatch: '/sys/checkRule/deleteBatch',
  },
  fillRule: {
    list: '/sys/fillRule/list',
    add: '/sys/fillRule/add',
    edit: '/sys/fillRule/edit',
    delete: '/sys/fillRule/delete',
    deleteBatch: '/sys/fillRule/deleteBatch',
  },
  // queryById answers the password decrypted (the list has it encrypted).
  dataSource: {
    list: '/sys/dataSource/list',
    queryById: '/sys/dataSource/queryById',
    add: '/sys/dataSource/add',
    edit: '/sys/dataSource/edit',
    delete: '/sys/dataSource/delete',
    deleteBatch: '/sys/dataSource/deleteBatch',
  },
  // Every route in one plain array, unsorted; saved through updateAll (not add/edit), no batch delete.
  gatewayRoute: {
    list: '/sys/gatewayRoute/list',
    tree: true,
    defaultSort: null,
    delete: '/sys/gatewayRoute/delete',
  },
  // Written by the server only.
  dataLog: {
    list: '/sys/dataLog/list',
  },
} as const satisfies EndpointTable;

/** Spec 8.2: `请设置url.list属性!` and its siblings, one per missing path. */
export const missingEndpointMessage = (action: EndpointAction): string =>
  `请设置url.${action}属性!`;

/** The resource's endpoint entry; an unknown resource has no paths at all. */
export const endpointFor = (table: EndpointTable, resource: string): ResourceEndpoint =>
  Object.hasOwn(table, resource) ? (table[resource] ?? {}) : {};

/** The path for one action, or the spec 8.2 configuration error. */
export function requirePath(
  table: EndpointTable,
  resource: string,
  action: EndpointAction,
): string {
  const path = endpointFor(table, resource)[action];
  if (path === undefined || path === '') throw configurationError(missingEndpointMessage(action));
  return path;
}
