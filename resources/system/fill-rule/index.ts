import { lazyPage, withPages } from '../../kit/resource';
import { fillRuleResource } from './resource';

/** 填值规则. */
export default withPages(fillRuleResource, {
  'system/SysFillRuleList': lazyPage(
    () => import('./FillRuleListPage'),
    (m) => m.FillRuleListPage,
  ),
});
