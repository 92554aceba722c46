import { defineResource } from '../../kit/resource';

/**
 * 账户管理 (issue 17 page 1): the list reads a /cap service (AcctInfoInquiry, providers/acct-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const acctInfoResource = defineResource({ name: 'acctInfo', endpoints: {} });
