/**
 * 日志管理 (spec 2.7 logs, 7.4; jeecg-contracts §2.9 /sys/log, §3 SysLog): one list per log type,
 * 登录日志 (logType 1) and 操作日志 (logType 2), as JeecgBoot's LogList tabs. The server writes
 * the log; the console only reads and deletes it.
 */
import type { components } from '../../../src/api/generated/sys';
import type { ColumnDecl, ListDeclaration, SearchFieldDecl } from '../../kit';
import { logResource } from './resource';

export type SysLogRecord = components['schemas']['SysLogRecord'];

/** jeecg-contracts §1.1 LOG_TYPE_1 / LOG_TYPE_2. */
export const LOG_TYPES = { login: '1', operate: '2' } as const;
export const OPERATE_TYPE_DICT = 'operate_type';

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const LOG_PERMISSIONS = {
  delete: 'log:delete',
  batchDelete: 'log:batch_delete',
} as const;

const columns = (
  ...extra: readonly ColumnDecl<SysLogRecord>[]
): readonly ColumnDecl<SysLogRecord>[] => [
  { field: 'logContent', title: '日志内容', sortable: true, ellipsis: true },
  { field: 'userid', title: '操作人ID', sortable: true },
  { field: 'username', title: '操作人名称', sortable: true },
  { field: 'ip', title: 'IP', sortable: true },
  { field: 'costTime', title: '耗时(毫秒)', sortable: true, align: 'right' },
  { field: 'logType', title: '日志类型', dictText: true },
  ...extra,
  { field: 'createTime', title: '创建时间', sortable: true, width: 180 },
];

/** 搜索日志 is a LIKE on logContent made by the server from the raw keyWord, so sent as typed. */
const search = (...extra: readonly SearchFieldDecl[]): readonly SearchFieldDecl[] => [
  {
    kind: 'text',
    field: 'keyWord',
    label: '搜索日志',
    placeholder: '请输入搜索关键词',
    operator: 'eq',
  },
  { kind: 'dateRange', field: 'createTime', label: '创建时间' },
  ...extra,
];

const operateType: ColumnDecl<SysLogRecord> = {
  field: 'operateType',
  title: '操作类型',
  dictText: true,
};

export const loginLogDeclaration: ListDeclaration<SysLogRecord> = {
  resource: logResource,
  title: '登录日志',
  columns: columns(),
  search: search(),
  permanentFilters: [{ field: 'logType', operator: 'eq', value: LOG_TYPES.login }],
  // The row holds nothing the columns do not show.
  show: false,
  permissions: LOG_PERMISSIONS,
};

export const operateLogDeclaration: ListDeclaration<SysLogRecord> = {
  resource: logResource,
  title: '操作日志',
  columns: columns(operateType),
  search: search({
    kind: 'dict',
    field: 'operateType',
    label: '操作类型',
    dictCode: OPERATE_TYPE_DICT,
  }),
  permanentFilters: [{ field: 'logType', operator: 'eq', value: LOG_TYPES.operate }],
  // What JeecgBoot shows in the expanded row: the request behind the operation.
  show: [
    { field: 'logContent', title: '日志内容' },
    operateType,
    { field: 'userid', title: '操作人ID' },
    { field: 'username', title: '操作人名称' },
    { field: 'ip', title: 'IP' },
    { field: 'requestUrl', title: '请求路径' },
    { field: 'requestType', title: '请求类型' },
    { field: 'method', title: '请求方法' },
    { field: 'requestParam', title: '请求参数' },
    { field: 'costTime', title: '耗时(毫秒)' },
    { field: 'createTime', title: '创建时间' },
  ],
  permissions: LOG_PERMISSIONS,
};
