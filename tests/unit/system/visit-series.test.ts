import { describe, expect, it } from 'vitest';
import { visitSeries } from '../../../resources/system/log/visitSeries';

// /sys/visitInfo rows → the last-week chart's labels and values (jeecg-contracts §2.9).

const row = (tian: string, visit: number, ip: number) => ({ tian, visit, ip, type: tian.slice(5) });

describe('visitSeries', () => {
  it.each([
    ['no rows', [], { labels: [], visits: [], ips: [] }],
    [
      'a week in order',
      [row('2026-11-19', 58, 19), row('2026-11-20', 61, 21), row('2026-11-21', 37, 12)],
      { labels: ['11-19', '11-20', '11-21'], visits: [58, 61, 37], ips: [19, 21, 12] },
    ],
    [
      'rows out of order, oldest first',
      [row('2026-11-21', 37, 12), row('2026-11-19', 58, 19), row('2026-11-20', 61, 21)],
      { labels: ['11-19', '11-20', '11-21'], visits: [58, 61, 37], ips: [19, 21, 12] },
    ],
    [
      'a day nobody signed in, as 0',
      [row('2026-11-18', 9, 4), row('2026-11-21', 37, 12)],
      { labels: ['11-18', '11-19', '11-20', '11-21'], visits: [9, 0, 0, 37], ips: [4, 0, 0, 12] },
    ],
    [
      'a week across the turn of the year',
      [row('2026-12-31', 5, 2), row('2027-01-01', 3, 1)],
      { labels: ['12-31', '01-01'], visits: [5, 3], ips: [2, 1] },
    ],
    [
      'unreadable or impossible days left out',
      [row('2026/11/20', 1, 1), row('2026-02-30', 2, 2), row(' 2026-11-21 ', 37, 12)],
      { labels: ['11-21'], visits: [37], ips: [12] },
    ],
  ])('%s', (_case, rows, expected) => {
    expect(visitSeries(rows)).toEqual(expected);
  });
});
