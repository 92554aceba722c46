import { defineResource } from '../../kit/resource';

/**
 * 发票 (issue 17): the list reads a /cap service (InvoiceInquiry, providers/bill-api.ts), not a
 * /sys list path, so the module declares no kit endpoints.
 */
export const invoiceResource = defineResource({ name: 'invoice', endpoints: {} });
