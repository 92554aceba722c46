/**
 * The calls of 用户组、资源与角色 (issue 19 B; cap.yaml /cap/auth/v1): groups, the resource tree
 * (menus and buttons, their status and order) and roles with their resource grants. Reads reject
 * with the server's text; writes resolve with an outcome carrying it (spec 7.1), never reject.
 */
import type { components } from '../src/api/generated/cap';
import {
  readCapList,
  type CapFiltersOf,
  type CapListPage,
  type CapRowOf,
  type ServicePost,
} from './cap-list';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { resultOf } from './http/unwrap';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const AUTH_ACCESS_PATHS = {
  groupInquiry: '/cap/auth/v1/GroupInquiry',
  groupAddition: '/cap/auth/v1/GroupAddtion',
  groupUpdating: '/cap/auth/v1/GroupUpdating',
  resourceInquiry: '/cap/auth/v1/ResourceInquiry',
  resourceAddition: '/cap/auth/v1/ResourceAddtion',
  resourceUpdating: '/cap/auth/v1/ResourceUpdating',
  resourceStatusModify: '/cap/auth/v1/ResourceStatusModify',
  resourceSortModify: '/cap/auth/v1/ResourceSortModify',
  roleInquiry: '/cap/auth/v1/RoleInquiry',
  roleAddition: '/cap/auth/v1/RoleAddtion',
  roleUpdating: '/cap/auth/v1/RoleUpdating',
  roleResourceInquiry: '/cap/auth/v1/RoleResourceInquiry',
  roleResourceModify: '/cap/auth/v1/RoleResourceModify',
} as const;

const P = AUTH_ACCESS_PATHS;

export type AuthGroup = CapRowOf<typeof P.groupInquiry>;
export type AuthGroupFilters = CapFiltersOf<typeof P.groupInquiry>;
export type AuthGroupFields = Schemas['CapAuthGroupFields'];
export type AuthResource = CapRowOf<typeof P.resourceInquiry>;
export type AuthResourceFilters = CapFiltersOf<typeof P.resourceInquiry>;
export type AuthResourceFields = Schemas['CapAuthResourceFields'];
export type AuthResourceStatus = Schemas['CapAuthResourceStatusCode'];
export type AuthSiblingOrder = Omit<
  Schemas['CapAuthResourceSortModifyRequest'],
  'page' | 'context'
>;
export type AuthRole = CapRowOf<typeof P.roleInquiry>;
export type AuthRoleFilters = CapFiltersOf<typeof P.roleInquiry>;
export type AuthRoleFields = Schemas['CapAuthRoleFields'];
type RoleGrant = Schemas['CapAuthRoleGrant'];

/** The server's text on success (新增成功, 排序成功 …), for the page's message. */
export type AuthAccessOutcome = { ok: true; message: string } | Failure;

export interface AuthAccessApi {
  /** One page of groups; rejects on failure. */
  groups(filters: AuthGroupFilters, page: ServicePage): Promise<CapListPage<AuthGroup>>;
  addGroup(fields: AuthGroupFields): Promise<AuthAccessOutcome>;
  updateGroup(groupId: string, fields: AuthGroupFields): Promise<AuthAccessOutcome>;
  /** The whole resource tree (top-level menus with their children); rejects on failure. */
  resources(filters: AuthResourceFilters): Promise<AuthResource[]>;
  /** A new resource; with `parentId` under that menu, without it a top-level menu. */
  addResource(fields: AuthResourceFields, parentId: string | null): Promise<AuthAccessOutcome>;
  updateResource(resourceId: string, fields: AuthResourceFields): Promise<AuthAccessOutcome>;
  changeResourceStatus(resourceId: string, status: AuthResourceStatus): Promise<AuthAccessOutcome>;
  sortResources(order: AuthSiblingOrder): Promise<AuthAccessOutcome>;
  /** One page of roles; rejects on failure. */
  roles(filters: AuthRoleFilters, page: ServicePage): Promise<CapListPage<AuthRole>>;
  addRole(roleCode: string, fields: AuthRoleFields): Promise<AuthAccessOutcome>;
  updateRole(roleId: string, fields: AuthRoleFields): Promise<AuthAccessOutcome>;
  /** The ids granted to a role; rejects on failure. */
  roleResources(roleId: string): Promise<string[]>;
  grantRoleResources(roleId: string, resourceIds: string[]): Promise<AuthAccessOutcome>;
}

/** The tree is one reply: the server sends every top-level menu in one page. */
const WHOLE_TREE: ServicePage = { pageNum: 1, pageSize: 1000 };

export function createAuthAccessApi(post: ServicePost): AuthAccessApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<AuthAccessOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    groups: (filters, page) => readCapList(post, P.groupInquiry, filters, page),
    addGroup: (fields) => send(P.groupAddition, fields),
    updateGroup: (groupId, fields) => send(P.groupUpdating, { ...fields, groupId }),
    resources: async (filters) =>
      (await readCapList(post, P.resourceInquiry, filters, WHOLE_TREE)).rows,
    addResource: (fields, parentId) => send(P.resourceAddition, { ...fields, parentId }),
    updateResource: (resourceId, fields) => send(P.resourceUpdating, { ...fields, resourceId }),
    changeResourceStatus: (resourceId, status) =>
      send(P.resourceStatusModify, { resourceId, status }),
    sortResources: (order) => send(P.resourceSortModify, order),
    roles: (filters, page) => readCapList(post, P.roleInquiry, filters, page),
    addRole: (roleCode, fields) => send(P.roleAddition, { ...fields, roleCode }),
    updateRole: (roleId, fields) => send(P.roleUpdating, { ...fields, roleId }),
    roleResources: async (roleId) => {
      const body = resultOf(await post<RoleGrant | null>(P.roleResourceInquiry, { roleId }));
      return body?.resourceIds ?? [];
    },
    grantRoleResources: (roleId, resourceIds) =>
      send(P.roleResourceModify, { roleId, resourceIds }),
  };
}

/** The app-wide group, resource and role calls over the shared HTTP instance. */
export const authAccessApi: AuthAccessApi = createAuthAccessApi(appHttp.servicePost);
