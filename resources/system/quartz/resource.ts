import { defineResource } from '../../kit/resource';

/** 定时任务. */
export const quartzJobResource = defineResource({
  name: 'quartzJob',
  endpoints: {
    list: '/sys/quartzJob/list',
    queryById: '/sys/quartzJob/queryById',
    add: '/sys/quartzJob/add',
    edit: '/sys/quartzJob/edit',
    delete: '/sys/quartzJob/delete',
    deleteBatch: '/sys/quartzJob/deleteBatch',
    exportXls: '/sys/quartzJob/exportXls',
    importExcel: '/sys/quartzJob/importExcel',
  },
});
