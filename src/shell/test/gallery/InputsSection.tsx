import { Button, Space, Table, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { useState } from 'react';
import { DragSlider } from '../../../components/DragSlider';
import { Ellipsis } from '../../../components/Ellipsis';
import { usePrompt } from '../../../components/PromptDialog';
import { RegionPicker } from '../../../components/RegionPicker';
import { RowDragSortMenu } from '../../../components/RowDragSortMenu';
import { YesNoSwitch, type SwitchValue } from '../../../components/YesNoSwitch';
import { PICKER_ELLIPSIS_LENGTH } from '../../../lib/constants';
import { insertBelow, moveRow, renumberRows } from '../../../lib/rowOrder';
import { DemoCard } from './DemoCard';
import { useAppFeedback } from '../../../components/feedback/useAppFeedback';

/** How long the prompt demo's async handler takes, so its loading state can be seen. */
const PROMPT_DEMO_DELAY_MS = 1500;
const NAME_RULES = [
  { required: true, message: '请输入部门名称' },
  { max: 20, message: '部门名称不能超过20个字符' },
];
const LONG_TEXT =
  '关于二〇二五年度第四季度商户结算周期调整及手续费率变更的通知（请各分支机构转发至辖内商户）';

/** A region demo holding its own value. */
function RegionDemo({ title, type, initial }: { title: string; type?: string; initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <DemoCard title={title} value={code}>
      <RegionPicker type={type} value={code} onChange={setCode} />
    </DemoCard>
  );
}

interface DemoRow {
  key: string;
  name: string;
  orderNum: number;
}

let rowSeq = 0;
const newRow = (name: string): DemoRow => ({ key: `row-${(rowSeq += 1)}`, name, orderNum: 0 });
const START_ROWS = renumberRows(['商户结算账户', '对公收款账户', '备付金账户'].map(newRow));

/** spec 2.10: the row drag-sort menu on a small table, order numbers recalculated each time. */
function RowSortDemo() {
  const [rows, setRows] = useState<DemoRow[]>(START_ROWS);
  const change = (next: DemoRow[]) => setRows(renumberRows(next));
  const columns: TableColumnType<DemoRow>[] = [
    {
      key: 'sort',
      width: 48,
      render: (_, __, index) => (
        <RowDragSortMenu
          rowIndex={index}
          rowCount={rows.length}
          onMoveUp={(at) => change(moveRow(rows, at, -1))}
          onMoveDown={(at) => change(moveRow(rows, at, 1))}
          onInsertBelow={(at) => change(insertBelow(rows, at, newRow('新账户')))}
        />
      ),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: '序号', width: 80 },
    { key: 'name', dataIndex: 'name', title: '账户名称' },
  ];
  return (
    <DemoCard title="行排序菜单" value={rows.map((r) => `${r.orderNum}.${r.name}`).join('，')}>
      <Table<DemoRow> size="small" pagination={false} columns={columns} dataSource={rows} />
    </DemoCard>
  );
}

/** spec 4: the prompt dialog with an async, a failing and a sync handler. */
function PromptDemo() {
  const { message } = useAppFeedback();
  const [openPrompt, holder] = usePrompt();
  const [name, setName] = useState<string>();
  const ask = (mode: 'async' | 'failing' | 'sync') =>
    openPrompt({
      title: '修改部门名称',
      content: '请输入新的部门名称：',
      placeholder: '请输入部门名称',
      defaultValue: name,
      rules: NAME_RULES,
      onOk: (value) => {
        if (mode === 'sync') {
          setName(value);
          return;
        }
        return new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            if (mode === 'failing') {
              void message.warning('保存失败，请重试');
              reject(new Error('保存失败'));
              return;
            }
            setName(value);
            resolve();
          }, PROMPT_DEMO_DELAY_MS),
        );
      },
      onCancel: () => void message.info('已取消'),
    });
  return (
    <DemoCard title="输入提示框" value={name}>
      <Space wrap>
        <Button onClick={() => ask('async')}>异步保存</Button>
        <Button onClick={() => ask('failing')}>异步保存（失败）</Button>
        <Button onClick={() => ask('sync')}>同步保存</Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        异步保存约 {PROMPT_DEMO_DELAY_MS / 1000} 秒后完成，期间确定按钮显示加载中。
      </Typography.Paragraph>
      {holder}
    </DemoCard>
  );
}

/** Gallery section `inputs`: switch, drag slider, region picker, row sort menu, ellipsis, prompt. */
export default function InputsSection() {
  const [switchValue, setSwitchValue] = useState<SwitchValue>();
  const [verified, setVerified] = useState(false);
  const [successes, setSuccesses] = useState(0);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <DemoCard title="开关" value={switchValue}>
        <YesNoSwitch aria-label="启用" value={switchValue} onChange={setSwitchValue} />
      </DemoCard>
      <DemoCard
        title="拖动滑块验证"
        value={verified}
        extra={
          <Button size="small" onClick={() => setVerified(false)}>
            重置
          </Button>
        }
      >
        <div style={{ maxWidth: 360 }}>
          <DragSlider
            value={verified}
            onChange={setVerified}
            onSuccess={() => setSuccesses((n) => n + 1)}
          />
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          验证成功次数：{successes}
        </Typography.Paragraph>
      </DemoCard>
      <RegionDemo title="省市区（级联）" />
      <RegionDemo title="省市区（下拉）" type="select" initial="659010" />
      <RegionDemo title="省市区（旧编码）" initial="371202" />
      <RegionDemo title="省市区（错误类型）" type="tree" />
      <RowSortDemo />
      <DemoCard title="省略文本">
        <Space direction="vertical">
          <Ellipsis value={LONG_TEXT} />
          <Ellipsis value={LONG_TEXT} length={PICKER_ELLIPSIS_LENGTH} />
        </Space>
      </DemoCard>
      <PromptDemo />
    </Space>
  );
}
