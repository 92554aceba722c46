import { describe, expect, it } from 'vitest';
import { countsByKind, isTodoKind, todoCode, todoHref } from '../../../src/lib/workbench/todo';

describe('todoHref: each item opens its audit page filtered to it', () => {
  it.each([
    [
      { todoKind: '01', bizNo: 'JJ20261124000003', cusCode: 'C202611000123' },
      '/cus/cusChannelInnetList?status=01&cusCode=C202611000123',
    ],
    [
      { todoKind: '02', bizNo: 'C202611000123', cusCode: 'C202611000123' },
      '/cus/cusMaterialList?cusCode=C202611000123',
    ],
    [
      { todoKind: '03', bizNo: 'T20261125101530001' },
      '/acct/txnAuditList?txnNo=T20261125101530001',
    ],
    [
      { todoKind: '04', bizNo: 'B20261125084512002' },
      '/merchant/batchPayAuditList?batchNo=B20261125084512002',
    ],
    [
      { todoKind: '05', bizNo: 'J20261125102201001' },
      '/accounting/adjustList?adjustNo=J20261125102201001',
    ],
    [
      { todoKind: '06', bizNo: 'D20261127093015001' },
      '/merchant/distributionAuditList?distNo=D20261127093015001',
    ],
  ])('%o → %s', (item, href) => {
    expect(todoHref(item)).toBe(href);
  });

  it.each([
    ['an unknown kind', { todoKind: '99', bizNo: 'T1' }],
    ['an onboarding item without its customer', { todoKind: '01', bizNo: 'JJ1', cusCode: null }],
    ['a number the list would not accept', { todoKind: '03', bizNo: 'T1&txnStatus=02' }],
    ['an empty number', { todoKind: '05', bizNo: '  ' }],
  ])('gives no link for %s (never the unfiltered list)', (_case, item) => {
    expect(todoHref(item)).toBeUndefined();
  });
});

describe('todoCode and isTodoKind', () => {
  it.each([
    ['01', 'cus:innet'],
    ['02', 'cus:material:audit'],
    ['03', 'txn:audit'],
    ['04', 'batch:audit'],
    ['05', 'adjust:audit'],
    ['06', 'dist:audit'],
    ['07', undefined],
  ])('kind %s needs %s', (kind, code) => {
    expect(todoCode(kind)).toBe(code);
    expect(isTodoKind(kind)).toBe(code !== undefined);
  });

  it('rejects what is not a kind code', () => {
    expect(isTodoKind(undefined)).toBe(false);
    expect(isTodoKind('toString')).toBe(false);
  });
});

describe('countsByKind', () => {
  it('lists every kind in dictionary order, a missing kind as 0, never below 0', () => {
    expect(
      countsByKind([
        { todoKind: '05', count: 2 },
        { todoKind: '01', count: 1 },
        { todoKind: '03', count: -4 },
        { todoKind: '99', count: 7 },
      ]),
    ).toEqual([
      { kind: '01', count: 1 },
      { kind: '02', count: 0 },
      { kind: '03', count: 0 },
      { kind: '04', count: 0 },
      { kind: '05', count: 2 },
      { kind: '06', count: 0 },
    ]);
  });
});
