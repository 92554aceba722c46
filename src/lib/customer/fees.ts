/**
 * Fee configuration (费率配置, CusConfigFee) per customer × channel × product: the fee of a sample
 * amount, exact in fen, and the checks of a configuration. Rates are percent with up to 4 places
 * ("0.3800" = 0.38 %); fees are yuan with two places. Every fee is rounded half up to the fen.
 */
import { AMOUNT_INVALID } from '../messages';
import { applyRateHalfUp, parsePercent, type Percent, percentOf } from '../money/percent';
import { parseYuan } from '../money/yuan';
import { FEE_MODE, type FeeMode, isCode } from './codes';
import type { FieldIssue } from './fieldIssue';
import { FEE_TEXTS } from './texts';

/** Rates carry up to 4 decimals of percent (issue 16 codes). */
export const FEE_RATE_PLACES = 4;

export interface FeeTier {
  /** The tier covers amounts up to this many yuan, inclusive; empty on the last tier: no limit. */
  upTo?: string | null;
  rate: string;
}

export interface FeeConfig {
  feeMode?: string | null;
  /** 02 按比例 */
  rate?: string | null;
  /** 01 按笔固定 */
  fixedFee?: string | null;
  /** 02 按比例 and 03 阶梯: the fee is raised to minFee and lowered to maxFee when given. */
  minFee?: string | null;
  maxFee?: string | null;
  /** 03 阶梯, in ascending order of upTo. */
  tiers?: readonly FeeTier[] | null;
  /** YYYY-MM-DD */
  effectiveDate?: string | null;
}

const isBlank = (text: string | null | undefined): text is '' | null | undefined =>
  text === undefined || text === null || text === '';

const HUNDRED_PERCENT = percentOf(100n, FEE_RATE_PLACES);

/** A rate as typed: 0 to 100 %, at most 4 decimals. */
export function parseFeeRate(text: string | null | undefined): Percent | undefined {
  if (isBlank(text)) return undefined;
  const rate = parsePercent(text, FEE_RATE_PLACES);
  return rate !== undefined && rate.units <= HUNDRED_PERCENT.units ? rate : undefined;
}

/**
 * 阶梯 is whole-amount, not progressive: the amount falls in the first tier whose upTo it does
 * not exceed, and that tier's rate applies to the whole amount.
 */
function tierRate(tiers: readonly FeeTier[], amount: bigint): Percent | undefined {
  for (const tier of tiers) {
    const upTo = isBlank(tier.upTo) ? null : parseYuan(tier.upTo);
    if (upTo === undefined) return undefined;
    if (upTo === null || amount <= upTo) return parseFeeRate(tier.rate);
  }
  return undefined;
}

function clampFee(fee: bigint, minFee: bigint | null, maxFee: bigint | null): bigint {
  if (minFee !== null && fee < minFee) return minFee;
  if (maxFee !== null && fee > maxFee) return maxFee;
  return fee;
}

/** An optional amount: null when not given, undefined when given but not an amount. */
const optionalFen = (text: string | null | undefined): bigint | null | undefined =>
  isBlank(text) ? null : parseYuan(text);

/** amount × rate, half up to the fen, then within the configuration's [minFee, maxFee]. */
function cappedFee(config: FeeConfig, rate: Percent | undefined, amount: bigint) {
  const minFee = optionalFen(config.minFee);
  const maxFee = optionalFen(config.maxFee);
  if (rate === undefined || minFee === undefined || maxFee === undefined) return undefined;
  return clampFee(applyRateHalfUp(amount, rate), minFee, maxFee);
}

/**
 * The fee in fen for an amount in fen under `config`; undefined when the configuration cannot
 * price it (an incomplete or invalid field, or an amount above the last tier's limit).
 * 01: the fixed fee. 02: amount × rate, half up to the fen, then within [minFee, maxFee].
 * 03: amount × the rate of its tier (whole-amount), half up to the fen, then within the same
 * caps (cap.yaml CusConfigFee: "… applies to the whole amount, then the caps").
 */
export function computeFee(config: FeeConfig, amount: bigint): bigint | undefined {
  switch (config.feeMode) {
    case FEE_MODE.fixed:
      return parseYuan(config.fixedFee);
    case FEE_MODE.proportional:
      return cappedFee(config, parseFeeRate(config.rate), amount);
    case FEE_MODE.tiered:
      return cappedFee(config, tierRate(config.tiers ?? [], amount), amount);
    default:
      return undefined;
  }
}

function rateIssue(text: string | null | undefined, field: FieldIssue['field']): FieldIssue[] {
  if (isBlank(text)) return [{ field, message: FEE_TEXTS.rateRequired }];
  return parseFeeRate(text) === undefined ? [{ field, message: FEE_TEXTS.rateInvalid }] : [];
}

function tierIssues(tiers: readonly FeeTier[]): FieldIssue[] {
  if (tiers.length === 0) return [{ field: ['tiers'], message: FEE_TEXTS.tiersRequired }];
  const issues: FieldIssue[] = [];
  let previous: bigint | undefined;
  tiers.forEach((tier, index) => {
    issues.push(...rateIssue(tier.rate, ['tiers', index, 'rate']));
    const field = ['tiers', index, 'upTo'];
    const upTo = optionalFen(tier.upTo);
    if (upTo === null) {
      if (index < tiers.length - 1) issues.push({ field, message: FEE_TEXTS.tierUpToRequired });
    } else if (upTo === undefined) {
      issues.push({ field, message: AMOUNT_INVALID });
    } else {
      if (previous !== undefined && upTo <= previous) {
        issues.push({ field, message: FEE_TEXTS.tiersNotAscending });
      }
      previous = upTo;
    }
  });
  return issues;
}

function feeLimitIssues(config: FeeConfig): FieldIssue[] {
  const minFee = optionalFen(config.minFee);
  const maxFee = optionalFen(config.maxFee);
  const issues: FieldIssue[] = [];
  if (minFee === undefined) issues.push({ field: ['minFee'], message: AMOUNT_INVALID });
  if (maxFee === undefined) issues.push({ field: ['maxFee'], message: AMOUNT_INVALID });
  if (typeof minFee === 'bigint' && typeof maxFee === 'bigint' && minFee > maxFee) {
    issues.push({ field: ['minFee'], message: FEE_TEXTS.minAboveMax });
  }
  return issues;
}

function modeIssues(mode: FeeMode, config: FeeConfig): FieldIssue[] {
  switch (mode) {
    case FEE_MODE.fixed:
      if (isBlank(config.fixedFee)) {
        return [{ field: ['fixedFee'], message: FEE_TEXTS.fixedFeeRequired }];
      }
      return parseYuan(config.fixedFee) === undefined
        ? [{ field: ['fixedFee'], message: AMOUNT_INVALID }]
        : [];
    case FEE_MODE.proportional:
      return [...rateIssue(config.rate, ['rate']), ...feeLimitIssues(config)];
    case FEE_MODE.tiered:
      return [...tierIssues(config.tiers ?? []), ...feeLimitIssues(config)];
  }
}

function effectiveDateIssues(date: string | null | undefined, today: string): FieldIssue[] {
  if (isBlank(date)) {
    return [{ field: ['effectiveDate'], message: FEE_TEXTS.effectiveDateRequired }];
  }
  // Both are YYYY-MM-DD, so text order is date order.
  return date < today ? [{ field: ['effectiveDate'], message: FEE_TEXTS.effectiveDateInPast }] : [];
}

/**
 * Everything wrong with a configuration, field by field ([] when it can be saved). `today` is the
 * user's date as YYYY-MM-DD: an effective date of today is allowed, an earlier one is not.
 */
export function validateFeeConfig(config: FeeConfig, today: string): FieldIssue[] {
  const mode = config.feeMode;
  const modeChecks = isCode(FEE_MODE, mode)
    ? modeIssues(mode, config)
    : [{ field: ['feeMode'], message: FEE_TEXTS.feeModeRequired }];
  return [...modeChecks, ...effectiveDateIssues(config.effectiveDate, today)];
}
