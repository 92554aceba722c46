import { defineResource } from '../../kit/resource';

/** 租户管理. */
export const tenantResource = defineResource({
  name: 'tenant',
  endpoints: {
    list: '/sys/tenant/list',
    queryById: '/sys/tenant/queryById',
    add: '/sys/tenant/add',
    edit: '/sys/tenant/edit',
    delete: '/sys/tenant/delete',
    deleteBatch: '/sys/tenant/deleteBatch',
  },
});
