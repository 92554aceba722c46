import type { components } from '../../../src/api/generated/sys';
import { defineResource } from '../../kit/resource';

/** 用户管理. */
export const userResource = defineResource({
  name: 'user',
  endpoints: {
    list: '/sys/user/list',
    queryById: '/sys/user/queryById',
    add: '/sys/user/add',
    edit: '/sys/user/edit',
    delete: '/sys/user/delete',
    deleteBatch: '/sys/user/deleteBatch',
    exportXls: '/sys/user/exportXls',
    importExcel: '/sys/user/importExcel',
  },
});

/** A row of the list, as the contract gives it. */
export type UserRecord = components['schemas']['SysUserRecord'];
