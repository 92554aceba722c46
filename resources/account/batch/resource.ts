import { defineResource } from '../../kit/resource';

/**
 * 批量代付 and 批量代付审核 (issue 17): both read /cap services (BatchPay*,
 * providers/batch-pay-api.ts), not /sys list paths, so the module declares no kit endpoints.
 */
export const batchPayResource = defineResource({ name: 'batchPay', endpoints: {} });
