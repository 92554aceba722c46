import { defineResource } from '../../kit/resource';

/**
 * 调账管理 (issue 17): the list reads a /cap service (AdjustInquiry, providers/bill-api.ts), not a
 * /sys list path, so the module declares no kit endpoints.
 */
export const adjustResource = defineResource({ name: 'adjust', endpoints: {} });
