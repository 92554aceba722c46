import { lazyPage, withPages } from '../../kit/resource';
import { batchPayResource } from './resource';

export default withPages(batchPayResource, {
  // The demo menu's 批量代付 and 批量代付审核 (briefs codes17 menu).
  'account/BatchPayList': lazyPage(
    () => import('./BatchPayListPage'),
    (m) => m.BatchPayListPage,
  ),
  'merchant/BatchPayAuditList': lazyPage(
    () => import('./BatchPayAuditPage'),
    (m) => m.BatchPayAuditPage,
  ),
});
