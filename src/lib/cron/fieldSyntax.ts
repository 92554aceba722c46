/**
 * One field of a Quartz cron expression, read the way Quartz's CronExpression reads it, and
 * rejected where Quartz rejects it (spec 4, 5.4). Messages are Chinese (src/lib/messages).
 */
import {
  CRON_LAST_DAY_COMBINED,
  CRON_LAST_OFFSET_TOO_LARGE,
  CRON_LAST_WEEKDAY_COMBINED,
  CRON_NEAREST_WEEKDAY_COMBINED,
  CRON_NEAREST_WEEKDAY_OVER_31,
  CRON_NTH_COMBINED,
  CRON_NTH_INVALID,
  CRON_UNSET_ONLY_DAY_WEEK,
  CRON_YEAR_RANGE_REVERSED,
  cronPartError,
  cronStepOutOfRange,
  cronUnknownName,
  cronValueOutOfRange,
} from '../messages';
import {
  CRON_BOUNDS,
  CRON_LAST_OFFSET_MAX,
  CRON_NTH_MAX,
  CRON_PART_LABELS,
  CRON_TYPED_YEAR_MAX,
  CRON_TYPED_YEAR_MIN,
  type CronPart,
} from './model';

export type CronItem =
  | { kind: 'value'; value: number }
  | { kind: 'range'; start: number; end: number; step: number | null }
  /** `a/s`, or `*∕s` when start is null. */
  | { kind: 'step'; start: number | null; step: number };

export type FieldSyntax =
  | { kind: 'every' }
  | { kind: 'unset' }
  | { kind: 'list'; items: CronItem[] }
  | { kind: 'last' }
  | { kind: 'lastWeekday' }
  | { kind: 'lastOffset'; offset: number; weekday: boolean }
  | { kind: 'nearestWeekday'; day: number }
  | { kind: 'nth'; weekday: number; week: number }
  | { kind: 'lastOfMonth'; weekday: number };

export type FieldResult = { ok: true; syntax: FieldSyntax } | { ok: false; error: string };

const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];
const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Bounds a typed field is checked against: the wizard's, except the year's wider Quartz range. */
export function typedBounds(part: CronPart): { min: number; max: number; stepMax: number } {
  const bounds = CRON_BOUNDS[part];
  return part === 'year'
    ? { ...bounds, min: CRON_TYPED_YEAR_MIN, max: CRON_TYPED_YEAR_MAX }
    : bounds;
}

class FieldError extends Error {}

function fail(part: CronPart, detail: string): never {
  throw new FieldError(cronPartError(CRON_PART_LABELS[part], detail));
}

/** A number or, in the month and week parts, a three-letter name; checked against the bounds. */
function readValue(part: CronPart, token: string, whole: string): number {
  let value: number;
  if (/^\d+$/.test(token)) {
    value = Number(token);
  } else if (/^[A-Z]+$/.test(token) && (part === 'month' || part === 'week')) {
    const names = part === 'month' ? MONTH_NAMES : WEEK_NAMES;
    const index = names.indexOf(token);
    if (index < 0) fail(part, cronUnknownName(token, part === 'month' ? '月份' : '星期'));
    value = index + 1;
  } else {
    fail(part, whole);
  }
  const { min, max } = typedBounds(part);
  if (value < min || value > max) fail(part, cronValueOutOfRange(value, min, max));
  return value;
}

function readStep(part: CronPart, token: string, whole: string): number {
  if (!/^\d+$/.test(token)) fail(part, whole);
  const step = Number(token);
  const { stepMax } = typedBounds(part);
  // Quartz: "Increment > 60" and its siblings; a zero step never advances.
  if (step < 1 || step > stepMax) fail(part, cronStepOutOfRange(step, stepMax));
  return step;
}

function readItem(part: CronPart, token: string, whole: string): CronItem {
  const [head = '', stepText, extra] = token.split('/');
  if (extra !== undefined) fail(part, whole);
  const step = stepText === undefined ? null : readStep(part, stepText, whole);
  if (head === '*' || head === '') {
    if (step === null) fail(part, whole);
    return { kind: 'step', start: null, step };
  }
  const bounds = head.split('-');
  if (bounds.length === 2) {
    const start = readValue(part, bounds[0]!, whole);
    const end = readValue(part, bounds[1]!, whole);
    // Quartz wraps reversed ranges (22-2) except for years, where it gives up.
    if (part === 'year' && start > end) fail(part, CRON_YEAR_RANGE_REVERSED);
    return { kind: 'range', start, end, step };
  }
  if (bounds.length !== 1) fail(part, whole);
  const value = readValue(part, head, whole);
  return step === null ? { kind: 'value', value } : { kind: 'step', start: value, step };
}

function readDaySpecial(text: string): FieldSyntax | null {
  if (text.includes('L')) {
    // Quartz refuses 'L' and 'LW' together with other days of the month.
    if (text.includes(',')) fail('day', CRON_LAST_DAY_COMBINED);
    if (text === 'L') return { kind: 'last' };
    if (text === 'LW') return { kind: 'lastWeekday' };
    const offset = /^L-(\d+)(W?)$/.exec(text);
    if (!offset) fail('day', text);
    const days = Number(offset[1]);
    if (days > CRON_LAST_OFFSET_MAX) fail('day', CRON_LAST_OFFSET_TOO_LARGE);
    return { kind: 'lastOffset', offset: days, weekday: offset[2] === 'W' };
  }
  if (text.includes('W')) {
    if (/[,\-/]/.test(text)) fail('day', CRON_NEAREST_WEEKDAY_COMBINED);
    const nearest = /^(\d+)W$/.exec(text);
    if (!nearest) fail('day', text);
    const day = Number(nearest[1]);
    // Quartz: "The 'W' option does not make sense with values larger than 31".
    if (day > 31) fail('day', CRON_NEAREST_WEEKDAY_OVER_31);
    if (day < 1) fail('day', cronValueOutOfRange(day, 1, 31));
    return { kind: 'nearestWeekday', day };
  }
  return null;
}

function readWeekSpecial(text: string): FieldSyntax | null {
  if (text.includes('#')) {
    // Quartz refuses more than one "nth" weekday.
    if (text.includes(',') || text.indexOf('#') !== text.lastIndexOf('#')) {
      fail('week', CRON_NTH_COMBINED);
    }
    const [weekdayText = '', weekText = ''] = text.split('#');
    const weekday = readValue('week', weekdayText, text);
    const week = Number(weekText);
    if (!/^\d+$/.test(weekText) || week < 1 || week > CRON_NTH_MAX) fail('week', CRON_NTH_INVALID);
    return { kind: 'nth', weekday, week };
  }
  if (text.includes('L')) {
    // Quartz refuses 'L' together with other days of the week.
    if (text.includes(',')) fail('week', CRON_LAST_WEEKDAY_COMBINED);
    // A lone L in the week part means 7 (Saturday).
    if (text === 'L') return { kind: 'list', items: [{ kind: 'value', value: 7 }] };
    if (!text.endsWith('L')) fail('week', text);
    return { kind: 'lastOfMonth', weekday: readValue('week', text.slice(0, -1), text) };
  }
  return null;
}

/** Reads one field (already upper-cased and without blanks). */
export function readField(part: CronPart, text: string): FieldResult {
  try {
    if (text === '*') return { ok: true, syntax: { kind: 'every' } };
    if (text === '?') {
      if (part !== 'day' && part !== 'week') fail(part, CRON_UNSET_ONLY_DAY_WEEK);
      return { ok: true, syntax: { kind: 'unset' } };
    }
    const special =
      part === 'day' ? readDaySpecial(text) : part === 'week' ? readWeekSpecial(text) : null;
    if (special) return { ok: true, syntax: special };
    const tokens = text.split(',');
    if (tokens.some((token) => token === '' || token === '*' || token === '?')) fail(part, text);
    return {
      ok: true,
      syntax: { kind: 'list', items: tokens.map((t) => readItem(part, t, text)) },
    };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, error: error.message };
    throw error;
  }
}

function itemText(item: CronItem): string {
  switch (item.kind) {
    case 'value':
      return String(item.value);
    case 'range':
      return `${item.start}-${item.end}${item.step === null ? '' : `/${item.step}`}`;
    case 'step':
      return `${item.start ?? '*'}/${item.step}`;
  }
}

/** The field in Quartz syntax with names turned into numbers. */
export function fieldText(syntax: FieldSyntax): string {
  switch (syntax.kind) {
    case 'every':
      return '*';
    case 'unset':
      return '?';
    case 'list':
      return syntax.items.map(itemText).join(',');
    case 'last':
      return 'L';
    case 'lastWeekday':
      return 'LW';
    case 'lastOffset':
      return `L-${syntax.offset}${syntax.weekday ? 'W' : ''}`;
    case 'nearestWeekday':
      return `${syntax.day}W`;
    case 'nth':
      return `${syntax.weekday}#${syntax.week}`;
    case 'lastOfMonth':
      return `${syntax.weekday}L`;
  }
}
