import { Alert, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { NumberCheck } from './localNumbers';
import { ACCTNO_TEXTS as TEXTS } from './texts';

const COLUMNS: TableColumnsType<NumberCheck> = [
  { title: '#', dataIndex: 'index', width: 56 },
  {
    title: TEXTS.serverNo,
    dataIndex: 'acctNo',
    render: (acctNo: string) => <Typography.Text copyable>{acctNo}</Typography.Text>,
  },
  {
    title: TEXTS.luhn,
    dataIndex: 'luhnValid',
    width: 100,
    render: (valid: boolean) =>
      valid ? (
        <Tag color="success">{TEXTS.luhnPassed}</Tag>
      ) : (
        <Tag color="error">{TEXTS.luhnFailed}</Tag>
      ),
  },
  {
    title: TEXTS.localNo,
    dataIndex: 'localNo',
    render: (localNo: string | undefined, row) =>
      localNo === undefined || localNo === row.acctNo ? (
        (localNo ?? '')
      ) : (
        <Typography.Text type="danger">
          {localNo}（{TEXTS.mismatch}）
        </Typography.Text>
      ),
  },
];

/** The numbers of a preview or generation with the console's Luhn check and its own numbers. */
export function NumbersTable({
  title,
  rows,
  localFailure,
}: {
  title: string;
  rows: NumberCheck[];
  localFailure?: string;
}) {
  return (
    <>
      {localFailure ? (
        <Alert type="warning" showIcon message={localFailure} style={{ marginBottom: 8 }} />
      ) : null}
      <Table<NumberCheck>
        title={() => title}
        rowKey="index"
        size="small"
        columns={COLUMNS}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      />
    </>
  );
}
