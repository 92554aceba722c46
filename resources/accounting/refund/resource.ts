import { defineResource } from '../../kit/resource';

/** 退款 (issue 17): the list reads a /cap service (RefundInquiry, providers/txn-api.ts). */
export const refundResource = defineResource({ name: 'refund', endpoints: {} });
