/**
 * What a line chart draws, as uPlot options and data (pure, no DOM): the x axis is either named
 * categories (days, hosts…; x = 0…n-1, one tick each) or times in Unix seconds.
 */
import type uPlot from 'uplot';

/** `label` names the x values in the legend (日期, 主机…; 时间 for times by default). */
export type ChartAxis =
  | {
      kind: 'categories';
      label: string;
      labels: readonly string[];
      /** Categories between ticks uPlot may choose from to fit the width; every one by default. */
      steps?: readonly number[];
    }
  | { kind: 'time'; label?: string; seconds: readonly number[] };

const TIME_LABEL = '时间';

export interface LineSeries {
  label: string;
  /** One value per x position; null leaves a gap. */
  values: readonly (number | null)[];
  color?: string;
  /** The text the legend and tooltip show at an x position (exact money), else the number. */
  valueText?: (index: number) => string;
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

/** uPlot's legend value of a series with its own texts ('--' where the cursor is on no point). */
const valueTextOf =
  (text: (index: number) => string): uPlot.Series.Value =>
  (_chart, value, _series, index) =>
    value === null || index === null ? '--' : text(index);

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
    ...(line.valueText && { value: valueTextOf(line.valueText) }),
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
    axes: [{ incrs: [...(axis.steps ?? [1])], values: (_chart, splits) => splits.map(name) }, {}],
  };
}

export interface PointSummary {
  /** The x position's name: the category, or the time in Chinese. */
  title: string;
  rows: { label: string; text: string; color: string }[];
}

/** What the tooltip says at x position `index`: each series' value, as its legend shows it. */
export function pointSummary(
  axis: ChartAxis,
  series: readonly LineSeries[],
  index: number,
): PointSummary {
  const title =
    axis.kind === 'categories'
      ? categoryName(axis.labels, index)
      : new Date((axis.seconds[index] ?? 0) * 1000).toLocaleString('zh-CN');
  return {
    title,
    rows: series.map((line, position) => {
      const value = line.values[index];
      return {
        label: line.label,
        text:
          value === null || value === undefined
            ? '--'
            : line.valueText
              ? line.valueText(index)
              : String(value),
        color: line.color ?? SERIES_COLORS[position % SERIES_COLORS.length] ?? SERIES_COLORS[0],
      };
    }),
  };
}
