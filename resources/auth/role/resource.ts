import { defineResource } from '../../kit/resource';

/**
 * 角色 (issue 19 B): the list reads a /cap service (RoleInquiry, providers/auth-access-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const authRoleResource = defineResource({ name: 'authRole', endpoints: {} });
