/**
 * What a new distribution sends, from what the operator entered (issue 18 B): by hand, one amount
 * per receiver (spec 5.1 amount rule); by rule, the typed total split by the rule's ratios
 * (split.ts). Either way the items sum exactly to the total, in integer fen. Refusals name the row.
 */
import { parseYuan } from '../money/yuan';
import { DIST_MODE, DIST_RULE_STATUS } from './codes';
import { splitByRatios } from './split';
import { DIST_PLAN_TEXTS as TEXTS } from './texts';

export interface PlanRule {
  ruleStatus?: string | null;
  items: readonly { acctNo: string; ratio: string }[];
}

export interface PlanReceiver {
  acctNo?: string | null;
  amount?: string | null;
}

export interface PlanInput {
  payerAcctNo?: string | null;
  mode?: string | null;
  /** The rule picked (按规则). */
  rule?: PlanRule;
  /** The typed total (按规则). */
  totalAmount?: string | null;
  /** The receivers entered (手工). */
  receivers?: readonly (PlanReceiver | undefined)[];
}

export interface PlannedItem {
  acctNo: string;
  fen: bigint;
}

export type Plan =
  { ok: true; items: PlannedItem[]; totalFen: bigint } | { ok: false; message: string };

const refuse = (message: string): Plan => ({ ok: false, message });

/** The first row (1-based) whose account repeats an earlier one, and that earlier row. */
function firstDuplicate(acctNos: readonly string[]): [number, number] | undefined {
  const seen = new Map<string, number>();
  for (const [index, acctNo] of acctNos.entries()) {
    const first = seen.get(acctNo);
    if (first !== undefined) return [index + 1, first + 1];
    seen.set(acctNo, index);
  }
  return undefined;
}

function checkReceivers(payerAcctNo: string, acctNos: readonly string[]): Plan | undefined {
  const payerRow = acctNos.indexOf(payerAcctNo);
  if (payerRow >= 0) return refuse(TEXTS.payerAsReceiver(payerRow + 1));
  const duplicate = firstDuplicate(acctNos);
  return duplicate ? refuse(TEXTS.duplicateReceiver(...duplicate)) : undefined;
}

function planByRule(payerAcctNo: string, input: PlanInput): Plan {
  const { rule } = input;
  if (!rule) return refuse(TEXTS.ruleRequired);
  if (rule.ruleStatus !== DIST_RULE_STATUS.enabled) return refuse(TEXTS.ruleDisabled);
  const totalFen = parseYuan(input.totalAmount);
  if (totalFen === undefined) return refuse(TEXTS.totalRequired);
  const parts = splitByRatios(
    totalFen,
    rule.items.map((item) => item.ratio),
  );
  if (!parts) return refuse(TEXTS.ratiosNot100);
  if (parts.some((part) => part === 0n)) return refuse(TEXTS.zeroPart);
  const acctNos = rule.items.map((item) => item.acctNo);
  const refused = checkReceivers(payerAcctNo, acctNos);
  if (refused) return refused;
  return {
    ok: true,
    items: acctNos.map((acctNo, index) => ({ acctNo, fen: parts[index] ?? 0n })),
    totalFen,
  };
}

function planByHand(payerAcctNo: string, input: PlanInput): Plan {
  const receivers = input.receivers ?? [];
  if (receivers.length === 0) return refuse(TEXTS.noReceivers);
  const items: PlannedItem[] = [];
  for (const [index, receiver] of receivers.entries()) {
    const acctNo = receiver?.acctNo?.trim();
    if (!acctNo) return refuse(TEXTS.receiverRequired(index + 1));
    const fen = parseYuan(receiver?.amount);
    if (fen === undefined) return refuse(TEXTS.amountRequired(index + 1));
    items.push({ acctNo, fen });
  }
  const refused = checkReceivers(
    payerAcctNo,
    items.map((item) => item.acctNo),
  );
  if (refused) return refused;
  return { ok: true, items, totalFen: items.reduce((sum, item) => sum + item.fen, 0n) };
}

/** The items and exact total a distribution sends, or why it cannot be sent. */
export function planDistribution(input: PlanInput): Plan {
  const payerAcctNo = input.payerAcctNo?.trim();
  if (!payerAcctNo) return refuse(TEXTS.payerRequired);
  return input.mode === DIST_MODE.byRule
    ? planByRule(payerAcctNo, input)
    : planByHand(payerAcctNo, input);
}

/**
 * The statistics line while typing by hand: how many rows hold a valid amount and their exact sum
 * (rows still being typed are not counted, so the count always matches the total).
 */
export function enteredTotals(receivers: readonly (PlanReceiver | undefined)[] | undefined): {
  count: number;
  totalFen: bigint;
} {
  let count = 0;
  let totalFen = 0n;
  for (const receiver of receivers ?? []) {
    const fen = parseYuan(receiver?.amount);
    if (fen === undefined) continue;
    count += 1;
    totalFen += fen;
  }
  return { count, totalFen };
}
