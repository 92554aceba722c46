/**
 * The calls of 公司管理 systems, entities and tenants (issue 19 A; cap.yaml /cap/auth/v1): their
 * lists, create / edit, and an entity's 启用 / 停用 with a reason. Not the login-time
 * SystemInquiry / TenantInquiry (providers/sign-in-api.ts). Writes resolve with an outcome
 * carrying the server's text (spec 7.1: replyText and errorMsg), never reject.
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
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const AUTH_ADMIN_PATHS = {
  systemInquiry: '/cap/auth/v1/SystemListInquiry',
  systemAddition: '/cap/auth/v1/SystemAddtion',
  systemUpdating: '/cap/auth/v1/SystemUpdating',
  entityInquiry: '/cap/auth/v1/EntityInquiry',
  entityAddition: '/cap/auth/v1/EntityAddtion',
  entityUpdating: '/cap/auth/v1/EntityUpdating',
  entityStatusModify: '/cap/auth/v1/EntityStatusModify',
  tenantInquiry: '/cap/auth/v1/TenantListInquiry',
  tenantAddition: '/cap/auth/v1/TenantAddtion',
  tenantUpdating: '/cap/auth/v1/TenantUpdating',
} as const;

export type AuthSystem = CapRowOf<typeof AUTH_ADMIN_PATHS.systemInquiry>;
export type AuthSystemFilters = CapFiltersOf<typeof AUTH_ADMIN_PATHS.systemInquiry>;
export type AuthSystemFields = Schemas['CapAuthSystemFields'];
export type AuthEntity = CapRowOf<typeof AUTH_ADMIN_PATHS.entityInquiry>;
export type AuthEntityFilters = CapFiltersOf<typeof AUTH_ADMIN_PATHS.entityInquiry>;
export type AuthEntityFields = Schemas['CapAuthEntityFields'];
export type AuthTenant = CapRowOf<typeof AUTH_ADMIN_PATHS.tenantInquiry>;
export type AuthTenantFilters = CapFiltersOf<typeof AUTH_ADMIN_PATHS.tenantInquiry>;
export type AuthTenantFields = Schemas['CapAuthTenantFields'];
export type AuthStatus = Schemas['CapAuthStatusCode'];

/** The server's text on success (新增成功, 停用成功 …), for the page's message. */
export type AuthAdminOutcome = { ok: true; message: string } | Failure;

export interface AuthAdminApi {
  /** One page of systems; rejects on failure. */
  systems(filters: AuthSystemFilters, page: ServicePage): Promise<CapListPage<AuthSystem>>;
  addSystem(fields: AuthSystemFields): Promise<AuthAdminOutcome>;
  updateSystem(sysId: string, fields: AuthSystemFields): Promise<AuthAdminOutcome>;
  /** One page of entities; rejects on failure. */
  entities(filters: AuthEntityFilters, page: ServicePage): Promise<CapListPage<AuthEntity>>;
  addEntity(fields: AuthEntityFields): Promise<AuthAdminOutcome>;
  updateEntity(entityId: string, fields: AuthEntityFields): Promise<AuthAdminOutcome>;
  changeEntityStatus(
    entityId: string,
    status: AuthStatus,
    reason: string,
  ): Promise<AuthAdminOutcome>;
  /** One page of tenants; rejects on failure. */
  tenants(filters: AuthTenantFilters, page: ServicePage): Promise<CapListPage<AuthTenant>>;
  addTenant(fields: AuthTenantFields): Promise<AuthAdminOutcome>;
  updateTenant(tenantId: string, fields: AuthTenantFields): Promise<AuthAdminOutcome>;
}

export function createAuthAdminApi(post: ServicePost): AuthAdminApi {
  const send = (path: string, payload: object) =>
    settle(async (): Promise<AuthAdminOutcome> => {
      const reply = await post<unknown>(path, payload);
      return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
    });

  return {
    systems: (filters, page) => readCapList(post, AUTH_ADMIN_PATHS.systemInquiry, filters, page),
    addSystem: (fields) => send(AUTH_ADMIN_PATHS.systemAddition, fields),
    updateSystem: (sysId, fields) => send(AUTH_ADMIN_PATHS.systemUpdating, { ...fields, sysId }),
    entities: (filters, page) => readCapList(post, AUTH_ADMIN_PATHS.entityInquiry, filters, page),
    addEntity: (fields) => send(AUTH_ADMIN_PATHS.entityAddition, fields),
    updateEntity: (entityId, fields) =>
      send(AUTH_ADMIN_PATHS.entityUpdating, { ...fields, entityId }),
    changeEntityStatus: (entityId, status, reason) =>
      send(AUTH_ADMIN_PATHS.entityStatusModify, { entityId, status, reason }),
    tenants: (filters, page) => readCapList(post, AUTH_ADMIN_PATHS.tenantInquiry, filters, page),
    addTenant: (fields) => send(AUTH_ADMIN_PATHS.tenantAddition, fields),
    updateTenant: (tenantId, fields) =>
      send(AUTH_ADMIN_PATHS.tenantUpdating, { ...fields, tenantId }),
  };
}

/** The app-wide 公司管理 calls over the shared HTTP instance. */
export const authAdminApi: AuthAdminApi = createAuthAdminApi(appHttp.servicePost);
