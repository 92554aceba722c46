import { lazyPage, withPages } from '../../kit/resource';
import { onlineUserResource } from './resource';

/** 在线用户: built from the token store, not a table: paged, but no createTime and no sort. */
export default withPages(onlineUserResource, {
  'system/SysUserOnlineList': lazyPage(
    () => import('./OnlineUserListPage'),
    (m) => m.OnlineUserListPage,
  ),
});
