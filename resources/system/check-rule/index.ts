import { lazyPage, withPages } from '../../kit/resource';
import { checkRuleResource } from './resource';

/** 编码校验规则. */
export default withPages(checkRuleResource, {
  'system/SysCheckRuleList': lazyPage(
    () => import('./CheckRuleListPage'),
    (m) => m.CheckRuleListPage,
  ),
});
