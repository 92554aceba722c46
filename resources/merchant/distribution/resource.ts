import { defineResource } from '../../kit/resource';

/**
 * 资金分发 and 分发审核 (issue 18 B): the lists read a /cap service (DistInquiry,
 * providers/distribution-api.ts), not a /sys list path, so the module declares no kit endpoints.
 */
export const distributionResource = defineResource({ name: 'distribution', endpoints: {} });
