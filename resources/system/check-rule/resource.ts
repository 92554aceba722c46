import { defineResource } from '../../kit/resource';

/** 编码校验规则. */
export const checkRuleResource = defineResource({
  name: 'checkRule',
  endpoints: {
    list: '/sys/checkRule/list',
    add: '/sys/checkRule/add',
    edit: '/sys/checkRule/edit',
    delete: '/sys/checkRule/delete',
    deleteBatch: '/sys/checkRule/deleteBatch',
  },
});
