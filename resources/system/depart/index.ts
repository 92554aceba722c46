import { lazyPage, withPages } from '../../kit/resource';
import { departResource } from './resource';

/** 部门管理: the whole department tree in one reply; its roles and users are parts of the page. */
export default withPages(departResource, {
  'system/DepartList': lazyPage(
    () => import('./DepartListPage'),
    (m) => m.DepartListPage,
  ),
  'system/DepartListSync': lazyPage(
    () => import('./DepartListPage'),
    (m) => m.DepartListSyncPage,
  ),
});
