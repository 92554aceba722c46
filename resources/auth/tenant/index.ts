import { lazyPage, withPages } from '../../kit/resource';
import { authTenantResource } from './resource';

export default withPages(authTenantResource, {
  // The demo menu's 公司管理 → 租户管理 (cap.yaml UserResourceList, issue 19 A).
  'auth/TenantList': lazyPage(
    () => import('./TenantListPage'),
    (m) => m.TenantListPage,
  ),
});
