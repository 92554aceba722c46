import { defineResource } from '../../kit/resource';

/** 系统通告. The controller path is misspelt on the server; it is real. */
export const announcementResource = defineResource({
  name: 'announcement',
  endpoints: {
    list: '/sys/annountCement/list',
    queryById: '/sys/annountCement/queryById',
    add: '/sys/annountCement/add',
    edit: '/sys/annountCement/edit',
    delete: '/sys/annountCement/delete',
    deleteBatch: '/sys/annountCement/deleteBatch',
    exportXls: '/sys/annountCement/exportXls',
    importExcel: '/sys/annountCement/importExcel',
  },
});
