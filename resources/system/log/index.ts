import { defineResource, lazyPage } from '../../kit/resource';

/** 系统日志, written by the server only. */
export default defineResource({
  name: 'log',
  endpoints: {
    list: '/sys/log/list',
    delete: '/sys/log/delete',
    deleteBatch: '/sys/log/deleteBatch',
  },
  pages: {
    'system/LogList': lazyPage(
      () => import('./LogListPage'),
      (m) => m.LogListPage,
    ),
  },
});
