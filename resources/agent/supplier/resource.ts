import { defineResource } from '../../kit/resource';

/**
 * 供应商 (issue 18 C): the list reads a /cap service (SupplierInquiry, providers/agent-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const supplierResource = defineResource({ name: 'supplier', endpoints: {} });
