import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGINATION_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { EMPTY_TEXT, HTTP_TRACE_FAILED, listTotal, traceTotal } from '../../../src/lib/messages';
import { monitorApi } from '../shared/monitorApi';
import { useMonitorRead } from '../shared/useMonitorRead';
import {
  durationColor,
  filterTraces,
  statusColor,
  traceRows,
  type StatusClass,
  type TraceHeader,
  type TraceRow,
} from './traces';

// JeecgBoot's hues as antd preset colours: a preset tag writes dark text on a light tint, which
// the theme keeps readable (issue 14), where a hex colour puts white text on a light fill.
const METHOD_COLORS: Readonly<Record<string, string>> = {
  GET: 'green',
  POST: 'blue',
  PUT: 'orange',
  DELETE: 'volcano',
};
const METHODS = Object.keys(METHOD_COLORS).map((method) => ({ value: method, label: method }));
const STATUS_CLASSES: { value: StatusClass; label: string }[] = [
  { value: '2xx', label: '2xx 成功' },
  { value: '3xx', label: '3xx 重定向' },
  { value: '4xx', label: '4xx 客户端错误' },
  { value: '5xx', label: '5xx 服务端错误' },
];

const columns: TableColumnsType<TraceRow> = [
  { title: '请求时间', dataIndex: 'time', width: 180 },
  {
    title: '请求方法',
    dataIndex: 'method',
    width: 110,
    render: (method: string) => <Tag color={METHOD_COLORS[method]}>{method}</Tag>,
  },
  { title: '请求URL', dataIndex: 'path', ellipsis: true },
  {
    title: '响应状态',
    dataIndex: 'status',
    width: 110,
    render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag>,
  },
  {
    title: '请求耗时',
    dataIndex: 'timeTaken',
    width: 110,
    render: (ms: number | null) =>
      ms === null ? '-' : <Tag color={durationColor(ms)}>{ms} ms</Tag>,
  },
];

function HeaderList({ title, headers }: { title: string; headers: TraceHeader[] }) {
  return (
    <Descriptions
      title={title}
      size="small"
      column={1}
      bordered
      items={headers.map((header) => ({
        key: header.name,
        label: header.name,
        children: header.value,
      }))}
    />
  );
}

const NO_TRACES: TraceRow[] = [];
const TRACE_FAILURE = { title: HTTP_TRACE_FAILED, label: 'actuator/httptrace' };
// Masked as soon as read: the credentials in the traces are never kept (traces.ts).
const readTraces = async () => traceRows(await monitorApi.httpTraces());

/** 请求追踪 (spec 2.7; menu component monitor/HttpTrace): recent HTTP exchanges of the server. */
export function HttpTracePage() {
  const { data: rows, loading, reload } = useMonitorRead(readTraces, NO_TRACES, TRACE_FAILURE);
  const [method, setMethod] = useState<string>();
  const [status, setStatus] = useState<StatusClass>();
  const shown = useMemo(() => filterTraces(rows, { method, status }), [rows, method, status]);

  return (
    <Card variant="borderless">
      <Alert
        type="info"
        showIcon
        message={
          <Space>
            {traceTotal(rows.length)}
            <Button size="small" icon={<ReloadOutlined />} loading={loading} onClick={reload}>
              立即刷新
            </Button>
          </Space>
        }
      />
      <Space style={{ margin: '16px 0' }} wrap>
        <Select
          aria-label="请求方法"
          placeholder="请求方法"
          allowClear
          style={{ width: 160 }}
          options={METHODS}
          value={method}
          onChange={setMethod}
        />
        <Select
          aria-label="响应状态"
          placeholder="响应状态"
          allowClear
          style={{ width: 180 }}
          options={STATUS_CLASSES}
          value={status}
          onChange={setStatus}
        />
      </Space>
      <Table<TraceRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={loading}
        scroll={{ x: 900 }}
        locale={{ emptyText: EMPTY_TEXT }}
        pagination={{
          defaultPageSize: DEFAULT_PAGE_SIZE,
          pageSizeOptions: [...PAGINATION_PAGE_SIZE_OPTIONS],
          showSizeChanger: true,
          showTotal: listTotal,
        }}
        expandable={{
          expandedRowRender: (row) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              <HeaderList title={`请求头（${row.remoteAddress}）`} headers={row.requestHeaders} />
              <HeaderList title="响应头" headers={row.responseHeaders} />
            </Space>
          ),
        }}
      />
    </Card>
  );
}
