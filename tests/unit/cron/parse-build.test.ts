import { describe, expect, it } from 'vitest';
import {
  buildCronExpression,
  createCronDraft,
  draftWithText,
  defaultCronState,
  parseCronExpression,
  stateFromSyntax,
  type CronField,
  type CronPart,
} from '../../../src/lib/cron';

const NOW = new Date('2026-11-21T12:00:00+08:00');

function wizardOf(expression: string) {
  const parsed = parseCronExpression(expression);
  if (!parsed.ok) throw new Error(parsed.error);
  return stateFromSyntax(parsed.syntax, defaultCronState(NOW));
}

// The examples of Quartz's CronTrigger tutorial: parse → wizard state → build gives the same
// schedule in seven fields with names as numbers.
const QUARTZ_EXAMPLES: Array<[string, string, Partial<Record<CronPart, Partial<CronField>>>]> = [
  ['0 0 12 * * ?', '0 0 12 * * ? *', { hour: { mode: 'specify', specific: [12] } }],
  ['0 15 10 ? * *', '0 15 10 ? * * *', { day: { mode: 'unset' }, week: { mode: 'every' } }],
  ['0 15 10 * * ? 2005', '0 15 10 * * ? 2005', { year: { mode: 'specify', specific: [2005] } }],
  ['0 * 14 * * ?', '0 * 14 * * ? *', { minute: { mode: 'every' } }],
  ['0 0/5 14 * * ?', '0 0/5 14 * * ? *', { minute: { mode: 'loop', loopStart: 0, loopStep: 5 } }],
  ['0 0/5 14,18 * * ?', '0 0/5 14,18 * * ? *', { hour: { mode: 'specify', specific: [14, 18] } }],
  ['0 0-5 14 * * ?', '0 0-5 14 * * ? *', { minute: { mode: 'range', rangeStart: 0, rangeEnd: 5 } }],
  [
    '0 10,44 14 ? 3 WED',
    '0 10,44 14 ? 3 4 *',
    { month: { mode: 'specify', specific: [3] }, week: { mode: 'specify', specific: [4] } },
  ],
  [
    '0 15 10 ? * MON-FRI',
    '0 15 10 ? * 2-6 *',
    { week: { mode: 'range', rangeStart: 2, rangeEnd: 6 } },
  ],
  ['0 15 10 15 * ?', '0 15 10 15 * ? *', { day: { mode: 'specify', specific: [15] } }],
  ['0 15 10 L * ?', '0 15 10 L * ? *', { day: { mode: 'last' } }],
  ['0 15 10 L-2 * ?', '0 15 10 L-2 * ? *', { day: { mode: 'lastOffset', lastOffset: 2 } }],
  ['0 15 10 ? * 6L', '0 15 10 ? * 6L *', { week: { mode: 'lastOfMonth', lastWeekday: 6 } }],
  ['0 15 10 ? * 6#3', '0 15 10 ? * 6#3 *', { week: { mode: 'nth', nthWeekday: 6, nthWeek: 3 } }],
  ['0 0 12 1/5 * ?', '0 0 12 1/5 * ? *', { day: { mode: 'loop', loopStart: 1, loopStep: 5 } }],
  ['0 11 11 11 11 ?', '0 11 11 11 11 ? *', { month: { mode: 'specify', specific: [11] } }],
];

describe('Quartz tutorial examples round-trip through the wizard', () => {
  it.each(QUARTZ_EXAMPLES)('%s → %s', (typed, built, expectedFields) => {
    const state = wizardOf(typed);
    expect(buildCronExpression(state)).toBe(built);
    for (const [part, expected] of Object.entries(expectedFields)) {
      expect(state[part as CronPart]).toMatchObject(expected);
    }
    // Building the built expression again changes nothing.
    expect(buildCronExpression(wizardOf(built))).toBe(built);
  });
});

describe('other Quartz forms', () => {
  it.each([
    ['0 0 0 LW * ?', '0 0 0 LW * ? *', 'day', { mode: 'lastWeekday' }],
    ['0 0 0 15W * ?', '0 0 0 15W * ? *', 'day', { mode: 'nearestWeekday', nearestDay: 15 }],
    [
      '0 0 0 L-3W * ?',
      '0 0 0 L-3W * ? *',
      'day',
      { mode: 'lastOffset', lastOffset: 3, lastOffsetWeekday: true },
    ],
    ['0 0 0 ? * 2#1 *', '0 0 0 ? * 2#1 *', 'week', { mode: 'nth', nthWeekday: 2, nthWeek: 1 }],
    ['0 0 0 ? * FRIL', '0 0 0 ? * 6L *', 'week', { mode: 'lastOfMonth', lastWeekday: 6 }],
    // A lone L in the week part is Saturday.
    ['0 0 0 ? * L', '0 0 0 ? * 7 *', 'week', { mode: 'specify', specific: [7] }],
    [
      '0 0 0 1 JAN-MAR ?',
      '0 0 0 1 1-3 ? *',
      'month',
      { mode: 'range', rangeStart: 1, rangeEnd: 3 },
    ],
    ['*/10 * * * * ?', '0/10 * * * * ? *', 'second', { mode: 'loop', loopStart: 0, loopStep: 10 }],
    ['0 0 0 */3 * ?', '0 0 0 1/3 * ? *', 'day', { mode: 'loop', loopStart: 1, loopStep: 3 }],
    [
      '0 0 0 * * ? 2026-2030',
      '0 0 0 * * ? 2026-2030',
      'year',
      { mode: 'range', rangeStart: 2026, rangeEnd: 2030 },
    ],
    [
      '0 0 0 * * ? 2026/2',
      '0 0 0 * * ? 2026/2',
      'year',
      { mode: 'loop', loopStart: 2026, loopStep: 2 },
    ],
    ['5,1,3,3 * * * * ?', '1,3,5 * * * * ? *', 'second', { mode: 'specify', specific: [1, 3, 5] }],
    // Forms the wizard has no control for stay exactly as typed.
    ['0 0 1-10/2 * * ?', '0 0 1-10/2 * * ? *', 'hour', { mode: 'custom', custom: '1-10/2' }],
    ['0 1,5-9 * * * ?', '0 1,5-9 * * * ? *', 'minute', { mode: 'custom', custom: '1,5-9' }],
    ['0 0 0 * * ? */2', '0 0 0 * * ? */2', 'year', { mode: 'custom', custom: '*/2' }],
    ['0 0 0 L-0 * ?', '0 0 0 L-0 * ? *', 'day', { mode: 'custom', custom: 'L-0' }],
  ] as const)('%s → %s', (typed, built, part, expected) => {
    const state = wizardOf(typed);
    expect(buildCronExpression(state)).toBe(built);
    expect(state[part]).toMatchObject(expected);
  });

  it('is case-insensitive and tolerates extra blanks, as Quartz is', () => {
    expect(buildCronExpression(wizardOf('  0 15 10 ? *   mon-fri '))).toBe('0 15 10 ? * 2-6 *');
  });
});

describe('the draft', () => {
  it('opens on the default cron of spec 9 when the value is empty', () => {
    const draft = createCronDraft('', NOW);
    expect(draft.text).toBe('* * * * * ? *');
    expect(draft.error).toBeNull();
    expect(draft.state.week.mode).toBe('unset');
    expect(draft.state.day.mode).toBe('every');
  });

  it('keeps the values of the modes not in use when the text changes', () => {
    const draft = createCronDraft('0 3-5 14 * * ?', NOW);
    const next = draftWithText(draft, '0 10/15 14 * * ?');
    expect(next.state.minute).toMatchObject({
      mode: 'loop',
      loopStart: 10,
      loopStep: 15,
      rangeStart: 3,
      rangeEnd: 5,
    });
    expect(next.error).toBeNull();
  });

  it('keeps the last valid wizard state and reports the error while the text is invalid', () => {
    const draft = createCronDraft('0 0/5 14 * * ?', NOW);
    const next = draftWithText(draft, '0 0/5 14 L,5 * ?');
    expect(next.text).toBe('0 0/5 14 L,5 * ?');
    expect(next.error).toBe('Cron表达式参数[日]错误：“L”不能与其他日期同时使用');
    expect(next.state).toBe(draft.state);
  });

  it('defaults the year range to the current year to +100, inside the year bounds', () => {
    const state = defaultCronState(new Date('2010-06-01T00:00:00Z'));
    expect(state.year).toMatchObject({ rangeStart: 2010, rangeEnd: 2110, loopStart: 2010 });
    expect(defaultCronState(NOW).year).toMatchObject({ rangeStart: 2026, rangeEnd: 2119 });
  });
});
