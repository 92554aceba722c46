import { describe, expect, it } from 'vitest';
import {
  SERIES_COLORS,
  chartOptions,
  pointSummary,
} from '../../../src/components/LineChart/chartOptions';

// The line chart's additions for the 首页 trend (issue 18 item 4): texts per point for the legend
// and tooltip (exact money), and tick steps for a long category axis.

const days = { kind: 'categories', label: '日期', labels: ['11月26日', '11月27日'] } as const;
const amounts = {
  label: '交易金额（元）',
  values: [3688120.5, null],
  valueText: (index: number) => ['3,688,120.50', '3,567,890.12'][index] ?? '',
};

describe('line chart values', () => {
  it('sums up a point with each series as its legend shows it', () => {
    expect(pointSummary(days, [amounts, { label: '笔数', values: [1175, 1286] }], 0)).toEqual({
      title: '11月26日',
      rows: [
        { label: '交易金额（元）', text: '3,688,120.50', color: SERIES_COLORS[0] },
        { label: '笔数', text: '1175', color: SERIES_COLORS[1] },
      ],
    });
    expect(pointSummary(days, [amounts], 1).rows[0]?.text).toBe('--');
  });

  it('gives the legend the texts of a series that has them, and the axis its steps', () => {
    const options = chartOptions({ ...days, steps: [1, 7] }, [amounts], {
      width: 600,
      height: 240,
    });
    expect(options.axes?.[0]?.incrs).toEqual([1, 7]);
    const value = options.series[1]?.value;
    expect(typeof value).toBe('function');
  });
});
