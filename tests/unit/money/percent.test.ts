import { describe, expect, it } from 'vitest';
import {
  applyRateDown,
  applyRateHalfUp,
  divideHalfUp,
  formatPercent,
  parsePercent,
  percentOf,
  sumPercents,
} from '../../../src/lib/money';

describe('parsePercent', () => {
  it.each([
    ['0.3800', 4, 3800n],
    ['0.38', 4, 3800n],
    ['38', 4, 380000n],
    ['100', 2, 10000n],
    ['100.00', 2, 10000n],
    ['0', 2, 0n],
    ['0.01', 2, 1n],
    ['7', 0, 7n],
  ])('%s at %i places is %s units', (text, places, units) => {
    expect(parsePercent(text, places)).toEqual({ units, places });
  });

  it.each([
    ['0.005', 2],
    ['0.00005', 4],
    ['1.0', 0],
    ['00.1', 2],
    ['01', 2],
    ['.5', 2],
    ['5.', 2],
    ['-1', 2],
    ['+1', 2],
    ['1e2', 2],
    [' 1', 2],
    ['1%', 2],
    ['', 2],
  ])('refuses %j at %i places', (text, places) => {
    expect(parsePercent(text, places)).toBeUndefined();
  });

  it('refuses a negative number of places', () => {
    expect(() => parsePercent('1', -1)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it.each([
    [10001n, 2, '100.01%'],
    [3800n, 4, '0.3800%'],
    [5n, 2, '0.05%'],
    [0n, 2, '0.00%'],
    [7n, 0, '7%'],
    [-150n, 2, '-1.50%'],
  ])('%s units at %i places show as %s', (units, places, text) => {
    expect(formatPercent({ units, places })).toBe(text);
  });
});

describe('sumPercents', () => {
  it('adds 0.1 % and 0.2 % to exactly 0.30 %', () => {
    const parts = [parsePercent('0.1', 2), parsePercent('0.2', 2)].flatMap((p) => p ?? []);
    expect(formatPercent(sumPercents(parts, 2))).toBe('0.30%');
  });

  it('refuses to add percentages of different places', () => {
    expect(() => sumPercents([percentOf(1n, 2), percentOf(1n, 4)], 2)).toThrow(RangeError);
  });
});

// Rounding: half up, meaning half away from zero (Java's RoundingMode.HALF_UP).
describe('divideHalfUp', () => {
  it.each([
    [4n, 10n, 0n],
    [5n, 10n, 1n],
    [15n, 10n, 2n],
    [25n, 10n, 3n],
    [10n, 10n, 1n],
    [-4n, 10n, 0n],
    [-5n, 10n, -1n],
    [-15n, 10n, -2n],
  ])('%s / %s rounds to %s', (numerator, denominator, quotient) => {
    expect(divideHalfUp(numerator, denominator)).toBe(quotient);
  });
});

describe('applyRateHalfUp (fees: half up to the fen)', () => {
  it.each([
    ['0.38 % of 1.32 yuan = 0.5016 fen', '0.3800', 132n, 1n],
    ['0.5 % of 1.00 yuan = 0.5 fen (the half goes up)', '0.5', 100n, 1n],
    ['0.5 % of 0.99 yuan = 0.495 fen', '0.5', 99n, 0n],
    ['0.6 % of 124.25 yuan = 74.55 fen', '0.6', 12425n, 75n],
    ['0.6 % of 124.16 yuan = 74.496 fen', '0.6', 12416n, 74n],
    ['0.38 % of 1,000,000.00 yuan', '0.38', 100000000n, 380000n],
    ['0.38 % of 99,999,999,999.99 yuan', '0.38', 9999999999999n, 38000000000n],
    ['100 % of an amount is the amount', '100', 12345n, 12345n],
    ['0 % is nothing', '0', 12345n, 0n],
  ])('%s', (_name, rate, fen, fee) => {
    const percent = parsePercent(rate, 4);
    expect(percent && applyRateHalfUp(fen, percent)).toBe(fee);
  });
});

describe('applyRateDown (splits: toward zero)', () => {
  it.each([
    ['50 % of 0.01 yuan', '50', 1n, 0n],
    ['33.33 % of 1.00 yuan', '33.33', 100n, 33n],
    ['0.6 % of 124.25 yuan = 74.55 fen', '0.6', 12425n, 74n],
    ['100 % of 99,999,999,999.99 yuan', '100', 9999999999999n, 9999999999999n],
  ])('%s', (_name, ratio, fen, part) => {
    const percent = parsePercent(ratio, 2);
    expect(percent && applyRateDown(fen, percent)).toBe(part);
  });
});
