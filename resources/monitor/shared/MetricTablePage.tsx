import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../src/lib/constants';
import { EMPTY_TEXT, lastUpdated } from '../../../src/lib/messages';
import type { MetricRow, MetricRowDefinition } from './metricRows';
import { useMetricTable } from './useMetricTable';

const columns: TableColumnsType<MetricRow> = [
  {
    title: '参数',
    dataIndex: 'param',
    width: '30%',
    render: (param: string, row) => <Tag color={row.color}>{param}</Tag>,
  },
  { title: '描述', dataIndex: 'description', width: '40%' },
  {
    title: '当前值',
    dataIndex: 'value',
    width: '30%',
    render: (value: string, row) =>
      row.failed ? <Typography.Text type="danger">{value}</Typography.Text> : value,
  },
];

export interface MetricTablePageProps {
  /** The rows; a module constant, so the table reads once per show. */
  definitions: readonly MetricRowDefinition[];
  /** Title of the notice telling failed metrics. */
  failureTitle: string;
}

/** JVM信息, 服务器信息 and Tomcat信息 (spec 2.7): 参数, 描述, 当前值 with 刷新 and the last update. */
export function MetricTablePage({ definitions, failureTitle }: MetricTablePageProps) {
  const { rows, loading, updatedAt, refresh } = useMetricTable(definitions, failureTitle);
  return (
    <Card variant="borderless">
      <Alert
        type="info"
        showIcon
        message={
          <Space>
            {lastUpdated(updatedAt === undefined ? '-' : dayjs(updatedAt).format(DATE_TIME_FORMAT))}
            <Button size="small" icon={<ReloadOutlined />} loading={loading} onClick={refresh}>
              刷新
            </Button>
          </Space>
        }
      />
      <Table<MetricRow>
        style={{ marginTop: 16 }}
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: EMPTY_TEXT }}
      />
    </Card>
  );
}
