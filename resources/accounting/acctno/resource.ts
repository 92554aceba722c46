import { defineResource } from '../../kit/resource';

/**
 * 账号生成 (issue 17 page 6): the rules, preview and generation are /cap services
 * (providers/acct-api.ts), so the module declares no kit endpoints.
 */
export const acctNoRuleResource = defineResource({ name: 'acctNoRule', endpoints: {} });
