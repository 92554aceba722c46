import { lazyPage, withPages } from '../../kit/resource';
import { adjustResource } from './resource';

export default withPages(adjustResource, {
  // The demo menu's 账务管理 → 调账管理 (codes17 menu).
  'accounting/AdjustList': lazyPage(
    () => import('./AdjustListPage'),
    (m) => m.AdjustListPage,
  ),
});
