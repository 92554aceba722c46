import { lazyPage, withPages } from '../../kit/resource';
import { roleResource } from './resource';

/** 角色管理. */
export default withPages(roleResource, {
  'system/RoleList': lazyPage(
    () => import('./RoleListPage'),
    (m) => m.RoleListPage,
  ),
});
