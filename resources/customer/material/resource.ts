import { defineResource } from '../../kit/resource';

/**
 * 客户资料 (issue 16): the materials are read and changed through /cap services
 * (CusMaterialInquiry / Addtion / Updating, providers/customer-material-api.ts), not a /sys list
 * path, so the module declares no kit endpoints.
 */
export const customerMaterialResource = defineResource({
  name: 'customerMaterial',
  endpoints: {},
});
