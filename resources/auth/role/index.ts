import { lazyPage, withPages } from '../../kit/resource';
import { authRoleResource } from './resource';

export default withPages(authRoleResource, {
  // The demo menu's 公司管理 → 角色 (cap.yaml UserResourceList, issue 19 B).
  'auth/RoleList': lazyPage(
    () => import('./RoleListPage'),
    (m) => m.RoleListPage,
  ),
});
