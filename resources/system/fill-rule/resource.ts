import { defineResource } from '../../kit/resource';

/** 填值规则. */
export const fillRuleResource = defineResource({
  name: 'fillRule',
  endpoints: {
    list: '/sys/fillRule/list',
    add: '/sys/fillRule/add',
    edit: '/sys/fillRule/edit',
    delete: '/sys/fillRule/delete',
    deleteBatch: '/sys/fillRule/deleteBatch',
  },
});
