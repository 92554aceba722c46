import { defineResource } from '../../kit/resource';

/** 角色管理. */
export const roleResource = defineResource({
  name: 'role',
  endpoints: {
    list: '/sys/role/list',
    queryById: '/sys/role/queryById',
    add: '/sys/role/add',
    edit: '/sys/role/edit',
    delete: '/sys/role/delete',
    deleteBatch: '/sys/role/deleteBatch',
    exportXls: '/sys/role/exportXls',
    importExcel: '/sys/role/importExcel',
  },
});
