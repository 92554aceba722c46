import { defineResource } from '../../kit/resource';

/**
 * 商户管理 (issue 18 A): the list reads a /cap service (SubMchInquiry, providers/submch-api.ts),
 * not a /sys list path, so the module declares no kit endpoints.
 */
export const subMchResource = defineResource({ name: 'subMch', endpoints: {} });
