import { Segmented } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type DashAudience, type TrendDays, type TrendPoint } from '../../../providers/dash-api';
import { LineChart, type ChartAxis, type LineSeries } from '../../../src/components/LineChart';
import { txnRangeHref } from '../../../src/lib/dashboard/links';
import { trendShape } from '../../../src/lib/dashboard/trend';
import { useDashApi } from './dashApiContext';
import { FigureCard } from './FigureCard';
import { CARD_TITLES, EMPTY_TEXTS } from './texts';
import { useFigure } from './useFigure';

type Measure = 'count' | 'amount';

const DAY_OPTIONS = [
  { label: '近7天', value: 7 },
  { label: '近30天', value: 30 },
] as const;
const MEASURE_OPTIONS = [
  { label: '笔数', value: 'count' },
  { label: '金额', value: 'amount' },
] as const;
/** A tick every 1, 2, 5 or 7 days, whichever fits the width. */
const DAY_STEPS = [1, 2, 5, 7];

function TrendChart({ points, measure }: { points: TrendPoint[]; measure: Measure }) {
  const { axis, series } = useMemo(() => {
    const shape = trendShape(points);
    const days: ChartAxis = {
      kind: 'categories',
      label: '日期',
      labels: shape.labels,
      steps: DAY_STEPS,
    };
    const line: LineSeries =
      measure === 'count'
        ? { label: '交易笔数（笔）', values: shape.counts }
        : {
            label: '交易金额（元）',
            values: shape.amounts,
            valueText: (index) => shape.amountTexts[index] ?? '--',
          };
    return { axis: days, series: [line] };
  }, [points, measure]);
  const first = points[0]?.bizDate ?? '';
  const last = points.at(-1)?.bizDate ?? '';
  return (
    <>
      <LineChart title="每日交易走势" axis={axis} series={series} height={260} tooltip />
      <Link to={txnRangeHref(first, last)}>查看这些天的交易</Link>
    </>
  );
}

/** The daily series of the last 7 or 30 days, counts or amounts, on a Chinese date axis. */
export function TrendCard({ audience }: { audience: DashAudience }) {
  const [days, setDays] = useState<TrendDays>(30);
  const [measure, setMeasure] = useState<Measure>('count');
  const api = useDashApi();
  const read = useCallback(() => api.txnTrend(audience, days), [api, audience, days]);
  return (
    <FigureCard
      title={CARD_TITLES.trend}
      figure={useFigure(read)}
      isEmpty={(points) => points.length === 0}
      emptyText={EMPTY_TEXTS.trend}
      rows={6}
      extra={
        <>
          <Segmented
            size="small"
            aria-label="指标"
            options={[...MEASURE_OPTIONS]}
            value={measure}
            onChange={(value) => setMeasure(value)}
          />{' '}
          <Segmented
            size="small"
            aria-label="时间范围"
            options={[...DAY_OPTIONS]}
            value={days}
            onChange={(value) => setDays(value)}
          />
        </>
      }
    >
      {(points) => <TrendChart points={points} measure={measure} />}
    </FigureCard>
  );
}
