import { defineResource, lazyPage } from '../../kit/resource';

/** 在线用户: built from the token store, not a table: paged, but no createTime and no sort. */
export default defineResource({
  name: 'onlineUser',
  endpoints: {
    list: '/sys/online/list',
    defaultSort: null,
  },
  pages: {
    'system/SysUserOnlineList': lazyPage(
      () => import('./OnlineUserListPage'),
      (m) => m.OnlineUserListPage,
    ),
  },
});
