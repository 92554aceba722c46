/**
 * /sys/visitInfo rows → the x labels and y values of the last-week chart (pure). The server
 * groups the log by day, so a day nobody signed in is missing: it is drawn as 0, keeping the days
 * evenly spaced. Rows whose day is not `yyyy-MM-dd` cannot be placed and are left out.
 */
import { DAY_MS } from '../../../src/lib/constants';
import type { VisitDay } from './logStatsApi';

export interface VisitSeries {
  /** `MM-dd`, oldest first. */
  labels: string[];
  visits: number[];
  ips: number[];
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 (UTC, so no daylight-saving shifts), or undefined when unreadable. */
function dayNumber(tian: string): number | undefined {
  const match = DAY_PATTERN.exec(tian.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 02-30 over into March: such a day does not exist.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return time / DAY_MS;
}

function dayLabel(dayNumber: number): string {
  const date = new Date(dayNumber * DAY_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function visitSeries(rows: readonly VisitDay[]): VisitSeries {
  const byDay = new Map<number, VisitDay>();
  for (const row of rows) {
    const day = dayNumber(row.tian);
    if (day !== undefined) byDay.set(day, row);
  }
  const series: VisitSeries = { labels: [], visits: [], ips: [] };
  if (byDay.size === 0) return series;
  const days = [...byDay.keys()];
  const last = Math.max(...days);
  for (let day = Math.min(...days); day <= last; day += 1) {
    const row = byDay.get(day);
    series.labels.push(dayLabel(day));
    series.visits.push(row?.visit ?? 0);
    series.ips.push(row?.ip ?? 0);
  }
  return series;
}
