import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { LineChart, type ChartAxis, type LineSeries } from '../../../src/components/LineChart';
import { isRefusal } from '../../../providers/http/httpError';
import { logStatsApi, type LogStatsApi } from './logStatsApi';
import { visitSeries } from './visitSeries';

export const VISIT_CHART_TITLE = '最近一周访问量统计';

/** The server's refusal as a warning; HTTP failures were shown by the HTTP layer already. */
function Refusal({ error }: { error: Error | null }) {
  if (!isRefusal(error)) return null;
  return <Alert type="warning" showIcon message={error.message} style={{ marginBottom: 12 }} />;
}

/**
 * Sign-in statistics above the log tabs (spec 7.4 Logs, as JeecgBoot's home page shows them):
 * today's IPs and visits, all visits, and visits and IPs per day of the last week.
 */
export function LogSummary({ api = logStatsApi }: { api?: LogStatsApi }) {
  // Each failure is shown once: a retry would show an HTTP failure again.
  const stats = useQuery({
    queryKey: ['sys/loginfo'],
    queryFn: () => api.loginStats(),
    retry: false,
  });
  const days = useQuery({
    queryKey: ['sys/visitInfo'],
    queryFn: () => api.visitDays(),
    retry: false,
  });

  const chart = useMemo(() => {
    const { labels, visits, ips } = visitSeries(days.data ?? []);
    const axis: ChartAxis = { kind: 'categories', label: '日期', labels };
    const series: LineSeries[] = [
      { label: '访问量', values: visits },
      { label: 'IP', values: ips },
    ];
    return { axis, series };
  }, [days.data]);

  return (
    <section aria-label="访问统计" style={{ marginBottom: 16 }}>
      <Refusal error={stats.error} />
      <Row gutter={24} style={{ marginBottom: 12 }}>
        <Col span={8}>
          <Statistic title="今日IP" value={stats.data?.todayIp} loading={stats.isPending} />
        </Col>
        <Col span={8}>
          <Statistic
            title="今日访问"
            value={stats.data?.todayVisitCount}
            loading={stats.isPending}
          />
        </Col>
        <Col span={8}>
          <Statistic
            title="总访问量"
            value={stats.data?.totalVisitCount}
            loading={stats.isPending}
          />
        </Col>
      </Row>
      <Typography.Title level={5}>{VISIT_CHART_TITLE}</Typography.Title>
      <Refusal error={days.error} />
      <LineChart title={VISIT_CHART_TITLE} axis={chart.axis} series={chart.series} height={200} />
    </section>
  );
}
