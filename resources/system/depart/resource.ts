import { defineResource } from '../../kit/resource';
import { departRoleResource, departUserResource } from './parts';

/** 部门管理: the whole department tree in one reply; its roles and users are parts of the page. */
export const departResource = defineResource({
  name: 'depart',
  endpoints: {
    list: '/sys/sysDepart/queryTreeList',
    tree: true,
    defaultSort: null,
    add: '/sys/sysDepart/add',
    edit: '/sys/sysDepart/edit',
    delete: '/sys/sysDepart/delete',
    deleteBatch: '/sys/sysDepart/deleteBatch',
    exportXls: '/sys/sysDepart/exportXls',
    importExcel: '/sys/sysDepart/importExcel',
  },
  parts: [departRoleResource, departUserResource],
});
