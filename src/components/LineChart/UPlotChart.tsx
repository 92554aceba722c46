import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartData, chartOptions, type ChartAxis, type LineSeries } from './chartOptions';

export interface UPlotChartProps {
  axis: ChartAxis;
  series: readonly LineSeries[];
  height: number;
}

/** uPlot on a canvas as wide as its box, redrawn when the box is resized. */
export default function UPlotChart({ axis, series, height }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const chart = new uPlot(
      chartOptions(axis, series, { width: target.clientWidth, height }),
      chartData(axis, series),
      target,
    );
    const resized = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height }));
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [axis, series, height]);

  return <div ref={box} style={{ width: '100%' }} />;
}
