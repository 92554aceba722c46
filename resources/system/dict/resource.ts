import type { components } from '../../../src/api/generated/sys';
import { defineResource } from '../../kit/resource';
import { dictItemResource } from './parts';

/** 数据字典 and, in its drawer, the dictionary's items. */
export const dictResource = defineResource({
  name: 'dict',
  endpoints: {
    list: '/sys/dict/list',
    add: '/sys/dict/add',
    edit: '/sys/dict/edit',
    delete: '/sys/dict/delete',
    deleteBatch: '/sys/dict/deleteBatch',
    exportXls: '/sys/dict/exportXls',
    importExcel: '/sys/dict/importExcel',
  },
  parts: [dictItemResource],
});

/** A row of the list, as the contract gives it. */
export type DictRecord = components['schemas']['SysDict'];
