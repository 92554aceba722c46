import { lazyPage, withPages } from '../../kit/resource';
import { customerInnetResource } from './resource';

export default withPages(customerInnetResource, {
  // The demo menu's 客户管理 → 渠道进件 (cap.yaml UserResourceList).
  'customer/CusChannelInnetList': lazyPage(
    () => import('./InnetListPage'),
    (m) => m.InnetListPage,
  ),
  // The hidden routed entry /cus/cusChannelInnet/:cusCode/:channelCode/:productCode (spec 2.8).
  'customer/CusChannelInnet': lazyPage(
    () => import('./OnboardingPage'),
    (m) => m.OnboardingPage,
  ),
});
