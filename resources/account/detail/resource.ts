import { defineResource } from '../../kit/resource';

/**
 * 账户详情 (issue 17 page 1), a hidden routed menu entry: its reads are /cap services
 * (providers/acct-api.ts), so the module declares no kit endpoints.
 */
export const acctInfoDetailResource = defineResource({ name: 'acctInfoDetail', endpoints: {} });
