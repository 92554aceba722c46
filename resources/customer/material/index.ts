import { lazyPage, withPages } from '../../kit/resource';
import { customerMaterialResource } from './resource';

export default withPages(customerMaterialResource, {
  // The demo menu's 客户管理 → 客户资料 (cap.yaml UserResourceList).
  'customer/CusMaterialList': lazyPage(
    () => import('./CustomerMaterialPage'),
    (m) => m.CustomerMaterialPage,
  ),
});
