/**
 * 多数据源管理 (spec 2.7 data sources; JeecgBoot v3.4.3 SysDataSourceController, x-provisional in
 * openapi/sys.yaml). The server encrypts the password: the list never shows it, and 编辑 reads it
 * decrypted through queryById as JeecgBoot's modal does (left empty, the stored one is kept).
 */
import type { components } from '../../../src/api/generated/sys';
import { DATA_SOURCE_CODE_INVALID } from '../../../src/lib/messages';
import { sysConfigApi } from '../../../providers/sys-config-api';
import { uniqueColumnRules, type ListDeclaration } from '../../kit';
import { DataSourcePasswordInput } from './DataSourcePasswordInput';
import { DATABASE_TYPE_DICT, DataSourceTypeSelect } from './DataSourceTypeSelect';
import { dataSourceResource } from './resource';

export type DataSourceRecord = components['schemas']['SysDataSourceRecord'];

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const DATA_SOURCE_PERMISSIONS = {
  add: 'datasource:add',
  edit: 'datasource:edit',
  delete: 'datasource:delete',
  batchDelete: 'datasource:batch_delete',
} as const;

/** JeecgBoot SysDataSourceModal: a letter first, then letters, digits, '_' or '-'. */
const CODE_PATTERN = /^[a-zA-Z][\w-]*$/;

export const dataSourceDeclaration: ListDeclaration<DataSourceRecord> = {
  resource: dataSourceResource,
  title: '多数据源管理',
  columns: [
    { field: 'code', title: '数据源编码', sortable: true },
    { field: 'name', title: '数据源名称', sortable: true },
    { field: 'dbType', title: '数据库类型', dictText: true, sortable: true },
    { field: 'dbDriver', title: '驱动类', ellipsis: true },
    { field: 'dbUrl', title: '数据源地址', ellipsis: true },
    { field: 'dbUsername', title: '用户名' },
  ],
  search: [
    { kind: 'text', field: 'code', label: '数据源编码' },
    { kind: 'text', field: 'name', label: '数据源名称' },
    { kind: 'dict', field: 'dbType', label: '数据库类型', dictCode: DATABASE_TYPE_DICT },
  ],
  form: {
    fields: [
      {
        kind: 'text',
        field: 'code',
        label: '数据源编码',
        required: true,
        // Other modules name the source by its code: unique and fixed once saved.
        readOnlyOnEdit: true,
        rules: (context) => [
          { pattern: CODE_PATTERN, message: DATA_SOURCE_CODE_INVALID },
          ...uniqueColumnRules('sys_data_source', 'code', '数据源编码')(context),
        ],
      },
      { kind: 'text', field: 'name', label: '数据源名称', required: true },
      {
        kind: 'widget',
        field: 'dbType',
        label: '数据库类型',
        required: true,
        widget: () => <DataSourceTypeSelect placeholder="请选择数据库类型" />,
      },
      { kind: 'text', field: 'dbDriver', label: '驱动类', required: true },
      { kind: 'text', field: 'dbUrl', label: '数据源地址', required: true },
      { kind: 'text', field: 'dbUsername', label: '用户名', required: true },
      {
        kind: 'widget',
        field: 'dbPassword',
        label: '密码',
        widget: () => <DataSourcePasswordInput />,
      },
      { kind: 'textarea', field: 'remark', label: '备注' },
    ],
    // The row holds the encrypted password: the form gets the decrypted one, or none (kept).
    editValues: async (record) => {
      const answer = await sysConfigApi.dataSourcePassword(record.id);
      return { dbPassword: answer.ok ? answer.password : undefined };
    },
  },
  show: [
    { field: 'code', title: '数据源编码' },
    { field: 'name', title: '数据源名称' },
    { field: 'dbType', title: '数据库类型', dictText: true },
    { field: 'dbDriver', title: '驱动类' },
    { field: 'dbUrl', title: '数据源地址' },
    { field: 'dbName', title: '数据库名称' },
    { field: 'dbUsername', title: '用户名' },
    { field: 'remark', title: '备注' },
    { field: 'createTime', title: '创建时间' },
  ],
  permissions: DATA_SOURCE_PERMISSIONS,
};
