import { Card, Col, Row, Table, type TableColumnsType } from 'antd';
import { EMPTY_TEXT, REDIS_INFO_FAILED } from '../../../src/lib/messages';
import { formatCount } from '../shared/format';
import { monitorApi, type RedisInfoItem } from '../shared/monitorApi';
import { useMonitorRead } from '../shared/useMonitorRead';
import { RedisChart } from './RedisChart';
import { useRedisSeries } from './useRedisSeries';

const columns: TableColumnsType<RedisInfoItem> = [
  { title: '参数', dataIndex: 'key', width: '25%' },
  { title: '描述', dataIndex: 'description', width: '50%' },
  { title: '当前值', dataIndex: 'value', width: '25%' },
];

const NO_ROWS: RedisInfoItem[] = [];
const INFO_FAILURE = { title: REDIS_INFO_FAILED, label: 'Redis 详细信息' };
const readInfo = () => monitorApi.redisInfo();

/** Redis监控 (spec 2.7; menu component monitor/RedisInfo): live key and memory charts, INFO. */
export function RedisInfoPage() {
  const { keys, memoryKb } = useRedisSeries();
  const info = useMonitorRead(readInfo, NO_ROWS, INFO_FAILURE);
  return (
    <Card variant="borderless">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <RedisChart
            title="Redis 内存实时占用情况（KB）"
            label="内存（KB）"
            series={memoryKb}
            format={(value) => formatCount(value, 'KB')}
          />
        </Col>
        <Col xs={24} xl={12}>
          <RedisChart
            title="Redis Key 实时数量（个）"
            label="数量（个）"
            series={keys}
            format={(value) => formatCount(value, '个')}
          />
        </Col>
      </Row>
      <Card title="Redis 详细信息" size="small" style={{ marginTop: 16 }}>
        <Table<RedisInfoItem>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={info.data}
          loading={info.loading}
          pagination={false}
          locale={{ emptyText: EMPTY_TEXT }}
        />
      </Card>
    </Card>
  );
}
