import { lazyPage, withPages } from '../../kit/resource';
import { refundResource } from './resource';

export default withPages(refundResource, {
  // 账务管理 → 退款 (codes17 menu).
  'accounting/RefundList': lazyPage(
    () => import('./RefundListPage'),
    (m) => m.RefundListPage,
  ),
});
