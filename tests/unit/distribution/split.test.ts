import { describe, expect, it } from 'vitest';
import { parseRatios, previewSplit, splitByRatios } from '../../../src/lib/distribution';
import { fenOf, toYuanString } from '../../../src/lib/money';

/** The split of `total` (yuan) by `ratios`, as yuan strings. */
const split = (total: string, ratios: string[]) =>
  splitByRatios(fenOf(total) ?? -1n, ratios)?.map(toYuanString);

const THIRDS = ['33.34', '33.33', '33.33'];
const RULE = ['40.00', '33.33', '26.67'];

describe('splitByRatios (largest remainder, integer fen)', () => {
  it.each([
    // total, ratios, parts
    ['100.00', THIRDS, ['33.34', '33.33', '33.33']],
    ['0.01', THIRDS, ['0.01', '0.00', '0.00']],
    ['0.02', THIRDS, ['0.01', '0.01', '0.00']],
    ['0.03', THIRDS, ['0.01', '0.01', '0.01']],
    ['100.00', RULE, ['40.00', '33.33', '26.67']],
    ['10000.00', RULE, ['4000.00', '3333.00', '2667.00']],
    ['0.01', RULE, ['0.01', '0.00', '0.00']],
    // 1 fen × 33.33 % and × 26.67 %: remainders 3333 and 2667 → 0.01 to the 33.33 % part.
    ['0.02', RULE, ['0.01', '0.01', '0.00']],
    ['1.00', RULE, ['0.40', '0.33', '0.27']],
    // Remainders .6, .6667 and .7333 fen: the leftover 2 fen go to the 26.67 % and 33.33 % parts.
    ['99.99', RULE, ['39.99', '33.33', '26.67']],
    ['0.00', RULE, ['0.00', '0.00', '0.00']],
    ['1234567.89', ['50.00', '50.00'], ['617283.95', '617283.94']],
    ['0.01', ['50.00', '50.00'], ['0.01', '0.00']],
    ['5.00', ['100.00'], ['5.00']],
    ['0.07', ['12.50', '12.50', '25.00', '50.00'], ['0.01', '0.01', '0.02', '0.03']],
  ])('%s split by %j is %j', (total, ratios, parts) => {
    expect(split(total, ratios)).toEqual(parts);
  });

  it('parts always sum exactly to the total and differ from the exact share by less than 1 fen', () => {
    const ratios = ['12.34', '0.01', '45.65', '20.00', '22.00'];
    for (let fen = 0n; fen <= 5000n; fen += 7n) {
      const parts = splitByRatios(fen, ratios) ?? [];
      expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(fen);
      parts.forEach((part, index) => {
        const exact = fen * BigInt(ratios[index]?.replace('.', '') ?? '0');
        const scaled = part * 10000n;
        expect(scaled - exact < 10000n && exact - scaled < 10000n).toBe(true);
      });
    }
  });

  it.each([
    ['ratios summing to 99.99', ['33.33', '33.33', '33.33']],
    ['ratios summing to 100.01', ['50.01', '50.00']],
    ['a ratio with three places', ['33.333', '66.667']],
    ['a negative ratio', ['-10.00', '110.00']],
    ['no ratio', []],
  ])('refuses %s', (_name, ratios) => {
    expect(parseRatios(ratios)).toBeUndefined();
    expect(splitByRatios(10000n, ratios)).toBeUndefined();
  });

  it('refuses a negative total', () => {
    expect(splitByRatios(-1n, THIRDS)).toBeUndefined();
  });
});

describe('previewSplit (while typing)', () => {
  it.each([
    ['100', { parts: [3334n, 3333n, 3333n], totalFen: 10000n }],
    ['0.01', { parts: [1n, 0n, 0n], totalFen: 1n }],
    ['', undefined],
    ['1.234', undefined],
    ['01', undefined],
    [undefined, undefined],
  ])('%s gives its split', (typed, expected) => {
    expect(previewSplit(typed, THIRDS)).toEqual(expected);
  });

  it('gives nothing for a rule whose ratios do not sum to 100 %', () => {
    expect(previewSplit('100', ['50.00', '49.99'])).toBeUndefined();
  });
});
