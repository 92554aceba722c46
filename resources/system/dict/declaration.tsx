/**
 * 数据字典 (spec 3, 7.3, 7.4 "Dictionary admin", 8.4; jeecg-contracts §2.6 /sys/dict, §3 SysDict):
 * dictionaries with their items (字典配置) and 刷新缓存.
 */
import { refreshDictionaries } from '../../../providers/dict-api';
import { CACHE_REFRESHED, CACHE_REFRESH_FAILED } from '../../../src/lib/messages';
import { uniqueColumnRules, type ActionOutcome, type ListDeclaration } from '../../kit';
import { DictItemsDrawer } from './DictItemsDrawer';
import { dictResource, type DictRecord } from './resource';

export type { DictRecord } from './resource';

/** Button codes of the server's button list (spec 6). */
export const DICT_PERMISSIONS = {
  add: 'dict:add',
  edit: 'dict:edit',
  delete: 'dict:delete',
  batchDelete: 'dict:batch_delete',
  export: 'dict:export',
  import: 'dict:import',
} as const;
export const DICT_REFRESH_CODE = 'dict:refresh';
export const DICT_ITEMS_CODE = 'dict:item';

/**
 * spec 7.3, 8.4: refleshCache, then queryAllDictItems into the dictionary cache (7 days). Any
 * failure reads 刷新缓存失败！, as in JeecgBoot's list.
 */
export async function refreshDictionaryCache(
  refresh: () => Promise<void> = refreshDictionaries,
): Promise<ActionOutcome> {
  try {
    await refresh();
    return { ok: true, message: CACHE_REFRESHED };
  } catch {
    return { ok: false, message: CACHE_REFRESH_FAILED };
  }
}

export const dictDeclaration: ListDeclaration<DictRecord> = {
  resource: dictResource,
  title: '数据字典',
  columns: [
    { field: 'dictName', title: '字典名称', sortable: true },
    { field: 'dictCode', title: '字典编号', sortable: true },
    { field: 'description', title: '描述', ellipsis: true },
  ],
  search: [
    { kind: 'text', field: 'dictName', label: '字典名称' },
    { kind: 'text', field: 'dictCode', label: '字典编号' },
  ],
  form: {
    fields: [
      { kind: 'text', field: 'dictName', label: '字典名称', required: true },
      {
        kind: 'text',
        field: 'dictCode',
        label: '字典编号',
        required: true,
        // spec 5.4: codes are unique (JeecgBoot's dictionary form checks sys_dict.dict_code).
        rules: uniqueColumnRules('sys_dict', 'dict_code', '字典编号'),
      },
      { kind: 'textarea', field: 'description', label: '描述' },
    ],
  },
  show: false,
  exportFileName: '数据字典',
  permissions: DICT_PERMISSIONS,
  toolbarActions: [
    {
      key: 'refresh',
      label: '刷新缓存',
      code: DICT_REFRESH_CODE,
      run: () => refreshDictionaryCache(),
    },
  ],
  rowActions: [
    {
      key: 'items',
      label: '字典配置',
      code: DICT_ITEMS_CODE,
      dialog: ({ record, onClose }) => <DictItemsDrawer dict={record} onClose={onClose} />,
    },
  ],
};
