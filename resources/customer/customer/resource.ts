import { defineResource } from '../../kit/resource';

/**
 * 客户信息 (issue 16): the list reads a /cap service (CusMastInfoInquiry, providers/customer-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const customerResource = defineResource({ name: 'customer', endpoints: {} });
