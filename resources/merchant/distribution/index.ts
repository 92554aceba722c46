import { lazyPage, withPages } from '../../kit/resource';
import { distributionResource } from './resource';

export default withPages(distributionResource, {
  // The demo menu's 商户平台 → 资金分发 and 分发审核.
  'merchant/DistributionList': lazyPage(
    () => import('./DistributionListPage'),
    (m) => m.DistributionListPage,
  ),
  'merchant/DistributionAuditList': lazyPage(
    () => import('./DistributionAuditPage'),
    (m) => m.DistributionAuditPage,
  ),
});
