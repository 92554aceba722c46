import { defineResource } from '../../kit/resource';

/** 多数据源. queryById answers the password decrypted (the list has it encrypted). */
export const dataSourceResource = defineResource({
  name: 'dataSource',
  endpoints: {
    list: '/sys/dataSource/list',
    queryById: '/sys/dataSource/queryById',
    add: '/sys/dataSource/add',
    edit: '/sys/dataSource/edit',
    delete: '/sys/dataSource/delete',
    deleteBatch: '/sys/dataSource/deleteBatch',
  },
});
