import { describe, expect, it } from 'vitest';
import {
  CronExpressionError,
  formatRunTime,
  lastOffsetDay,
  nextRunTimes,
} from '../../../src/lib/cron';

/** Thursday 2026-01-01 00:00:00 in Asia/Shanghai. */
const FROM = new Date('2026-01-01T00:00:00+08:00');

const runs = (expression: string, count: number, from = FROM) =>
  nextRunTimes(expression, from, count).map(formatRunTime);

// Dates computed by hand from the 2026 calendar (Jan 1 is a Thursday, Feb 1 and Mar 1 Sundays).
describe('next run times of the Quartz tutorial examples (Asia/Shanghai)', () => {
  it.each<[string, number, string[]]>([
    ['0 0 12 * * ?', 3, ['2026-01-01 12:00:00', '2026-01-02 12:00:00', '2026-01-03 12:00:00']],
    ['0 15 10 ? * *', 2, ['2026-01-01 10:15:00', '2026-01-02 10:15:00']],
    // spec 9: the year is ignored by the preview.
    ['0 15 10 * * ? 2005', 2, ['2026-01-01 10:15:00', '2026-01-02 10:15:00']],
    ['0 * 14 * * ?', 3, ['2026-01-01 14:00:00', '2026-01-01 14:01:00', '2026-01-01 14:02:00']],
    ['0 0/5 14 * * ?', 3, ['2026-01-01 14:00:00', '2026-01-01 14:05:00', '2026-01-01 14:10:00']],
    [
      '0 0-5 14 * * ?',
      7,
      [
        '2026-01-01 14:00:00',
        '2026-01-01 14:01:00',
        '2026-01-01 14:02:00',
        '2026-01-01 14:03:00',
        '2026-01-01 14:04:00',
        '2026-01-01 14:05:00',
        '2026-01-02 14:00:00',
      ],
    ],
    [
      '0 15 10 ? * MON-FRI',
      4,
      ['2026-01-01 10:15:00', '2026-01-02 10:15:00', '2026-01-05 10:15:00', '2026-01-06 10:15:00'],
    ],
    ['0 15 10 15 * ?', 3, ['2026-01-15 10:15:00', '2026-02-15 10:15:00', '2026-03-15 10:15:00']],
    [
      '0 15 10 L * ?',
      4,
      ['2026-01-31 10:15:00', '2026-02-28 10:15:00', '2026-03-31 10:15:00', '2026-04-30 10:15:00'],
    ],
    [
      '0 15 10 L-2 * ?',
      6,
      [
        '2026-01-29 10:15:00',
        '2026-02-26 10:15:00',
        '2026-03-29 10:15:00',
        '2026-04-28 10:15:00',
        '2026-05-29 10:15:00',
        '2026-06-28 10:15:00',
      ],
    ],
    ['0 15 10 ? * 6L', 3, ['2026-01-30 10:15:00', '2026-02-27 10:15:00', '2026-03-27 10:15:00']],
    ['0 15 10 ? * 6#3', 3, ['2026-01-16 10:15:00', '2026-02-20 10:15:00', '2026-03-20 10:15:00']],
    [
      '0 0 12 1/5 * ?',
      8,
      [
        '2026-01-01 12:00:00',
        '2026-01-06 12:00:00',
        '2026-01-11 12:00:00',
        '2026-01-16 12:00:00',
        '2026-01-21 12:00:00',
        '2026-01-26 12:00:00',
        '2026-01-31 12:00:00',
        '2026-02-01 12:00:00',
      ],
    ],
    ['0 11 11 11 11 ?', 2, ['2026-11-11 11:11:00', '2027-11-11 11:11:00']],
  ])('%s', (expression, count, expected) => {
    expect(runs(expression, count)).toEqual(expected);
  });

  it('0 0/5 14,18 * * ? runs every 5 minutes from 14:00 and from 18:00', () => {
    const times = runs('0 0/5 14,18 * * ?', 25);
    expect(times.slice(10, 14)).toEqual([
      '2026-01-01 14:50:00',
      '2026-01-01 14:55:00',
      '2026-01-01 18:00:00',
      '2026-01-01 18:05:00',
    ]);
    expect(times[24]).toBe('2026-01-02 14:00:00');
  });

  it('0 10,44 14 ? 3 WED runs on the Wednesdays of March only', () => {
    expect(runs('0 10,44 14 ? 3 WED', 9)).toEqual([
      '2026-03-04 14:10:00',
      '2026-03-04 14:44:00',
      '2026-03-11 14:10:00',
      '2026-03-11 14:44:00',
      '2026-03-18 14:10:00',
      '2026-03-18 14:44:00',
      '2026-03-25 14:10:00',
      '2026-03-25 14:44:00',
      '2027-03-03 14:10:00',
    ]);
  });
});

describe('forms croner lacks or reads differently', () => {
  it('L-nW moves days before month end to the nearest weekday', () => {
    // Mar 29 and Jun 28 2026 are Sundays.
    expect(runs('0 0 0 L-2W * ?', 6)).toEqual([
      '2026-01-29 00:00:00',
      '2026-02-26 00:00:00',
      '2026-03-30 00:00:00',
      '2026-04-28 00:00:00',
      '2026-05-29 00:00:00',
      '2026-06-29 00:00:00',
    ]);
  });

  it('L-n honours the month field and skips months too short for the offset', () => {
    expect(runs('0 30 8 L-3 2,4 ?', 3)).toEqual([
      '2026-02-25 08:30:00',
      '2026-04-27 08:30:00',
      '2027-02-25 08:30:00',
    ]);
    // Only 31-day months have an L-30; 2026-01-01 00:00:00 itself is not after the start.
    expect(runs('0 0 0 L-30 * ?', 3)).toEqual([
      '2026-03-01 00:00:00',
      '2026-05-01 00:00:00',
      '2026-07-01 00:00:00',
    ]);
  });

  it('L-n continues within the current month after the start time', () => {
    expect(runs('0 0/30 * L-2 * ?', 3, new Date('2026-01-29T10:10:00+08:00'))).toEqual([
      '2026-01-29 10:30:00',
      '2026-01-29 11:00:00',
      '2026-01-29 11:30:00',
    ]);
  });

  it('Quartz examples of L-nW (October 2010)', () => {
    expect(lastOffsetDay(2010, 10, 5, true)).toBe(26);
    expect(lastOffsetDay(2010, 10, 1, true)).toBe(29);
    expect(lastOffsetDay(2010, 10, 1, false)).toBe(30);
    // Aug 1 2026 is a Saturday: the nearest weekday stays in the month.
    expect(lastOffsetDay(2026, 8, 30, true)).toBe(3);
    expect(lastOffsetDay(2026, 2, 30, false)).toBeNull();
  });

  it('reversed ranges wrap as in Quartz', () => {
    expect(runs('0 0 0 ? * FRI-MON', 5)).toEqual([
      '2026-01-02 00:00:00',
      '2026-01-03 00:00:00',
      '2026-01-04 00:00:00',
      '2026-01-05 00:00:00',
      '2026-01-09 00:00:00',
    ]);
    expect(runs('0 0 22-1 * * ?', 4)).toEqual([
      '2026-01-01 01:00:00',
      '2026-01-01 22:00:00',
      '2026-01-01 23:00:00',
      '2026-01-02 00:00:00',
    ]);
  });

  it('weekday numbers are Quartz ones (1 = Sunday)', () => {
    expect(runs('0 0 0 ? * 1', 2)).toEqual(['2026-01-04 00:00:00', '2026-01-11 00:00:00']);
    expect(runs('0 0 0 ? * 2#1', 2)).toEqual(['2026-01-05 00:00:00', '2026-02-02 00:00:00']);
    expect(runs('0 0 0 ? * L', 1)).toEqual(['2026-01-03 00:00:00']);
  });

  it('W and LW stay inside the month', () => {
    expect(runs('0 0 0 1W * ?', 2, new Date('2026-08-01T00:00:00+08:00'))).toEqual([
      '2026-08-03 00:00:00',
      '2026-09-01 00:00:00',
    ]);
    expect(runs('0 0 0 LW * ?', 3)).toEqual([
      '2026-01-30 00:00:00',
      '2026-02-27 00:00:00',
      '2026-03-31 00:00:00',
    ]);
  });

  it('an impossible date gives no run times', () => {
    expect(runs('0 0 0 30 2 ?', 10)).toEqual([]);
  });

  it('the default count is the preview count of spec 9', () => {
    expect(nextRunTimes('* * * * * ? *', FROM)).toHaveLength(10);
  });

  it('throws the Chinese reason for an invalid expression', () => {
    expect(() => nextRunTimes('0 0 12 1 * 2', FROM)).toThrow(CronExpressionError);
    expect(() => nextRunTimes('0 0 12 1 * 2', FROM)).toThrow(
      '日和周只能设置其中之一，另一项须为“?”',
    );
  });
});
