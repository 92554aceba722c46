import { defineResource } from '../../kit/resource';

/**
 * 用户管理 (issue 19 G): the list reads a /cap service (UserInquiry, providers/auth-user-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const authUserResource = defineResource({ name: 'authUser', endpoints: {} });
