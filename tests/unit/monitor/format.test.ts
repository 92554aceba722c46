import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatEpochSeconds,
  formatMegabytes,
  formatMetricValue,
  formatPercent,
  NO_VALUE,
} from '../../../resources/monitor/shared/format';

describe('monitoring formatters', () => {
  it.each([
    [5637144576, '5376.00 MB'],
    [683671552, '652.00 MB'],
    [0, '0.00 MB'],
    [Number.NaN, NO_VALUE],
  ])('formatMegabytes(%s) is %s', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });

  it.each([
    [512, '512 B'],
    [1536, '1.50 KB'],
    [107374182400, '100.00 GB'],
    [2199023255552, '2.00 TB'],
    [-1, NO_VALUE],
  ])('formatBytes(%s) is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [0.1834, '18.34%'],
    [1, '100.00%'],
    [0, '0.00%'],
    [Number.POSITIVE_INFINITY, NO_VALUE],
  ])('formatPercent(%s) is %s', (ratio, text) => {
    expect(formatPercent(ratio)).toBe(text);
  });

  it.each([
    [0.041, '41毫秒'],
    [3.215, '3.21秒'],
    [12, '12秒'],
    [60, '1分'],
    [3661, '1小时1分1秒'],
    [86_405, '1天5秒'],
    [273845.27, '3天4小时4分5秒'],
    [-3, NO_VALUE],
  ])('formatDuration(%s) is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows epoch seconds as a local date-time', () => {
    const seconds = 1795136400.512;
    expect(formatEpochSeconds(seconds)).toBe(dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatEpochSeconds(Number.NaN)).toBe(NO_VALUE);
  });

  it.each([
    [62, '个', '62 个'],
    [3.14159, 'KB', '3.14 KB'],
    [0, '次', '0 次'],
  ])('formatCount(%s, %s) is %s', (value, unit, text) => {
    expect(formatCount(value, unit)).toBe(text);
  });

  it('formats a metric value by its declared kind', () => {
    expect(formatMetricValue(2170881, { kind: 'megabytes' })).toBe('2.07 MB');
    expect(formatMetricValue(0.0421, { kind: 'percent' })).toBe('4.21%');
    expect(formatMetricValue(273845.27, { kind: 'duration' })).toBe('3天4小时4分5秒');
    expect(formatMetricValue(8, { kind: 'count', unit: '核' })).toBe('8 核');
    expect(formatMetricValue(0, { kind: 'datetime' })).toBe(dayjs(0).format('YYYY-MM-DD HH:mm:ss'));
  });
});
