import { defineResource, lazyPage } from '../../kit/resource';

/** 编码校验规则. */
export default defineResource({
  name: 'checkRule',
  endpoints: {
    list: '/sys/checkRule/list',
    add: '/sys/checkRule/add',
    edit: '/sys/checkRule/edit',
    delete: '/sys/checkRule/delete',
    deleteBatch: '/sys/checkRule/deleteBatch',
  },
  pages: {
    'system/SysCheckRuleList': lazyPage(
      () => import('./CheckRuleListPage'),
      (m) => m.CheckRuleListPage,
    ),
  },
});
