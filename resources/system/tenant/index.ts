import { lazyPage, withPages } from '../../kit/resource';
import { tenantResource } from './resource';

/** 租户管理. */
export default withPages(tenantResource, {
  'system/TenantList': lazyPage(
    () => import('./TenantListPage'),
    (m) => m.TenantListPage,
  ),
});
