/**
 * The terms of agents and suppliers: an agent's commission (按交易额比例: a percent of the amount,
 * up to 4 places; 按笔固定: yuan per transaction), a supplier's fee rate and contract period. All
 * exact: percent in integer units, yuan in fen (src/lib/money), never a binary float.
 */
import { parseFeeRate } from '../customer/fees';
import { parseYuan, toYuanString } from '../money/yuan';
import { formatPercent, type Percent } from '../money/percent';
import { COMMISSION_MODE } from './codes';
import { AGENT_RULE_TEXTS } from './texts';

/** The contract's writing of a rate: every place, no sign ("0.0500"). */
const rateText = (rate: Percent): string => formatPercent(rate).slice(0, -1);

const isBlank = (text: string | null | undefined): boolean =>
  text === undefined || text === null || text.trim() === '';

/** A commission rate: above 0 and at most 100 %, up to 4 decimals; as the contract writes it. */
export function commissionRateText(text: string | null | undefined): string | undefined {
  if (isBlank(text)) return undefined;
  const rate = parseFeeRate(text?.trim());
  return rate !== undefined && rate.units > 0n ? rateText(rate) : undefined;
}

/** A fixed commission: a spec 5.1 amount above zero, as yuan with two places. */
export function commissionFixedText(text: string | null | undefined): string | undefined {
  if (isBlank(text)) return undefined;
  const fen = parseYuan(text?.trim());
  return fen !== undefined && fen > 0n ? toYuanString(fen) : undefined;
}

/** What is wrong with a commission's value under `mode`; undefined when it is right. */
export function commissionIssue(
  mode: string | null | undefined,
  rate: string | null | undefined,
  fixed: string | null | undefined,
): string | undefined {
  if (mode === COMMISSION_MODE.rate) {
    if (isBlank(rate)) return AGENT_RULE_TEXTS.commissionRateRequired;
    return commissionRateText(rate) === undefined
      ? AGENT_RULE_TEXTS.commissionRateInvalid
      : undefined;
  }
  if (mode === COMMISSION_MODE.fixed) {
    if (isBlank(fixed)) return AGENT_RULE_TEXTS.commissionFixedRequired;
    return commissionFixedText(fixed) === undefined
      ? AGENT_RULE_TEXTS.commissionFixedInvalid
      : undefined;
  }
  return undefined;
}

/** A supplier's fee rate: optional, 0 to 100 %, up to 4 decimals. */
export function feeRateText(text: string | null | undefined): string | null | undefined {
  if (isBlank(text)) return null;
  const rate = parseFeeRate(text?.trim());
  return rate === undefined ? undefined : rateText(rate);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The contract ends strictly after it starts (YYYY-MM-DD; a date missing is another rule's). */
export function contractEndsAfterStart(
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  if (!start || !end || !DATE.test(start) || !DATE.test(end)) return true;
  return end > start;
}
