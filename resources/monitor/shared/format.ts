/**
 * How the monitoring pages show numbers (spec 2.7): bytes as MB or the largest fitting unit,
 * ratios as percentages, seconds as a Chinese duration, epoch seconds as a local date-time.
 */
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../src/lib/constants';

/** Shown where a value is missing or not a number. */
export const NO_VALUE = '-';

const KIB = 1024;
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

const valid = (value: number): boolean => Number.isFinite(value);
/** At most `digits` decimals, without trailing zeros (3.20 → 3.2, 12.00 → 12). */
const trimmed = (value: number, digits: number): string => String(Number(value.toFixed(digits)));

export function formatMegabytes(bytes: number): string {
  return valid(bytes) ? `${(bytes / KIB / KIB).toFixed(2)} MB` : NO_VALUE;
}

/** In the largest unit that keeps the number at least 1 (107374182400 → 100.00 GB). */
export function formatBytes(bytes: number): string {
  if (!valid(bytes) || bytes < 0) return NO_VALUE;
  let unit = 0;
  let value = bytes;
  while (value >= KIB && unit < BYTE_UNITS.length - 1) {
    value /= KIB;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(2)} ${BYTE_UNITS[unit]}`;
}

/** A 0–1 ratio (system.cpu.usage) as a percentage with two decimals. */
export function formatPercent(ratio: number): string {
  return valid(ratio) ? `${(ratio * 100).toFixed(2)}%` : NO_VALUE;
}

const DURATION_PARTS = [
  [86_400, '天'],
  [3_600, '小时'],
  [60, '分'],
  [1, '秒'],
] as const;

/**
 * Seconds as 毫秒 under a second, seconds with up to two decimals under a minute, else whole
 * 天/小时/分/秒 with the zero parts left out (273845.27 → 3天4小时4分5秒).
 */
export function formatDuration(seconds: number): string {
  if (!valid(seconds) || seconds < 0) return NO_VALUE;
  if (seconds < 1) return `${Math.round(seconds * 1000)}毫秒`;
  if (seconds < 60) return `${trimmed(seconds, 2)}秒`;
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const [size, name] of DURATION_PARTS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}${name}`);
  }
  return parts.join('');
}

/** Epoch seconds (process.start.time) as a local date-time. */
export function formatEpochSeconds(seconds: number): string {
  return valid(seconds) ? dayjs(seconds * 1000).format(DATE_TIME_FORMAT) : NO_VALUE;
}

/** A count with its unit (62 个); fractional counts keep two decimals. */
export function formatCount(value: number, unit: string): string {
  return valid(value) ? `${trimmed(value, 2)} ${unit}` : NO_VALUE;
}

export type MetricFormat =
  | { kind: 'megabytes' }
  | { kind: 'percent' }
  | { kind: 'duration' }
  | { kind: 'datetime' }
  | { kind: 'count'; unit: string };

export function formatMetricValue(value: number, format: MetricFormat): string {
  switch (format.kind) {
    case 'megabytes':
      return formatMegabytes(value);
    case 'percent':
      return formatPercent(value);
    case 'duration':
      return formatDuration(value);
    case 'datetime':
      return formatEpochSeconds(value);
    case 'count':
      return formatCount(value, format.unit);
  }
}
