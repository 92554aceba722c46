import { lazyPage, withPages } from '../../kit/resource';
import { permissionResource } from './resource';

/** 菜单管理: the whole menu tree in one reply, ordered by sort_no server-side; takes only `name`. */
export default withPages(permissionResource, {
  'system/PermissionList': lazyPage(
    () => import('./PermissionListPage'),
    (m) => m.PermissionListPage,
  ),
});
