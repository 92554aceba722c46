import { defineResource } from '../../kit/resource';

/**
 * 交易复核 and 转账 (issue 17): the lists read a /cap service (TxnInquiry, providers/txn-api.ts), not
 * a /sys list path, so the module declares no kit endpoints.
 */
export const txnResource = defineResource({ name: 'txn', endpoints: {} });
