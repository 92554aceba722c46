import { describe, expect, it } from 'vitest';
import {
  availableFen,
  availableOfAccount,
  checkAmountAgainstAvailable,
  checkFreezeAmount,
  checkRefundAmount,
  checkUnfreezeAmount,
} from '../../../src/lib/account';
import { fenOf } from '../../../src/lib/money';

/** Fen of a server yuan string (negative and zero allowed); the tables below are all amounts. */
const fen = (yuan: string): bigint => {
  const value = fenOf(yuan);
  if (value === undefined) throw new Error(`not an amount: ${yuan}`);
  return value;
};

// codes17: availableAmt = balance − frozenAmt.
describe('availableFen', () => {
  it.each([
    ['12345.60', '2345.60', 1000000n],
    ['0.30', '0.10', 20n],
    ['100.00', '100.00', 0n],
  ])('balance %s, frozen %s → %s fen', (balance, frozen, expected) => {
    expect(availableFen(fen(balance), fen(frozen))).toBe(expected);
    expect(availableOfAccount({ balance, frozenAmt: frozen })).toBe(expected);
  });

  it.each([
    [{ balance: '100.00' }],
    [{ balance: '100.00', frozenAmt: null }],
    [{ balance: 'abc', frozenAmt: '0' }],
    [{ balance: '1.001', frozenAmt: '0' }],
  ])('%j has no available balance to check against', (account) => {
    expect(availableOfAccount(account)).toBeUndefined();
  });
});

describe('checkAmountAgainstAvailable (提现, 转账, 代付)', () => {
  it.each([
    ['0.30', '0.30', { ok: true }],
    ['0.29', '0.30', { ok: true }],
    [
      '0.31',
      '0.30',
      { ok: false, reason: 'insufficient', message: '可用余额不足，可用余额 0.30 元' },
    ],
    [
      '1234567.01',
      '1234567.00',
      { ok: false, reason: 'insufficient', message: '可用余额不足，可用余额 1,234,567.00 元' },
    ],
    ['0.00', '100.00', { ok: false, reason: 'notPositive', message: '金额须大于0' }],
    [
      '0.01',
      '-5.00',
      { ok: false, reason: 'insufficient', message: '可用余额不足，可用余额 -5.00 元' },
    ],
  ])('%s yuan against %s available → %j', (amount, available, expected) => {
    expect(checkAmountAgainstAvailable(fen(amount), fen(available))).toEqual(expected);
  });
});

describe('refund, freeze and unfreeze limits', () => {
  it.each([
    [checkRefundAmount, '50.00', '50.00', 'ok'],
    [checkRefundAmount, '50.01', '50.00', '退款金额超过可退金额，可退金额 50.00 元'],
    [checkFreezeAmount, '1000.00', '1000.00', 'ok'],
    [checkFreezeAmount, '1000.01', '1000.00', '冻结金额不能超过可用余额，可用余额 1,000.00 元'],
    [checkUnfreezeAmount, '20.00', '20.00', 'ok'],
    [checkUnfreezeAmount, '20.10', '20.00', '解冻金额不能超过冻结金额，冻结金额 20.00 元'],
    [checkRefundAmount, '0.00', '50.00', '金额须大于0'],
  ])('%o(%s, limit %s) → %s', (check, amount, limit, message) => {
    const result = check(fen(amount), fen(limit));
    expect(result.ok ? 'ok' : result.message).toBe(message);
  });
});
