/**
 * Split rules (分账) of a fee configuration: receivers (cusCode) and their ratios, percent with up
 * to 2 decimals, each above 0 and at most 100 %, together at most 100 %. What the receivers do not
 * take stays with the platform.
 */
import {
  applyRateDown,
  formatPercent,
  parsePercent,
  type Percent,
  percentOf,
  sumPercents,
} from '../money/percent';
import type { FieldIssue } from './fieldIssue';
import { SPLIT_TEXTS, splitTotalOver100 } from './texts';

/** Split ratios carry up to 2 decimals of percent (issue 16 codes). */
export const SPLIT_RATIO_PLACES = 2;

export interface SplitRule {
  /** The receiver's cusCode. */
  receiver: string;
  ratio: string;
}

const HUNDRED_PERCENT = percentOf(100n, SPLIT_RATIO_PLACES);

/** A ratio as typed: above 0, at most 100 %, at most 2 decimals. */
export function parseSplitRatio(text: string): Percent | undefined {
  const ratio = parsePercent(text, SPLIT_RATIO_PLACES);
  if (ratio === undefined || ratio.units <= 0n || ratio.units > HUNDRED_PERCENT.units) {
    return undefined;
  }
  return ratio;
}

/** The sum of the valid ratios, e.g. to show next to the list. */
export function splitTotal(rules: readonly SplitRule[]): Percent {
  const ratios = rules.flatMap((rule) => parseSplitRatio(rule.ratio) ?? []);
  return sumPercents(ratios, SPLIT_RATIO_PLACES);
}

/**
 * Everything wrong with the rules of the form list `listName` ([] when they can be saved): per row
 * a missing or repeated receiver and a missing or invalid ratio; on the list, a total above 100 %,
 * stated (分账比例合计不能超过100%（当前 100.01%）).
 */
export function validateSplits(
  rules: readonly SplitRule[],
  listName: string = 'splits',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const receiverField = [listName, index, 'receiver'];
    if (rule.receiver === '') {
      issues.push({ field: receiverField, message: SPLIT_TEXTS.receiverRequired });
    } else if (seen.has(rule.receiver)) {
      issues.push({ field: receiverField, message: SPLIT_TEXTS.receiverDuplicate });
    }
    seen.add(rule.receiver);
    const ratioField = [listName, index, 'ratio'];
    if (rule.ratio === '') {
      issues.push({ field: ratioField, message: SPLIT_TEXTS.ratioRequired });
    } else if (parseSplitRatio(rule.ratio) === undefined) {
      issues.push({ field: ratioField, message: SPLIT_TEXTS.ratioInvalid });
    }
  });
  const total = splitTotal(rules);
  if (total.units > HUNDRED_PERCENT.units) {
    issues.push({ field: [listName], message: splitTotalOver100(formatPercent(total)) });
  }
  return issues;
}

export interface SplitOfAmount {
  parts: { receiver: string; fen: bigint }[];
  /** What the receivers do not take. */
  platformFen: bigint;
}

/**
 * An amount in fen shared out by valid rules (undefined otherwise). Each part is the receiver's
 * ratio of the amount rounded down to the fen, so no receiver gets more than its ratio; every fen
 * left over, rounding included, goes to the platform: the parts plus platformFen equal the amount.
 */
export function splitAmount(
  amount: bigint,
  rules: readonly SplitRule[],
): SplitOfAmount | undefined {
  if (validateSplits(rules).length > 0) return undefined;
  const parts = rules.flatMap((rule) => {
    const ratio = parseSplitRatio(rule.ratio);
    return ratio === undefined
      ? []
      : [{ receiver: rule.receiver, fen: applyRateDown(amount, ratio) }];
  });
  const taken = parts.reduce((sum, part) => sum + part.fen, 0n);
  return { parts, platformFen: amount - taken };
}
