import { defineResource } from '../../kit/resource';

/** 职务管理 (spec 2.7 positions). */
export const positionResource = defineResource({
  name: 'position',
  endpoints: {
    list: '/sys/position/list',
    queryById: '/sys/position/queryById',
    add: '/sys/position/add',
    edit: '/sys/position/edit',
    delete: '/sys/position/delete',
    deleteBatch: '/sys/position/deleteBatch',
    exportXls: '/sys/position/exportXls',
    importExcel: '/sys/position/importExcel',
  },
});
