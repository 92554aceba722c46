/**
 * What a line chart draws, as uPlot options and data (pure, no DOM): the x axis is either named
 * categories (days, hosts…; x = 0…n-1, one tick each) or times in Unix seconds.
 */
import type uPlot from 'uplot';

/** `label` names the x values in the legend (日期, 主机…; 时间 for times by default). */
export type ChartAxis =
  | { kind: 'categories'; label: string; labels: readonly string[] }
  | { kind: 'time'; label?: string; seconds: readonly number[] };

const TIME_LABEL = '时间';

export interface LineSeries {
  label: string;
  /** One value per x position; null leaves a gap. */
  values: readonly (number | null)[];
  color?: string;
}

/** Line colours in series order, when a series names none (antd's blue, green, gold, red…). */
export const SERIES_COLORS = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#722ed1',
  '#13c2c2',
] as const;

export const xValues = (axis: ChartAxis): number[] =>
  axis.kind === 'categories' ? axis.labels.map((_label, index) => index) : [...axis.seconds];

export function chartData(axis: ChartAxis, series: readonly LineSeries[]): uPlot.AlignedData {
  return [xValues(axis), ...series.map((line) => [...line.values])];
}

/** The category named at an x position (ticks and the legend), '' between categories. */
export function categoryName(labels: readonly string[], x: number | null): string {
  return x !== null && Number.isInteger(x) ? (labels[x] ?? '') : '';
}

export function chartOptions(
  axis: ChartAxis,
  series: readonly LineSeries[],
  size: { width: number; height: number },
): uPlot.Options {
  const lines: uPlot.Series[] = series.map((line, index) => ({
    label: line.label,
    stroke: line.color ?? SERIES_COLORS[index % SERIES_COLORS.length],
    width: 2,
    points: { show: true, size: 6 },
  }));
  if (axis.kind === 'time') {
    return {
      ...size,
      scales: { x: { time: true } },
      series: [{ label: axis.label ?? TIME_LABEL }, ...lines],
    };
  }
  const name = (x: number | null) => categoryName(axis.labels, x);
  return {
    ...size,
    scales: { x: { time: false } },
    series: [{ label: axis.label, value: (_chart, x) => name(x) }, ...lines],
    axes: [{ incrs: [1], values: (_chart, splits) => splits.map(name) }, {}],
  };
}
