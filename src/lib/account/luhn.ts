/**
 * Luhn (mod 10) check digits and the account-number rule of 账号生成 (issue 17): prefix, channel
 * code, a zero-padded sequence, then the Luhn check digit of everything before it.
 */
import type { FieldIssue } from '../customer/fieldIssue';
import { ACCTNO_RULE_TEXTS } from './texts';

const DIGITS = /^\d+$/;
const CODE_0 = 48;

/** The Luhn check digit ('0'–'9') to append to `payload`; undefined unless it is all digits. */
export function luhnCheckDigit(payload: string): string | undefined {
  if (!DIGITS.test(payload)) return undefined;
  let sum = 0;
  // Walking from the right, the digit next to the check digit is doubled, then every other one.
  let double = true;
  for (let index = payload.length - 1; index >= 0; index -= 1) {
    let digit = payload.charCodeAt(index) - CODE_0;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether `number` (digits, its last one the check digit) passes the Luhn check. */
export function isLuhnValid(number: string): boolean {
  if (number.length < 2) return false;
  return luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

export interface AcctNoRule {
  /** Digits written first, e.g. a product or branch code. */
  prefix: string;
  /** The channel's digit code. */
  channelCode: string;
  /** Digits of the sequence; shorter sequences are padded with zeros. */
  sequenceWidth: number;
}

const RULE_CODE = /^\d{1,10}$/;
const MAX_SEQUENCE_WIDTH = 12;

/** Everything wrong with a rule, field by field ([] when it can generate). */
export function acctNoRuleIssues(rule: AcctNoRule): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!RULE_CODE.test(rule.prefix)) {
    issues.push({ field: ['prefix'], message: ACCTNO_RULE_TEXTS.prefixInvalid });
  }
  if (!RULE_CODE.test(rule.channelCode)) {
    issues.push({ field: ['channelCode'], message: ACCTNO_RULE_TEXTS.channelCodeInvalid });
  }
  const width = rule.sequenceWidth;
  if (!Number.isInteger(width) || width < 1 || width > MAX_SEQUENCE_WIDTH) {
    issues.push({ field: ['sequenceWidth'], message: ACCTNO_RULE_TEXTS.sequenceWidthInvalid });
  }
  return issues;
}

export type AcctNoResult = { ok: true; acctNo: string } | { ok: false; message: string };

/**
 * The account number for `sequence` under `rule`: prefix + channel code + sequence padded to the
 * rule's width + Luhn check digit. Refused for an invalid rule, a sequence that is not a natural
 * number, or one with more digits than the width (never silently truncated: numbers would repeat).
 */
export function generateAccountNo(rule: AcctNoRule, sequence: number): AcctNoResult {
  const [issue] = acctNoRuleIssues(rule);
  if (issue) return { ok: false, message: issue.message };
  if (!Number.isSafeInteger(sequence) || sequence < 0) {
    return { ok: false, message: ACCTNO_RULE_TEXTS.sequenceInvalid };
  }
  const digits = String(sequence);
  if (digits.length > rule.sequenceWidth) {
    return { ok: false, message: ACCTNO_RULE_TEXTS.sequenceOverflow(rule.sequenceWidth) };
  }
  const payload = `${rule.prefix}${rule.channelCode}${digits.padStart(rule.sequenceWidth, '0')}`;
  return { ok: true, acctNo: `${payload}${luhnCheckDigit(payload) ?? ''}` };
}

/**
 * The next `count` account numbers from `firstSequence` on (the preview before generating).
 * Stops at the first refusal and returns it, so a preview never shows a number that would fail.
 */
export function previewAccountNos(
  rule: AcctNoRule,
  firstSequence: number,
  count: number,
): { ok: true; acctNos: string[] } | { ok: false; message: string } {
  const acctNos: string[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const result = generateAccountNo(rule, firstSequence + offset);
    if (!result.ok) return result;
    acctNos.push(result.acctNo);
  }
  return { ok: true, acctNos };
}
