import { defineResource } from '../../kit/resource';

/** 分类字典. The list shows root categories; children load through /sys/category/childList. */
export const categoryResource = defineResource({
  name: 'category',
  endpoints: {
    list: '/sys/category/rootList',
    queryById: '/sys/category/queryById',
    add: '/sys/category/add',
    edit: '/sys/category/edit',
    delete: '/sys/category/delete',
    deleteBatch: '/sys/category/deleteBatch',
    exportXls: '/sys/category/exportXls',
    importExcel: '/sys/category/importExcel',
  },
});
