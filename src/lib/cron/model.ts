/**
 * The Quartz cron schedule as the editor's wizard sees it (spec 3 "Cron schedule"): seven parts,
 * each a field holding a mode plus the values every mode needs, so switching modes back and forth
 * keeps what the user typed for each.
 */

export const CRON_PARTS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronPart = (typeof CRON_PARTS)[number];

/** Tab and message labels of the parts. */
export const CRON_PART_LABELS: Readonly<Record<CronPart, string>> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

/**
 * spec 4 part types: every (*), not set (?), range (a-b), loop (a/b), specified list; the day part
 * adds last day (L), last weekday (LW), days before month end (L-n, L-nW) and nearest weekday (nW);
 * the week part adds nth weekday (d#n) and last given weekday of the month (dL). `custom` holds a
 * valid field the wizard has no control for (for example `1-10/2` or `1,5-9`), typed by the user.
 */
export type CronMode =
  | 'every'
  | 'unset'
  | 'range'
  | 'loop'
  | 'specify'
  | 'last'
  | 'lastWeekday'
  | 'lastOffset'
  | 'nearestWeekday'
  | 'nth'
  | 'lastOfMonth'
  | 'custom';

export interface CronField {
  mode: CronMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopStep: number;
  specific: number[];
  /** Day part, `nW`. */
  nearestDay: number;
  /** Day part, `L-n`; with `lastOffsetWeekday` it is `L-nW`. */
  lastOffset: number;
  lastOffsetWeekday: boolean;
  /** Week part, `weekday#week`. */
  nthWeekday: number;
  nthWeek: number;
  /** Week part, `weekdayL`. */
  lastWeekday: number;
  /** The field text when the mode is `custom`. */
  custom: string;
}

export type CronState = Record<CronPart, CronField>;

export interface CronBounds {
  min: number;
  max: number;
  /** Largest increment Quartz accepts after '/' (its checkIncrementRange). */
  stepMax: number;
}

/** Year bounds of the wizard's inputs (spec 5.4). */
export const CRON_YEAR_MIN = 2019;
export const CRON_YEAR_MAX = 2119;
export const CRON_YEAR_STEP_MAX = 99;
/** Years Quartz can still fire in, for typed expressions (its documented 1970-2099 plus its +100 horizon). */
export const CRON_TYPED_YEAR_MIN = 1970;
export const CRON_TYPED_YEAR_MAX = 2199;
/** Quartz: "Offset from last day must be <= 30". */
export const CRON_LAST_OFFSET_MAX = 30;
/** spec 5.4: week nth 1-5. */
export const CRON_NTH_MAX = 5;

/**
 * spec 5.4 bounds. Quartz rejects an increment of 60 for seconds and minutes ("Increment > 60" is
 * thrown for anything above 59), so the wizard stops at 59 although spec 5.4 says "up to 60".
 */
export const CRON_BOUNDS: Readonly<Record<CronPart, CronBounds>> = {
  second: { min: 0, max: 59, stepMax: 59 },
  minute: { min: 0, max: 59, stepMax: 59 },
  hour: { min: 0, max: 23, stepMax: 23 },
  day: { min: 1, max: 31, stepMax: 31 },
  month: { min: 1, max: 12, stepMax: 12 },
  week: { min: 1, max: 7, stepMax: 7 },
  year: { min: CRON_YEAR_MIN, max: CRON_YEAR_MAX, stepMax: CRON_YEAR_STEP_MAX },
};

/** Quartz weekday numbers: 1 = Sunday … 7 = Saturday (spec 5.4). */
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: '周日',
  2: '周一',
  3: '周二',
  4: '周三',
  5: '周四',
  6: '周五',
  7: '周六',
};

/** spec 9: every second, minute, hour, day and month; week '?'; year '*'. */
export const DEFAULT_CRON = '* * * * * ? *';

/** The values each mode starts with before the user touches it. */
export function defaultCronField(part: CronPart, now: Date = new Date()): CronField {
  const { min } = CRON_BOUNDS[part];
  const year = now.getFullYear();
  // spec 5.4: the year range defaults to the current year to +100, kept inside the year bounds.
  const isYear = part === 'year';
  return {
    mode: part === 'week' ? 'unset' : 'every',
    rangeStart: isYear ? year : min,
    rangeEnd: isYear ? Math.min(year + 100, CRON_YEAR_MAX) : min + 1,
    loopStart: isYear ? year : min,
    loopStep: 1,
    specific: [],
    nearestDay: 1,
    lastOffset: 1,
    lastOffsetWeekday: false,
    nthWeekday: 2,
    nthWeek: 1,
    lastWeekday: 6,
    custom: '',
  };
}

export function defaultCronState(now: Date = new Date()): CronState {
  return Object.fromEntries(
    CRON_PARTS.map((part) => [part, defaultCronField(part, now)]),
  ) as Record<CronPart, CronField>;
}
