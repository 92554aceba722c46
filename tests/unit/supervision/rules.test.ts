import { describe, expect, it } from 'vitest';
import {
  ALERT_STATUS,
  SUP_AUDIENCE,
  ackRemark,
  canAcknowledge,
  isBelowLimit,
  needsSubject,
  shortfallFen,
  supScope,
} from '../../../src/lib/supervision';

// The scope, supervised-limit and acknowledge rules of 监管 (issue 18 D).

describe('the scope a view reads', () => {
  it.each([
    [SUP_AUDIENCE.boss, undefined, { audience: '01' }],
    [SUP_AUDIENCE.boss, 'C202611000123', { audience: '01' }],
    [SUP_AUDIENCE.customer, undefined, undefined],
    [SUP_AUDIENCE.customer, '  ', undefined],
    [SUP_AUDIENCE.customer, ' C202611000123 ', { audience: '02', subjectCode: 'C202611000123' }],
    [SUP_AUDIENCE.supplier, null, undefined],
    [SUP_AUDIENCE.supplier, 'ICBC', { audience: '03', subjectCode: 'ICBC' }],
  ] as const)('%s with subject %s → %j', (audience, subject, scope) => {
    expect(supScope(audience, subject)).toEqual(scope);
  });

  it('only the platform view needs no subject', () => {
    expect(needsSubject(SUP_AUDIENCE.boss)).toBe(false);
    expect(needsSubject(SUP_AUDIENCE.customer)).toBe(true);
    expect(needsSubject(SUP_AUDIENCE.supplier)).toBe(true);
  });
});

describe('balance under the supervised limit', () => {
  it.each([
    ['356200.00', '400000.00', 4380000n],
    ['8650.20', '20000.00', 1134980n],
    ['0.01', '0.02', 1n],
    ['200000.00', '200000.00', undefined],
    ['1285630.45', '500000.00', undefined],
    ['12,000.00', '20000.00', undefined],
    ['1000.00', 'abc', undefined],
  ])('balance %s, limit %s: shortfall %s fen', (balance, supervisedLimit, shortfall) => {
    expect(shortfallFen({ balance, supervisedLimit })).toBe(shortfall);
    expect(isBelowLimit({ balance, supervisedLimit })).toBe(shortfall !== undefined);
  });
});

describe('acknowledging an alert', () => {
  it('offers 确认 only while 未处理', () => {
    expect(canAcknowledge({ alertStatus: ALERT_STATUS.open })).toBe(true);
    expect(canAcknowledge({ alertStatus: ALERT_STATUS.acknowledged })).toBe(false);
  });

  it.each([
    [undefined, undefined],
    ['   ', undefined],
    [' 已核实，为供应商货款 ', '已核实，为供应商货款'],
  ])('remark %j is sent as %j', (typed, sent) => {
    expect(ackRemark(typed)).toBe(sent);
  });
});
