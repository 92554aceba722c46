import { defineResource } from '../../kit/resource';

/**
 * 用户组 (issue 19 B): the list reads a /cap service (GroupInquiry, providers/auth-access-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const authGroupResource = defineResource({ name: 'authGroup', endpoints: {} });
