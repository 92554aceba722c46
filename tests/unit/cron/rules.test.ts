import { describe, expect, it } from 'vitest';
import {
  buildCronExpression,
  createCronDraft,
  draftWithPart,
  type CronDraft,
  type CronField,
  type CronPart,
} from '../../../src/lib/cron';

const NOW = new Date('2026-11-21T12:00:00+08:00');

/** Changes one part of the draft the way the wizard does and returns the new expression. */
function edit(expression: string, part: CronPart, change: Partial<CronField>): CronDraft {
  const draft = createCronDraft(expression, NOW);
  return draftWithPart(draft, part, { ...draft.state[part], ...change });
}

describe('spec 4 rules of the cron editor', () => {
  it.each<[string, string, CronPart, Partial<CronField>, string]>([
    // minute set while second is '*' → second '0'
    [
      'minute loop',
      '* * * * * ? *',
      'minute',
      { mode: 'loop', loopStart: 0, loopStep: 5 },
      '0 0/5 * * * ? *',
    ],
    [
      'minute range',
      '* * * * * ? *',
      'minute',
      { mode: 'range', rangeStart: 1, rangeEnd: 2 },
      '0 1-2 * * * ? *',
    ],
    [
      'minute, second already set',
      '30 * * * * ? *',
      'minute',
      { mode: 'specify', specific: [7] },
      '30 7 * * * ? *',
    ],
    // hour set while minute is '*' → minute '0' (and so second '0')
    ['hour specify', '* * * * * ? *', 'hour', { mode: 'specify', specific: [9] }, '0 0 9 * * ? *'],
    [
      'hour, minute already set',
      '* 15 * * * ? *',
      'hour',
      { mode: 'specify', specific: [9] },
      '* 15 9 * * ? *',
    ],
    // a set day while hour is '*' → hour '0'; day and week exclusive
    ['day specify', '* * * * * ? *', 'day', { mode: 'specify', specific: [15] }, '0 0 0 15 * ? *'],
    ['day last', '0 30 * ? * 2 *', 'day', { mode: 'last' }, '0 30 0 L * ? *'],
    [
      'day, hour already set',
      '0 0 8 * * ? *',
      'day',
      { mode: 'nearestWeekday', nearestDay: 10 },
      '0 0 8 10W * ? *',
    ],
    // a set week while hour is '*' → hour '0'; week set → day '?'
    [
      'week nth',
      '* * * * * ? *',
      'week',
      { mode: 'nth', nthWeekday: 2, nthWeek: 1 },
      '0 0 0 ? * 2#1 *',
    ],
    [
      'week last of month',
      '* * * * * ? *',
      'week',
      { mode: 'lastOfMonth', lastWeekday: 6 },
      '0 0 0 ? * 6L *',
    ],
    [
      'week range',
      '0 0 12 * * ? *',
      'week',
      { mode: 'range', rangeStart: 2, rangeEnd: 6 },
      '0 0 12 ? * 2-6 *',
    ],
    // day back to '*' clears the week; clearing the only set one of day and week sets the other '*'
    ['day every', '0 0 0 ? * 2 *', 'day', { mode: 'every' }, '0 0 0 * * ? *'],
    ['week unset', '0 0 0 ? * 2 *', 'week', { mode: 'unset' }, '0 0 0 * * ? *'],
    ['day unset', '0 0 0 15 * ? *', 'day', { mode: 'unset' }, '0 0 0 ? * * *'],
    // year set while month is '*' → month '1'
    [
      'year specify',
      '0 0 0 1 * ? *',
      'year',
      { mode: 'specify', specific: [2030] },
      '0 0 0 1 1 ? 2030',
    ],
    [
      'year loop',
      '0 0 0 1 * ? *',
      'year',
      { mode: 'loop', loopStart: 2026, loopStep: 2 },
      '0 0 0 1 1 ? 2026/2',
    ],
    [
      'year, month already set',
      '0 0 0 1 6 ? *',
      'year',
      { mode: 'range', rangeStart: 2027, rangeEnd: 2030 },
      '0 0 0 1 6 ? 2027-2030',
    ],
    // setting back to every triggers nothing
    ['minute every', '0 5 * * * ? *', 'minute', { mode: 'every' }, '0 * * * * ? *'],
    [
      'second every while minute set',
      '0 5 * * * ? *',
      'second',
      { mode: 'every' },
      '* 5 * * * ? *',
    ],
  ])('%s: %s → %s', (_name, from, part, change, expected) => {
    const draft = edit(from, part, change);
    expect(draft.text).toBe(expected);
    expect(draft.error).toBeNull();
  });

  it('rules fire only when the part really changes', () => {
    // Editing the loop inputs while minute is still every ('*') changes nothing.
    const draft = edit('* * * * * ? *', 'minute', { loopStep: 5 });
    expect(draft.text).toBe('* * * * * ? *');
  });

  it('never leaves a specified list empty', () => {
    const entered = edit('* * * * * ? *', 'month', { mode: 'specify' });
    expect(entered.text).toBe('* * * * 1 ? *');
    const emptied = draftWithPart(entered, 'month', { ...entered.state.month, specific: [] });
    expect(emptied.text).toBe('* * * * 1 ? *');
    const year = edit('* * * * 3 ? *', 'year', { mode: 'specify' });
    expect(year.text).toBe('* * * * 3 ? 2026');
  });

  it('a wizard edit replaces an invalid typed text with the last valid state', () => {
    const draft = createCronDraft('0 0 12 1 * 2', NOW);
    expect(draft.error).not.toBeNull();
    const next = draftWithPart(draft, 'minute', {
      ...draft.state.minute,
      mode: 'specify',
      specific: [30],
    });
    expect(next.text).toBe('0 30 * * * ? *');
    expect(buildCronExpression(next.state)).toBe(next.text);
    expect(next.error).toBeNull();
  });
});
