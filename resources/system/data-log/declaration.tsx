/**
 * 数据日志 (spec 2.7; JeecgBoot v3.4.3 SysDataLogController, x-provisional in openapi/sys.yaml): one
 * row per saved version of a record, written by the server only. The content is cut in the list
 * and shown whole, indented, in 详情.
 */
import type { components } from '../../../src/api/generated/sys';
import { Ellipsis } from '../../../src/components/Ellipsis';
import type { ListDeclaration } from '../../kit';
import { DataContent } from './DataContent';
import { dataLogResource } from './resource';

export type DataLogRecord = components['schemas']['SysDataLog'];

/** spec 9 ellipsis length is 25; a JSON record needs a little more to be recognisable. */
const CONTENT_LENGTH = 40;

export const dataLogDeclaration: ListDeclaration<DataLogRecord> = {
  resource: dataLogResource,
  title: '数据日志',
  columns: [
    { field: 'dataTable', title: '表名', sortable: true },
    { field: 'dataId', title: '数据ID' },
    { field: 'dataVersion', title: '版本号', sortable: true, width: 90, align: 'center' },
    {
      field: 'dataContent',
      title: '数据内容',
      render: (row) => <Ellipsis value={row.dataContent} length={CONTENT_LENGTH} />,
    },
    { field: 'createBy', title: '创建人' },
    { field: 'createTime', title: '创建时间', sortable: true, width: 180 },
  ],
  search: [
    { kind: 'text', field: 'dataTable', label: '表名' },
    { kind: 'text', field: 'dataId', label: '数据ID', operator: 'eq' },
  ],
  show: [
    { field: 'dataTable', title: '表名' },
    { field: 'dataId', title: '数据ID' },
    { field: 'dataVersion', title: '版本号' },
    { field: 'createBy', title: '创建人' },
    { field: 'createTime', title: '创建时间' },
    {
      field: 'dataContent',
      title: '数据内容',
      render: (row) => <DataContent value={row.dataContent} />,
    },
  ],
};
