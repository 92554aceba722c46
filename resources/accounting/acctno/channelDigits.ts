/**
 * The digits each channel writes into an account number (账号生成: prefix + channel digits +
 * sequence + Luhn digit). The contract names channels by their cus_channel code (UNIONPAY …)
 * and its numbers carry them as three digits: the mock's 6218 801 … numbers are 银联, 802 网联,
 * 803 建设银行, 804 工商银行.
 */
import type { AcctNoRule as RuleOfNumbers } from '../../../src/lib/account';
import type { AcctNoRuleFields } from '../../../providers/acct-api';

export type ChannelCode = AcctNoRuleFields['channelCode'];

export const CHANNEL_DIGITS: Readonly<Record<ChannelCode, string>> = {
  UNIONPAY: '801',
  NUCC: '802',
  CCB: '803',
  ICBC: '804',
};

export const isChannelCode = (value: unknown): value is ChannelCode =>
  typeof value === 'string' && Object.hasOwn(CHANNEL_DIGITS, value);

/** The rule as src/lib/account computes numbers with it; undefined for an unknown channel. */
export function ruleOfNumbers(rule: {
  prefix: string;
  channelCode: string;
  seqWidth: number;
}): RuleOfNumbers | undefined {
  if (!isChannelCode(rule.channelCode)) return undefined;
  return {
    prefix: rule.prefix,
    channelCode: CHANNEL_DIGITS[rule.channelCode],
    sequenceWidth: rule.seqWidth,
  };
}
