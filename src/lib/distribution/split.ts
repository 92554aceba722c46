/**
 * 按规则 distribution: a total split by the rule's ratios (percent, two places, summing to exactly
 * 100.00 %) in integer fen. Each part is first rounded down; the fen left over (fewer than the
 * number of parts) go one each to the parts with the largest remainders, earlier parts first on a
 * tie (largest remainder method), so the parts always sum exactly to the total.
 */
import { parsePercent, percentOf, type Percent } from '../money/percent';
import { parseYuan } from '../money/yuan';

const RATIO_PLACES = 2;
const HUNDRED = percentOf(100n, RATIO_PLACES);

/** The ratios as percentages, or undefined when any is not one or they do not sum to 100.00 %. */
export function parseRatios(ratios: readonly string[]): Percent[] | undefined {
  const parsed: Percent[] = [];
  let sum = 0n;
  for (const ratio of ratios) {
    const percent = parsePercent(ratio, RATIO_PLACES);
    if (!percent) return undefined;
    parsed.push(percent);
    sum += percent.units;
  }
  return parsed.length > 0 && sum === HUNDRED.units ? parsed : undefined;
}

/**
 * `totalFen` split by `ratios`, one part per ratio in the same order; undefined when the ratios
 * are not a valid rule (see parseRatios) or the total is negative.
 */
export function splitByRatios(totalFen: bigint, ratios: readonly string[]): bigint[] | undefined {
  const percents = parseRatios(ratios);
  if (!percents || totalFen < 0n) return undefined;
  const denominator = HUNDRED.units;
  const parts = percents.map((percent) => (totalFen * percent.units) / denominator);
  const remainders = percents.map((percent) => (totalFen * percent.units) % denominator);
  let leftover = totalFen - parts.reduce((sum, part) => sum + part, 0n);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts;
}

/**
 * The split a rule gives a typed total, for the preview while typing (before the paying account
 * is picked): undefined until the total is a valid amount (spec 5.1) of a valid rule.
 */
export function previewSplit(
  totalText: string | null | undefined,
  ratios: readonly string[],
): { parts: bigint[]; totalFen: bigint } | undefined {
  const totalFen = parseYuan(totalText);
  const parts = totalFen === undefined ? undefined : splitByRatios(totalFen, ratios);
  return parts && totalFen !== undefined ? { parts, totalFen } : undefined;
}
