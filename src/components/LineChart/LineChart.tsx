import { Spin } from 'antd';
import { Suspense } from 'react';
import { lazyWithRetry } from '../ErrorBoundary';
import type { ChartAxis, LineSeries } from './chartOptions';

// uPlot and its stylesheet are a chunk of their own (design: heavy widgets load lazily).
const UPlotChart = lazyWithRetry(() => import('./UPlotChart'), 'widget');

export interface LineChartProps {
  axis: ChartAxis;
  /** Keep `axis` and `series` stable between renders (useMemo): a new one redraws the chart. */
  series: readonly LineSeries[];
  /** Canvas height in px; the width follows the container. */
  height?: number;
  /** Names the chart for assistive technology. */
  title: string;
  /** A box following the cursor with the values at its position (the legend shows them too). */
  tooltip?: boolean;
}

const DEFAULT_HEIGHT = 240;

/** A line chart (uPlot) with a legend and an optional tooltip, over category or time x values. */
export function LineChart({
  axis,
  series,
  height = DEFAULT_HEIGHT,
  title,
  tooltip = false,
}: LineChartProps) {
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <Suspense
        fallback={
          <Spin>
            <div style={{ height }} />
          </Spin>
        }
      >
        <UPlotChart axis={axis} series={series} height={height} tooltip={tooltip} />
      </Suspense>
    </figure>
  );
}
