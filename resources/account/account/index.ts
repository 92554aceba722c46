import { lazyPage, withPages } from '../../kit/resource';
import { acctInfoResource } from './resource';

export default withPages(acctInfoResource, {
  // The demo menu's 资金账户 → 账户管理 (cap.yaml UserResourceList).
  'account/AcctInfoList': lazyPage(
    () => import('./AccountListPage'),
    (m) => m.AccountListPage,
  ),
});
