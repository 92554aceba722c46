import { lazyPage, withPages } from '../../kit/resource';
import { customerResource } from './resource';

export default withPages(customerResource, {
  // The demo menu's 客户管理 → 客户信息 (cap.yaml UserResourceList).
  'customer/CusMastInfoList': lazyPage(
    () => import('./CustomerListPage'),
    (m) => m.CustomerListPage,
  ),
});
