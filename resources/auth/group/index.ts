import { lazyPage, withPages } from '../../kit/resource';
import { authGroupResource } from './resource';

export default withPages(authGroupResource, {
  // The demo menu's 公司管理 → 用户组 (cap.yaml UserResourceList, issue 19 B).
  'auth/GroupList': lazyPage(
    () => import('./GroupListPage'),
    (m) => m.GroupListPage,
  ),
});
