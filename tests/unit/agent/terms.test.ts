import { describe, expect, it } from 'vitest';
import {
  AGENT_RULE_TEXTS as T,
  commissionFixedText,
  commissionIssue,
  commissionRateText,
  commissionRule,
  contractEndRules,
  contractEndsAfterStart,
  feeRateRule,
  feeRateText,
  settleCardRule,
} from '../../../src/lib/agent';
import type { FieldRule } from '../../../src/lib/validators';

describe('commission terms, exact', () => {
  it.each([
    ['0.05', '0.0500'],
    ['0.0500', '0.0500'],
    ['100', '100.0000'],
    [' 1.5 ', '1.5000'],
    ['0', undefined],
    ['100.0001', undefined],
    ['0.00001', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('rate %j is sent as %j', (typed, sent) => {
    expect(commissionRateText(typed)).toBe(sent);
  });

  it.each([
    ['0.5', '0.50'],
    ['12', '12.00'],
    ['0.01', '0.01'],
    ['0', undefined],
    ['0.00', undefined],
    ['01', undefined],
    ['1.234', undefined],
    ['', undefined],
  ])('fixed %j is sent as %j', (typed, sent) => {
    expect(commissionFixedText(typed)).toBe(sent);
  });

  it.each([
    ['01', '', null, T.commissionRateRequired],
    ['01', '101', null, T.commissionRateInvalid],
    ['01', '0.02', null, undefined],
    ['02', null, '', T.commissionFixedRequired],
    ['02', null, '-1', T.commissionFixedInvalid],
    ['02', null, '0.50', undefined],
    [undefined, null, null, undefined],
  ])('mode %s, rate %j, fixed %j: %j', (mode, rate, fixed, issue) => {
    expect(commissionIssue(mode, rate, fixed)).toBe(issue);
  });

  it.each([
    ['', null],
    ['0', '0.0000'],
    ['0.25', '0.2500'],
    ['101', undefined],
  ])('fee rate %j is sent as %j', (typed, sent) => {
    expect(feeRateText(typed)).toBe(sent);
  });

  it.each([
    ['2026-12-01', '2027-11-30', true],
    ['2026-12-01', '2026-12-01', false],
    ['2026-12-01', '2026-11-30', false],
    [undefined, '2026-11-30', true],
    ['2026-12-01', undefined, true],
  ])('a contract from %s to %s ends after it starts: %s', (start, end, after) => {
    expect(contractEndsAfterStart(start, end)).toBe(after);
  });
});

/** Runs a structural rule; resolves with its message or undefined. */
async function check(rule: FieldRule, value: unknown): Promise<string | undefined> {
  try {
    await rule.validator?.({}, value);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const formOf = (values: Record<string, unknown>) => ({
  getFieldValue: (name: string) => values[name],
});

describe('form rules (spec 5.1)', () => {
  it.each([
    ['6222021202003456789', undefined],
    ['6222 **** **** 3306', undefined],
    ['0222021202003456789', T.bankCardInvalid],
    ['62220212', T.bankCardInvalid],
    ['', undefined],
  ])('settlement card %j: %j', async (value, message) => {
    expect(await check(settleCardRule(), value)).toBe(message);
  });

  it('checks only the commission value the chosen mode asks for', async () => {
    const rate = commissionRule('commissionRate');
    const fixed = commissionRule('commissionFixed');
    expect(await check(rate(formOf({ commissionMode: '01' })), '')).toBe(T.commissionRateRequired);
    expect(await check(rate(formOf({ commissionMode: '02' })), '')).toBeUndefined();
    expect(await check(fixed(formOf({ commissionMode: '02' })), '0.001')).toBe(
      T.commissionFixedInvalid,
    );
    expect(await check(fixed(formOf({ commissionMode: '01' })), '0.001')).toBeUndefined();
  });

  it('the contract end is required and after the start', async () => {
    const [required, after] = contractEndRules();
    expect(required).toMatchObject({ required: true, message: T.contractEndRequired });
    const rule = typeof after === 'function' ? after(formOf({ contractStart: '2026-12-01' })) : {};
    expect(await check(rule, '2026-11-30')).toBe(T.contractEndNotAfterStart);
    expect(await check(rule, '2027-11-30')).toBeUndefined();
  });

  it('the fee rate is optional, 0 to 100 %', async () => {
    expect(await check(feeRateRule(), '')).toBeUndefined();
    expect(await check(feeRateRule(), '0.25')).toBeUndefined();
    expect(await check(feeRateRule(), '100.5')).toBe(T.feeRateInvalid);
  });
});
