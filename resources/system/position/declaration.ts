/**
 * 职务管理 (spec 2.7 positions, 3 "Position", 7.4; jeecg-contracts §2.9 /sys/position, §3
 * SysPosition). Spec 3 calls the rank field rank / rank_dictText; the backend names it postRank
 * (dictionary position_rank) and the list sends postRank_dictText.
 */
import type { components } from '../../../src/api/generated/sys';
import { uniqueColumnRules, type ListDeclaration } from '../../kit';
import { positionResource } from './resource';

export type PositionRecord = components['schemas']['SysPositionRecord'];

export const POSITION_RANK_DICT = 'position_rank';

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const POSITION_PERMISSIONS = {
  add: 'position:add',
  edit: 'position:edit',
  delete: 'position:delete',
  batchDelete: 'position:batch_delete',
  export: 'position:export',
  import: 'position:import',
} as const;

export const positionDeclaration: ListDeclaration<PositionRecord> = {
  resource: positionResource,
  title: '职务管理',
  columns: [
    { field: 'name', title: '职务名称', sortable: true },
    { field: 'code', title: '职务编码', sortable: true },
    { field: 'postRank', title: '职级', dictText: true, sortable: true },
    { field: 'createTime', title: '创建时间', sortable: true, width: 180 },
  ],
  search: [
    { kind: 'text', field: 'name', label: '职务名称' },
    { kind: 'text', field: 'code', label: '职务编码' },
    { kind: 'dict', field: 'postRank', label: '职级', dictCode: POSITION_RANK_DICT },
  ],
  superQuery: [
    { value: 'name', text: '职务名称', type: 'string' },
    { value: 'code', text: '职务编码', type: 'string' },
    { value: 'postRank', text: '职级', type: 'list', dictCode: POSITION_RANK_DICT },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  form: {
    fields: [
      {
        kind: 'text',
        field: 'code',
        label: '职务编码',
        required: true,
        // spec 5.4: the code is unique (JeecgBoot's position modal checks sys_position.code).
        rules: uniqueColumnRules('sys_position', 'code', '职务编码'),
      },
      { kind: 'text', field: 'name', label: '职务名称', required: true },
      {
        kind: 'dict',
        field: 'postRank',
        label: '职级',
        dictCode: POSITION_RANK_DICT,
        required: true,
      },
    ],
  },
  exportFileName: '职务表',
  permissions: POSITION_PERMISSIONS,
};
