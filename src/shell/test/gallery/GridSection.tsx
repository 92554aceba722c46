import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import {
  EditableGrid,
  type EditableGridApi,
  type GridColumn,
} from '../../../components/EditableGrid';
import type { GridRow } from '../../../lib/grid/rowState';
import { bigGridColumns, bigGridRows } from './bigGrid';
import { DemoCard } from './DemoCard';
import { GridFeaturesDemo } from './GridFeaturesDemo';
import { useAppFeedback } from '../../../components/feedback/useAppFeedback';

const SEX_OPTIONS = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

const EDIT_COLUMNS: GridColumn[] = [
  { key: 'seq', title: '序号', type: 'row-number' },
  { key: 'sort', title: '', type: 'row-drag-sort' },
  {
    key: 'name',
    title: '姓名',
    type: 'input',
    validateRules: [{ required: true }, { unique: true }],
  },
  {
    key: 'age',
    title: '年龄',
    type: 'inputNumber',
    statistics: ['sum', 'average'],
    validateRules: [{ pattern: 'n' }],
  },
  { key: 'sex', title: '性别', type: 'select', options: SEX_OPTIONS },
  { key: 'birthday', title: '生日', type: 'date' },
  { key: 'checkInTime', title: '打卡时间', type: 'time' },
  { key: 'phone', title: '手机号', type: 'input', validateRules: [{ pattern: 'm' }] },
  {
    key: 'married',
    title: '已婚',
    type: 'checkbox',
    options: [
      { value: 'Y', text: '是' },
      { value: 'N', text: '否' },
    ],
  },
  { key: 'remark', title: '备注', type: 'textarea', width: 200 },
];

const EDIT_ROWS: GridRow[] = [
  {
    id: '1',
    name: '张三',
    age: 30,
    sex: '1',
    birthday: '1995-03-08',
    phone: '13800138000',
    orderNum: 1,
  },
  {
    id: '2',
    name: '李四',
    age: 28,
    sex: '2',
    birthday: '1997-11-21',
    phone: '13900139000',
    orderNum: 2,
  },
  { id: '3', name: '', age: '', sex: '', phone: '123', orderNum: 3 },
];

/** spec 4: editing, toolbar, selection, validation and the imperative API on a few rows. */
function EditDemo() {
  const { message } = useAppFeedback();
  const grid = useRef<EditableGridApi>(null);
  const [shown, setShown] = useState<unknown>();
  const read = () => {
    const api = grid.current;
    if (!api) return;
    // Exported rows by id: an inserted row is exported without one (spec 3), read as null.
    setShown({
      ids: api.getAllValues(true).map((row) => row.id ?? null),
      newRows: api.getNewRows().length,
      deletedIds: api.getDeletedIds(),
    });
  };
  const validate = async () => {
    const errors = (await grid.current?.validate()) ?? [];
    if (errors[0]) void message.warning(errors[0].message);
    else void message.success('校验通过');
  };
  return (
    <DemoCard
      title="可编辑表格"
      value={shown}
      extra={
        <Space>
          <Button onClick={() => void validate()}>校验</Button>
          <Button onClick={read}>取值</Button>
        </Space>
      }
    >
      <EditableGrid
        ref={grid}
        columns={EDIT_COLUMNS}
        rows={EDIT_ROWS}
        selection="checkbox"
        onRemove={() => Promise.resolve(true)}
      />
    </DemoCard>
  );
}

const BIG_ROW_COUNT = 100_000;
const BIG_COLUMN_COUNT = 20;

const BIG_COLUMNS = bigGridColumns(BIG_COLUMN_COUNT);

/** spec 9: 100,000 rows × 20 columns generated here; only the visible window is rendered. */
function BigDemo() {
  const [rows] = useState(() => bigGridRows(BIG_ROW_COUNT, BIG_COLUMN_COUNT));
  return (
    <DemoCard title="10 万行 × 20 列">
      <EditableGrid columns={BIG_COLUMNS} rows={rows} size="small" selection="checkbox" />
    </DemoCard>
  );
}

export default function GridSection() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <EditDemo />
      <GridFeaturesDemo />
      <BigDemo />
    </Space>
  );
}
