import { describe, expect, it } from 'vitest';
import { validateBatch } from '../../../src/lib/account';
import { formatYuan, parseYuan, sumFen } from '../../../src/lib/money';
import { randomBelow, randomLargeFen, seededRandom } from './prng';

/**
 * Issue 17: 0.1 + 0.2-style sums are exact over 100,000 random amounts. The amounts are drawn as
 * whole fen, written as a user would type them, and their total is computed independently as a
 * BigInt sum of the drawn whole numbers, never through the amount texts.
 */
const COUNT = 100_000;

/** The shortest way a user writes `fen` under the amount rule: "12", "12.3", "0.05". */
function typedYuan(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  if (cents === 0) return String(whole);
  if (cents % 10 === 0) return `${whole}.${cents / 10}`;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

function drawAmounts(seed: number): { texts: string[]; independentFen: bigint } {
  const random = seededRandom(seed);
  const texts: string[] = [];
  let independentFen = 0n;
  for (let index = 0; index < COUNT; index += 1) {
    // Mostly small amounts with many dimes and cents (0.10, 0.20 …), every tenth up to 10^9 yuan.
    const fen = 1 + (index % 10 === 0 ? randomLargeFen(random) : randomBelow(random, 1_000));
    independentFen += BigInt(fen);
    texts.push(typedYuan(fen));
  }
  return { texts, independentFen };
}

describe('exact sums of money', () => {
  it.each([
    [['0.1', '0.2'], 30n, '0.30'],
    [['0.10', '0.20', '0.30'], 60n, '0.60'],
    [['1.15', '2.30', '0.05'], 350n, '3.50'],
    [['1.1', '2.2'], 330n, '3.30'],
  ])('%j sums to exactly %s fen (%s)', (amounts, fen, shown) => {
    const total = sumFen(amounts.map((text) => parseYuan(text) ?? -1n));
    expect(total).toBe(fen);
    expect(formatYuan(total ?? 0n)).toBe(shown);
    // What the rule is against: the same amounts as binary floats miss the exact total.
    expect(amounts.reduce((sum, text) => sum + Number(text), 0)).not.toBe(Number(fen) / 100);
  });

  it('keeps the fen of large totals', () => {
    const total = sumFen(['99999999.99', '0.01', '1234567890123.45']);
    expect(total).toBe(123_466_789_012_345n);
    expect(formatYuan(total ?? 0n)).toBe('1,234,667,890,123.45');
  });

  it.each([1, 17, 20261125])(
    'sumFen of 100,000 random typed amounts equals their independent integer sum (seed %s)',
    (seed) => {
      const { texts, independentFen } = drawAmounts(seed);
      const parsed = texts.map((text) => parseYuan(text));
      expect(parsed.every((fen) => fen !== undefined)).toBe(true);
      expect(sumFen(parsed.map((fen) => fen ?? 0n))).toBe(independentFen);
    },
  );

  it('the batch total of 100,000 random rows is the same exact sum', () => {
    const { texts, independentFen } = drawAmounts(42);
    const rows = texts.map((amount, index) => ({
      payeeName: '张三',
      payeeCardNo: `6222${String(index).padStart(12, '0')}`,
      payeeBankName: '中国工商银行',
      amount,
    }));
    const { totals, rowIssues } = validateBatch(rows);
    expect(rowIssues.size).toBe(0);
    expect(totals).toEqual({
      count: COUNT,
      totalFen: independentFen,
      invalidAmounts: 0,
    });
  });
});
