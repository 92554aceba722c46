import { lazyPage, withPages } from '../../kit/resource';
import { acctInfoDetailResource } from './resource';

export default withPages(acctInfoDetailResource, {
  // The demo menu's hidden 账户详情 (/acct/acctInfoDetail/:acctNo, cap.yaml UserResourceList).
  'account/AcctInfoDetail': lazyPage(
    () => import('./AccountDetailPage'),
    (m) => m.AccountDetailPage,
  ),
});
