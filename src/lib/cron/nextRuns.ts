/**
 * The next run times of a Quartz expression (spec 9: the preview shows the next 10, year ignored),
 * computed with croner in Quartz mode (1 = Sunday) in the console's time zone. croner has no
 * `L-n` (days before month end) and no wrapping ranges; both are handled here.
 */
import { Cron } from 'croner';
import { CRON_PREVIEW_RUN_COUNT, CRON_TIME_ZONE } from '../constants';
import { expandCronItem, expandCronItems } from './expand';
import { fieldText, type FieldSyntax } from './fieldSyntax';
import type { CronPart } from './model';
import { parseCronExpression, type CronSyntax } from './parse';

const CRONER_OPTIONS = {
  alternativeWeekdays: true,
  sloppyRanges: true,
  timezone: CRON_TIME_ZONE,
} as const;

/** Months looked at for `L-n` before giving up (a hundred years). */
const MONTH_SCAN_LIMIT = 1200;

export class CronExpressionError extends Error {}

/** croner's spelling of a field: reversed ranges, which croner refuses, become their values. */
function cronerField(part: CronPart, syntax: FieldSyntax): string {
  if (syntax.kind !== 'list') return fieldText(syntax);
  return syntax.items
    .map((item) =>
      item.kind === 'range' && item.end < item.start
        ? expandCronItem(part, item).join(',')
        : fieldText({ kind: 'list', items: [item] }),
    )
    .join(',');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Quartz's nearest weekday (W) to `day`, never leaving the month. */
export function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (weekday === 6) return day === 1 ? day + 2 : day - 1;
  if (weekday === 0) return day === last ? day - 2 : day + 1;
  return day;
}

/** The day `L-n` (or `L-nW`) stands for in one month, or null when the month is too short. */
export function lastOffsetDay(
  year: number,
  month: number,
  offset: number,
  weekday: boolean,
): number | null {
  const day = daysInMonth(year, month) - offset;
  if (day < 1) return null;
  return weekday ? nearestWeekday(year, month, day) : day;
}

function zonedYearMonth(date: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CRON_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(date);
  const read = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: read('year'), month: read('month') };
}

/** `L-n`: one day per month, so walk the months and ask croner for the times on that day. */
function lastOffsetRuns(syntax: CronSyntax, from: Date, count: number): Date[] {
  const day = syntax.day as Extract<FieldSyntax, { kind: 'lastOffset' }>;
  const time = [
    cronerField('second', syntax.second),
    cronerField('minute', syntax.minute),
    cronerField('hour', syntax.hour),
  ].join(' ');
  const months = syntax.month.kind === 'list' ? expandCronItems('month', syntax.month.items) : null;
  let { year, month } = zonedYearMonth(from);
  const runs: Date[] = [];
  for (let scanned = 0; scanned < MONTH_SCAN_LIMIT && runs.length < count; scanned += 1) {
    const target =
      months && !months.has(month) ? null : lastOffsetDay(year, month, day.offset, day.weekday);
    if (target !== null) {
      const pattern = `${time} ${target} ${month} ? ${year}`;
      runs.push(...new Cron(pattern, CRONER_OPTIONS).nextRuns(count - runs.length, from));
    }
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return runs;
}

/**
 * The next `count` run times strictly after `from`. The year field is ignored (spec 9). Throws a
 * CronExpressionError with the Chinese reason when Quartz would reject the expression.
 */
export function nextRunTimes(
  expression: string,
  from: Date = new Date(),
  count: number = CRON_PREVIEW_RUN_COUNT,
): Date[] {
  const parsed = parseCronExpression(expression);
  if (!parsed.ok) throw new CronExpressionError(parsed.error);
  const { syntax } = parsed;
  if (syntax.day.kind === 'lastOffset') return lastOffsetRuns(syntax, from, count);
  const parts: CronPart[] = ['second', 'minute', 'hour', 'day', 'month', 'week'];
  const pattern = parts.map((part) => cronerField(part, syntax[part])).join(' ');
  return new Cron(pattern, CRONER_OPTIONS).nextRuns(count, from);
}
