import { Card, Col, Empty, Progress, Row, Spin, Typography } from 'antd';
import { DISK_INFO_FAILED, EMPTY_TEXT } from '../../../src/lib/messages';
import { monitorApi } from '../shared/monitorApi';
import { useMonitorRead } from '../shared/useMonitorRead';
import { diskUsage, type DiskUsage } from './diskUsage';

function DiskGauge({ disk }: { disk: DiskUsage }) {
  return (
    <Card size="small" title={disk.name} style={{ textAlign: 'center' }}>
      <Progress
        type="dashboard"
        percent={disk.percent}
        strokeColor={disk.color}
        aria-label={`${disk.name} 已用 ${disk.percent}%`}
      />
      <Typography.Paragraph style={{ margin: 0 }}>
        已用 {disk.used} / 共 {disk.total}
      </Typography.Paragraph>
      <Typography.Text type="secondary">可用 {disk.free}</Typography.Text>
    </Card>
  );
}

const NO_DISKS: DiskUsage[] = [];
const DISK_FAILURE = { title: DISK_INFO_FAILED, label: '磁盘信息' };
const readDisks = async () => (await monitorApi.diskInfo()).map(diskUsage);

/** 磁盘监控 (spec 2.7; menu component monitor/DiskMonitoring): one gauge per disk. */
export function DiskMonitoringPage() {
  const { data: disks, loading } = useMonitorRead(readDisks, NO_DISKS, DISK_FAILURE);
  return (
    <Card variant="borderless" title="磁盘监控">
      <Spin spinning={loading}>
        {disks.length === 0 ? (
          <div style={{ minHeight: 200 }}>
            {loading ? null : <Empty description={EMPTY_TEXT} />}
          </div>
        ) : (
          <Row gutter={[16, 16]}>
            {disks.map((disk) => (
              <Col key={disk.name} xs={24} md={12} xl={8}>
                <DiskGauge disk={disk} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
    </Card>
  );
}
