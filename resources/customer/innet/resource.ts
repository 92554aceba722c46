import { defineResource } from '../../kit/resource';

/**
 * 渠道进件 (issue 16 page 4): the list and the guided page read /cap services
 * (providers/customer-innet-api.ts), not /sys list paths, so the module declares no kit endpoints.
 */
export const customerInnetResource = defineResource({ name: 'customerInnet', endpoints: {} });
