import { lazyPage, withPages } from '../../kit/resource';
import { acctNoRuleResource } from './resource';

export default withPages(acctNoRuleResource, {
  // The demo menu's 账务管理 → 账号生成 (cap.yaml UserResourceList).
  'accounting/AcctNoRuleList': lazyPage(
    () => import('./AcctNoRuleListPage'),
    (m) => m.AcctNoRuleListPage,
  ),
});
