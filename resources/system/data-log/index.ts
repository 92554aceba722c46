import { defineResource, lazyPage } from '../../kit/resource';

/** 数据日志, written by the server only. */
export default defineResource({
  name: 'dataLog',
  endpoints: {
    list: '/sys/dataLog/list',
  },
  pages: {
    'system/DataLogList': lazyPage(
      () => import('./DataLogListPage'),
      (m) => m.DataLogListPage,
    ),
  },
});
