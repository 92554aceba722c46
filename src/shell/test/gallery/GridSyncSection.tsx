import { useGetIdentity } from '@refinedev/core';
import { Spin, Typography } from 'antd';
import type { ConsoleIdentity } from '../../../lib/identity';
import { EditableGrid, type GridColumn } from '../../../components/EditableGrid';
import type { GridRow } from '../../../lib/grid/rowState';
import { DemoCard } from './DemoCard';

/** Every page of this tab joins the same table key, so two pages show one table. */
const SOCKET_KEY = 'gallery-grid-sync';

const COLUMNS: GridColumn[] = [
  { key: 'seq', title: '序号', type: 'row-number' },
  { key: 'name', title: '姓名', type: 'input' },
  { key: 'age', title: '年龄', type: 'inputNumber' },
  {
    key: 'sex',
    title: '性别',
    type: 'select',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { key: 'remark', title: '备注', type: 'input', width: 200 },
];

// Fixed ids: another page's update names the row it changed by id.
const ROWS: GridRow[] = [
  { id: 'sync-1', name: '张三', age: 30, sex: '1', remark: '', orderNum: 1 },
  { id: 'sync-2', name: '李四', age: 28, sex: '2', remark: '', orderNum: 2 },
  { id: 'sync-3', name: '王五', age: 35, sex: '1', remark: '', orderNum: 3 },
];

/**
 * spec 4 "Realtime grid sync": the signed-in user's tables on one socket key see each other's row
 * edits. Opening this tab in two pages gives two such tables.
 */
export default function GridSyncSection() {
  const { data: identity } = useGetIdentity<ConsoleIdentity>();
  return (
    <DemoCard title="表格实时同步">
      <Typography.Paragraph type="secondary">
        在同一账号的两个页面打开本页签，在一个页面编辑单元格，另一个页面的同一行随之更新。
      </Typography.Paragraph>
      {identity ? (
        <EditableGrid
          columns={COLUMNS}
          rows={ROWS}
          sync={{ userId: identity.id, socketKey: SOCKET_KEY }}
        />
      ) : (
        <Spin />
      )}
    </DemoCard>
  );
}
