/**
 * The 流水 search of 账户详情 (issue 17 page 1): the default range is the last 30 days with today,
 * a range goes out as inclusive beginDate / endDate (cap.yaml AcctLedgerInquiry), codes only when
 * they are codes of their set, and a range's length counts both ends (the 366-day limit).
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  defaultLedgerRange,
  ledgerQuery,
  MAX_RANGE_DAYS,
  rangeDays,
} from '../../../resources/account/detail/ledgerSearch';

const day = (text: string) => dayjs(text);

describe('ledger search', () => {
  it.each([
    ['2026-11-25T10:00:00', '2026-10-27', '2026-11-25'],
    ['2026-03-01T00:00:01', '2026-01-31', '2026-03-01'],
    ['2028-03-01T23:59:59', '2028-02-01', '2028-03-01'],
  ])('at %s the default range is %s to %s', (now, begin, end) => {
    const [from, to] = defaultLedgerRange(day(now));
    expect([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]).toEqual([begin, end]);
    expect(rangeDays(from, to)).toBe(30);
  });

  it.each([
    [
      { range: [day('2026-11-01'), day('2026-11-30')] as const },
      { beginDate: '2026-11-01', endDate: '2026-11-30' },
    ],
    [
      { range: [day('2026-11-01'), day('2026-11-01')] as const, txnType: '09', direction: 'C' },
      { beginDate: '2026-11-01', endDate: '2026-11-01', txnType: '09', direction: 'C' },
    ],
    [{ range: null, txnType: '99', direction: 'X' }, {}],
  ])('%j is sent as %j', (values, expected) => {
    const query = ledgerQuery(values);
    expect(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))).toEqual(
      expected,
    );
  });

  it.each([
    ['2026-01-01', '2026-01-01', 1],
    ['2026-01-01', '2026-12-31', 365],
    ['2028-01-01', '2028-12-31', MAX_RANGE_DAYS],
    ['2026-01-01', '2027-01-02', 367],
  ])('%s to %s covers %i days', (begin, end, days) => {
    expect(rangeDays(day(begin), day(end))).toBe(days);
  });
});
