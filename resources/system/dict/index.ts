import { defineResource, lazyPage } from '../../kit/resource';
import { dictItemResource } from './parts';

/** 数据字典 and, in its drawer, the dictionary's items. */
export default defineResource({
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
  pages: {
    'system/DictList': lazyPage(
      () => import('./DictListPage'),
      (m) => m.DictListPage,
    ),
  },
  parts: [dictItemResource],
});
