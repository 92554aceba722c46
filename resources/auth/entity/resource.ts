import { defineResource } from '../../kit/resource';

/**
 * 实体管理 (issue 19 A): the list reads a /cap service (EntityInquiry,
 * providers/auth-admin-api.ts), not a /sys list path, so the module declares no kit endpoints.
 */
export const authEntityResource = defineResource({ name: 'authEntity', endpoints: {} });
