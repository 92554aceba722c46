import { defineResource } from '../../kit/resource';

/**
 * 资源 (issue 19 B): the tree reads a /cap service (ResourceInquiry, providers/auth-access-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const authResourceResource = defineResource({ name: 'authResource', endpoints: {} });
