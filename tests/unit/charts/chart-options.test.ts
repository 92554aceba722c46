import { describe, expect, it } from 'vitest';
import {
  SERIES_COLORS,
  categoryName,
  chartData,
  chartOptions,
} from '../../../src/components/LineChart/chartOptions';

// The line chart's uPlot options and data (src/components/LineChart), without a canvas.

const days = { kind: 'categories', label: '日期', labels: ['11-19', '11-20', '11-21'] } as const;
const size = { width: 600, height: 240 };

describe('line chart data', () => {
  it.each([
    ['categories', days, [0, 1, 2]],
    [
      'time',
      { kind: 'time', seconds: [1_700_000_000, 1_700_000_060] } as const,
      [1_700_000_000, 1_700_000_060],
    ],
  ])('puts the %s x values first, then one array per series', (_kind, axis, x) => {
    expect(chartData(axis, [{ label: '访问量', values: [1, null, 3] }])).toEqual([x, [1, null, 3]]);
  });

  it.each([
    [0, '11-19'],
    [2, '11-21'],
    [0.5, ''],
    [3, ''],
    [null, ''],
  ])('names x=%s of a category axis %j', (x, name) => {
    expect(categoryName(days.labels, x)).toBe(name);
  });
});

describe('line chart options', () => {
  it('gives each series a colour in order unless it names one', () => {
    const options = chartOptions(
      days,
      [
        { label: '访问量', values: [1, 2, 3] },
        { label: 'IP', values: [1, 1, 2], color: '#000000' },
      ],
      size,
    );
    expect(options.series.slice(1)).toMatchObject([
      { label: '访问量', stroke: SERIES_COLORS[0] },
      { label: 'IP', stroke: '#000000' },
    ]);
    expect(options).toMatchObject(size);
  });

  it('ticks a category axis once per category, named, and keeps a time axis as time', () => {
    const categories = chartOptions(days, [], size);
    expect(categories.scales?.x?.time).toBe(false);
    expect(categories.axes?.[0]?.incrs).toEqual([1]);
    expect(categories.series[0]?.label).toBe('日期');
    const times = chartOptions({ kind: 'time', seconds: [] }, [], size);
    expect(times.scales?.x?.time).toBe(true);
    expect(times.series[0]?.label).toBe('时间');
  });
});
