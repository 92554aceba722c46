import { Card } from 'antd';
import { useMemo } from 'react';
import { LineChart, type ChartAxis, type LineSeries } from '../../../src/components/LineChart';
import type { TimeSeries } from '../shared/series';

export interface RedisChartProps {
  title: string;
  /** Legend name of the line. */
  label: string;
  series: TimeSeries;
  /** The latest value as shown beside the title. */
  format: (value: number) => string;
}

/** One live line chart of the Redis page with its latest value. */
export function RedisChart({ title, label, series, format }: RedisChartProps) {
  const axis = useMemo<ChartAxis>(() => ({ kind: 'time', seconds: series.seconds }), [series]);
  const lines = useMemo<LineSeries[]>(() => [{ label, values: series.values }], [label, series]);
  const latest = series.values.at(-1);
  return (
    <Card title={title} size="small" extra={latest === undefined ? null : format(latest)}>
      <LineChart title={title} axis={axis} series={lines} height={280} />
    </Card>
  );
}
