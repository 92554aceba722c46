import { defineResource, lazyPage } from '../../kit/resource';

/** 填值规则. */
export default defineResource({
  name: 'fillRule',
  endpoints: {
    list: '/sys/fillRule/list',
    add: '/sys/fillRule/add',
    edit: '/sys/fillRule/edit',
    delete: '/sys/fillRule/delete',
    deleteBatch: '/sys/fillRule/deleteBatch',
  },
  pages: {
    'system/SysFillRuleList': lazyPage(
      () => import('./FillRuleListPage'),
      (m) => m.FillRuleListPage,
    ),
  },
});
