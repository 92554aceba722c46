import { defineResource } from '../../kit/resource';

/**
 * 客户详情 (issue 16 page 2), a hidden routed menu entry: its reads and saves are /cap services
 * (providers/customer-fee-api.ts), so the module declares no kit endpoints.
 */
export const customerDetailResource = defineResource({ name: 'customerDetail', endpoints: {} });
