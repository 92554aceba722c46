import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  chartData,
  chartOptions,
  pointSummary,
  type ChartAxis,
  type LineSeries,
} from './chartOptions';
import { tooltipPlugin } from './tooltipPlugin';

export interface UPlotChartProps {
  axis: ChartAxis;
  series: readonly LineSeries[];
  height: number;
  tooltip?: boolean;
}

/** uPlot on a canvas as wide as its box, redrawn when the box is resized. */
export default function UPlotChart({ axis, series, height, tooltip = false }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const options = chartOptions(axis, series, { width: target.clientWidth, height });
    if (tooltip) options.plugins = [tooltipPlugin((index) => pointSummary(axis, series, index))];
    const chart = new uPlot(options, chartData(axis, series), target);
    const resized = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height }));
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [axis, series, height, tooltip]);

  return <div ref={box} style={{ width: '100%' }} />;
}
