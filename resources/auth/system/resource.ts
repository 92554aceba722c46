import { defineResource } from '../../kit/resource';

/**
 * 系统配置 (issue 19 A): the list reads a /cap service (SystemListInquiry,
 * providers/auth-admin-api.ts), not a /sys list path, so the module declares no kit endpoints.
 */
export const authSystemResource = defineResource({ name: 'authSystem', endpoints: {} });
