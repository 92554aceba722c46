/**
 * The items of one dictionary (字典配置; spec 3 "Dictionary item", 7.4; jeecg-contracts §2.6
 * /sys/dictItem, §3 SysDictItem): a list of its own, always filtered by the dictionary.
 */
import type { components } from '../../../src/api/generated/sys';
import { YesNoSwitch } from '../../../src/components/YesNoSwitch';
import type { ListDeclaration } from '../../kit';
import { dictItemValueRule } from './dictItemApi';
import { dictItemResource } from './parts';

export type DictItemRecord = components['schemas']['SysDictItemRecord'];

/** spec 3: status 1 is active (启用), 0 inactive (不启用). */
export const DICT_ITEM_STATUS_DICT = 'dict_item_status';
const ACTIVE = 1;
const INACTIVE = 0;

export function dictItemDeclaration(dictId: string): ListDeclaration<DictItemRecord> {
  return {
    resource: dictItemResource,
    title: '字典列表',
    permanentFilters: [{ field: 'dictId', operator: 'eq', value: dictId }],
    columns: [
      { field: 'itemText', title: '名称' },
      { field: 'itemValue', title: '数据值' },
      { field: 'description', title: '描述', ellipsis: true },
      { field: 'sortOrder', title: '排序', sortable: true, width: 80 },
      { field: 'status', title: '状态', dictText: true, width: 90 },
    ],
    search: [
      { kind: 'text', field: 'itemText', label: '名称' },
      { kind: 'dict', field: 'status', label: '状态', dictCode: DICT_ITEM_STATUS_DICT },
    ],
    form: {
      fields: [
        { kind: 'text', field: 'itemText', label: '名称', required: true },
        {
          kind: 'text',
          field: 'itemValue',
          label: '数据值',
          required: true,
          // A value may appear once per dictionary (JeecgBoot's item form checks on blur).
          rules: ({ id }) => [dictItemValueRule({ dictId, ...(id ? { id } : {}) }, '数据值')],
        },
        { kind: 'textarea', field: 'description', label: '描述' },
        { kind: 'number', field: 'sortOrder', label: '排序值', min: 0, precision: 0 },
        {
          kind: 'widget',
          field: 'status',
          label: '是否启用',
          widget: () => <YesNoSwitch options={[ACTIVE, INACTIVE]} aria-label="是否启用" />,
        },
      ],
      initialValues: { sortOrder: 1, status: ACTIVE },
      fixedValues: { dictId },
    },
    show: false,
  };
}
