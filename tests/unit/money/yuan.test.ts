import { describe, expect, it } from 'vitest';
import {
  amountRule,
  fenOf,
  formatYuan,
  formatYuanText,
  parseYuan,
  sumFen,
  toYuanString,
} from '../../../src/lib/money';
import { errorsOf } from '../validators/runRules';

// spec 5.1 amount rule: positive, no leading zero, at most 2 decimals, a lone zero only with
// decimals; empty is no amount.
describe('parseYuan', () => {
  it.each([
    ['12345.60', 1234560n],
    ['12345.6', 1234560n],
    ['1', 100n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['0.00', 0n],
    ['99999999999.99', 9999999999999n],
    ['123456789012345678.99', 12345678901234567899n],
  ])('reads %s as %s fen', (text, fen) => {
    expect(parseYuan(text)).toBe(fen);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['0'],
    ['00.1'],
    ['01'],
    ['0.005'],
    ['12.345'],
    ['1.'],
    ['.5'],
    ['-1'],
    ['+1'],
    ['1,000.00'],
    [' 1'],
    ['1e3'],
    ['１'],
    ['abc'],
  ])('refuses %j', (text) => {
    expect(parseYuan(text)).toBeUndefined();
  });
});

describe('amountRule (antd Form)', () => {
  it.each([
    ['', []],
    ['0.5', []],
    ['12345.60', []],
    ['0', ['请输入正确的金额']],
    ['00.1', ['请输入正确的金额']],
    ['0.005', ['请输入正确的金额']],
  ])('%j gives %j', async (value, messages) => {
    expect(await errorsOf([amountRule()], value)).toEqual(messages);
  });
});

describe('fenOf (server amounts)', () => {
  it.each([
    ['12345.60', 1234560n],
    ['-3.5', -350n],
    ['0', 0n],
    ['1000', 100000n],
    ['12.345', undefined],
    ['1.2.3', undefined],
    ['', undefined],
    ['１.00', undefined],
  ])('%j is %s fen', (text, fen) => {
    expect(fenOf(text)).toBe(fen);
  });
});

describe('formatYuan (spec 9 thousands separators)', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [99999n, '999.99'],
    [100000n, '1,000.00'],
    [1234560n, '12,345.60'],
    [100000000n, '1,000,000.00'],
    [9999999999999n, '99,999,999,999.99'],
    [123456789012345678n, '1,234,567,890,123,456.78'],
    [-1n, '-0.01'],
    [-123400n, '-1,234.00'],
    [-100000000n, '-1,000,000.00'],
  ])('%s fen shows as %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });
});

describe('toYuanString (requests)', () => {
  it.each([
    [1234560n, '12345.60'],
    [0n, '0.00'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [9999999999999n, '99999999999.99'],
  ])('%s fen is sent as %s', (fen, text) => {
    expect(toYuanString(fen)).toBe(text);
  });
});

describe('formatYuanText', () => {
  it.each([
    ['1234.5', '1,234.50'],
    ['-3', '-3.00'],
    ['99999999999.99', '99,999,999,999.99'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j shows as %j', (text, shown) => {
    expect(formatYuanText(text)).toBe(shown);
  });
});

describe('sumFen', () => {
  it('adds 10,000 rows of 0.10 to exactly 1,000.00', () => {
    const rows = Array.from({ length: 10_000 }, () => '0.10');
    const total = sumFen(rows);
    expect(total).toBe(100000n);
    expect(formatYuan(total ?? -1n)).toBe('1,000.00');
  });

  it.each([
    ['0.1 + 0.2 (0.30000000000000004 in floats)', ['0.1', '0.2'], '0.30'],
    ['beyond 2^53 fen', ['90071992547409.93', '0.01'], '90071992547409.94'],
    ['fen and yuan text mixed', [150n, '1.50', '-0.50'], '2.50'],
    ['nothing', [], '0.00'],
  ])('%s', (_name, amounts: (bigint | string)[], total) => {
    const fen = sumFen(amounts);
    expect(fen === undefined ? undefined : toYuanString(fen)).toBe(total);
  });

  it('gives no total when one row is not an amount', () => {
    expect(sumFen(['1.00', 'abc', '2.00'])).toBeUndefined();
  });
});
