import { defineResource, lazyPage } from '../../kit/resource';

/** 角色管理. */
export default defineResource({
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
  pages: {
    'system/RoleList': lazyPage(
      () => import('./RoleListPage'),
      (m) => m.RoleListPage,
    ),
  },
});
