import { defineResource } from '../../kit/resource';

/**
 * 租户管理 (issue 19 A): the list reads a /cap service (TenantListInquiry,
 * providers/auth-admin-api.ts), not a /sys list path, so the module declares no kit endpoints.
 */
export const authTenantResource = defineResource({ name: 'authTenant', endpoints: {} });
