import { lazyPage, withPages } from '../../kit/resource';
import { customerDetailResource } from './resource';

export default withPages(customerDetailResource, {
  // The demo menu's hidden 客户详情 (/cus/cusMastInfoDetail/:cusCode, cap.yaml UserResourceList).
  'customer/CusMastInfoDetail': lazyPage(
    () => import('./CustomerDetailPage'),
    (m) => m.CustomerDetailPage,
  ),
});
