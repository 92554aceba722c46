import { describe, expect, it } from 'vitest';
import {
  DIST_MODE,
  DIST_PLAN_TEXTS as TEXTS,
  enteredTotals,
  planDistribution,
  type PlanInput,
} from '../../../src/lib/distribution';

const PAYER = '6218801000000121';
const RULE = {
  ruleStatus: '1',
  items: [
    { acctNo: '6218804000000281', ratio: '40.00' },
    { acctNo: '6218804000000307', ratio: '33.33' },
    { acctNo: '6218804000000315', ratio: '26.67' },
  ],
};
const byRule = (totalAmount: string, rule = RULE): PlanInput => ({
  payerAcctNo: PAYER,
  mode: DIST_MODE.byRule,
  rule,
  totalAmount,
});
const byHand = (...receivers: { acctNo?: string; amount?: string }[]): PlanInput => ({
  payerAcctNo: PAYER,
  mode: DIST_MODE.byHand,
  receivers,
});

describe('planDistribution', () => {
  it('by rule: the rule’s receivers with the total split exactly', () => {
    expect(planDistribution(byRule('100'))).toEqual({
      ok: true,
      totalFen: 10000n,
      items: [
        { acctNo: '6218804000000281', fen: 4000n },
        { acctNo: '6218804000000307', fen: 3333n },
        { acctNo: '6218804000000315', fen: 2667n },
      ],
    });
  });

  it('by hand: one amount per receiver, the total their exact sum (0.1 + 0.2 = 0.30)', () => {
    expect(
      planDistribution(
        byHand(
          { acctNo: '6218804000000281', amount: '0.1' },
          { acctNo: '6218804000000307', amount: '0.2' },
        ),
      ),
    ).toEqual({
      ok: true,
      totalFen: 30n,
      items: [
        { acctNo: '6218804000000281', fen: 10n },
        { acctNo: '6218804000000307', fen: 20n },
      ],
    });
  });

  it.each<[string, PlanInput, string]>([
    ['no payer', { ...byRule('100'), payerAcctNo: ' ' }, TEXTS.payerRequired],
    ['no rule', { ...byRule('100'), rule: undefined }, TEXTS.ruleRequired],
    ['a disabled rule', byRule('100', { ...RULE, ruleStatus: '0' }), TEXTS.ruleDisabled],
    ['no total', byRule(''), TEXTS.totalRequired],
    ['a total against rule 5.1', byRule('01.00'), TEXTS.totalRequired],
    ['a total too small for every receiver', byRule('0.02'), TEXTS.zeroPart],
    [
      'ratios not summing to 100 %',
      byRule('100', { ruleStatus: '1', items: [{ acctNo: '6218804000000281', ratio: '99.99' }] }),
      TEXTS.ratiosNot100,
    ],
    [
      'the payer among the rule’s receivers',
      byRule('100', { ruleStatus: '1', items: [{ acctNo: PAYER, ratio: '100.00' }] }),
      TEXTS.payerAsReceiver(1),
    ],
    ['no receiver', byHand(), TEXTS.noReceivers],
    ['a receiver without account', byHand({ amount: '1' }), TEXTS.receiverRequired(1)],
    [
      'a receiver without amount',
      byHand({ acctNo: '6218804000000281', amount: '1' }, { acctNo: '6218804000000307' }),
      TEXTS.amountRequired(2),
    ],
    ['a zero amount', byHand({ acctNo: '6218804000000281', amount: '0' }), TEXTS.amountRequired(1)],
    [
      'a repeated receiver',
      byHand(
        { acctNo: '6218804000000281', amount: '1' },
        { acctNo: '6218804000000307', amount: '1' },
        { acctNo: '6218804000000281', amount: '2' },
      ),
      TEXTS.duplicateReceiver(3, 1),
    ],
    ['the payer as receiver', byHand({ acctNo: PAYER, amount: '1' }), TEXTS.payerAsReceiver(1)],
  ])('refuses %s', (_name, input, message) => {
    expect(planDistribution(input)).toEqual({ ok: false, message });
  });
});

describe('enteredTotals (the statistics line)', () => {
  it.each([
    [[], 0, 0n],
    [[{ amount: '0.1' }, { amount: '0.2' }], 2, 30n],
    [[{ amount: '1000.25' }, { amount: '' }, { amount: '500.25' }, undefined], 2, 150050n],
    [[{ amount: '12.345' }, { amount: 'abc' }, { amount: '99999999.99' }], 1, 9999999999n],
  ])('%j counts %i rows totalling %s fen', (receivers, count, totalFen) => {
    expect(enteredTotals(receivers)).toEqual({ count, totalFen });
  });
});
