import { lazyPage, withPages } from '../../kit/resource';
import { userResource } from './resource';

/** 用户管理. */
export default withPages(userResource, {
  'system/UserList': lazyPage(
    () => import('./UserListPage'),
    (m) => m.UserListPage,
  ),
});
