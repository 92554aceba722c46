import { defineResource, lazyPage } from '../../kit/resource';

/** 用户管理. */
export default defineResource({
  name: 'user',
  endpoints: {
    list: '/sys/user/list',
    queryById: '/sys/user/queryById',
    add: '/sys/user/add',
    edit: '/sys/user/edit',
    delete: '/sys/user/delete',
    deleteBatch: '/sys/user/deleteBatch',
    exportXls: '/sys/user/exportXls',
    importExcel: '/sys/user/importExcel',
  },
  pages: {
    'system/UserList': lazyPage(
      () => import('./UserListPage'),
      (m) => m.UserListPage,
    ),
  },
});
