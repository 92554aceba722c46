import { lazyPage, withPages } from '../../kit/resource';
import { authUserResource } from './resource';

export default withPages(authUserResource, {
  // The demo menu's 公司管理 → 用户管理 (cap.yaml UserResourceList, issue 19 G).
  'auth/UserList': lazyPage(
    () => import('./UserListPage'),
    (m) => m.UserListPage,
  ),
});
