/**
 * The add / edit form of an account-number rule: its values, the AcctNoRuleFields they are saved
 * as, and the checks of acctNoRuleIssues (src/lib/account) on top of the contract's bounds.
 */
import type { FormRule } from 'antd';
import type { AcctNoRule, AcctNoRuleFields } from '../../../providers/acct-api';
import { ACCT_TYPE, ACCTNO_RULE_STATUS, acctNoRuleIssues, isCode } from '../../../src/lib/account';
import { isChannelCode, ruleOfNumbers } from './channelDigits';
import { RULE_MESSAGES } from './texts';

export interface RuleFormValues {
  ruleName?: string;
  prefix?: string;
  channelCode?: string;
  acctType?: string;
  seqWidth?: number | null;
  nextSeq?: number | null;
  ruleStatus?: string;
  remark?: string | null;
}

/** The contract's bounds (CapAcctNoRuleFields). */
export const SEQ_WIDTH = { min: 4, max: 12 } as const;
const PREFIX_PATTERN = /^\d{2,8}$/;

export const NEW_RULE_VALUES: RuleFormValues = {
  seqWidth: 10,
  nextSeq: 1,
  ruleStatus: ACCTNO_RULE_STATUS.enabled,
};

export function ruleFormValues(rule: AcctNoRule): RuleFormValues {
  return {
    ruleName: rule.ruleName,
    prefix: rule.prefix,
    channelCode: rule.channelCode,
    acctType: rule.acctType,
    seqWidth: rule.seqWidth,
    nextSeq: rule.nextSeq ?? null,
    ruleStatus: rule.ruleStatus,
    remark: rule.remark ?? null,
  };
}

/** The saved fields of validated values; undefined when a code is not of its set. */
export function ruleFieldsOf(values: RuleFormValues): AcctNoRuleFields | undefined {
  const { channelCode, acctType, ruleStatus, seqWidth } = values;
  if (!isChannelCode(channelCode) || !isCode(ACCT_TYPE, acctType)) return undefined;
  if (!isCode(ACCTNO_RULE_STATUS, ruleStatus) || typeof seqWidth !== 'number') return undefined;
  return {
    ruleName: values.ruleName?.trim() ?? '',
    prefix: values.prefix?.trim() ?? '',
    channelCode,
    acctType,
    seqWidth,
    ...(typeof values.nextSeq === 'number' ? { nextSeq: values.nextSeq } : {}),
    checkDigit: 'LUHN',
    ruleStatus,
    remark: values.remark?.trim() || null,
  };
}

/**
 * The message acctNoRuleIssues gives `field` for the rule the form holds, when there is one: the
 * prefix and sequence width are checked as the numbers will be computed with them.
 */
export function ruleIssueOf(
  values: RuleFormValues,
  field: 'prefix' | 'sequenceWidth',
): string | undefined {
  const rule = ruleOfNumbers({
    prefix: values.prefix?.trim() ?? '',
    channelCode: values.channelCode ?? '',
    seqWidth: values.seqWidth ?? Number.NaN,
  });
  // Without a channel the other fields are still checked: any digits stand in for it.
  const checked = rule ?? {
    prefix: values.prefix?.trim() ?? '',
    channelCode: '0',
    sequenceWidth: values.seqWidth ?? Number.NaN,
  };
  return acctNoRuleIssues(checked).find((issue) => issue.field[0] === field)?.message;
}

type FieldReader = (name: keyof RuleFormValues) => unknown;

/** The fields acctNoRuleIssues looks at, as the form holds them. */
function checkedValues(read: FieldReader): RuleFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const seqWidth = read('seqWidth');
  return {
    prefix: text(read('prefix')),
    channelCode: text(read('channelCode')),
    seqWidth: typeof seqWidth === 'number' ? seqWidth : null,
  };
}

export const RULE_FORM_RULES = {
  ruleName: [{ required: true, whitespace: true, message: RULE_MESSAGES.ruleNameRequired }],
  prefix: [
    { required: true, message: RULE_MESSAGES.prefixRequired },
    { pattern: PREFIX_PATTERN, message: RULE_MESSAGES.prefixPattern },
    ({ getFieldValue }) => ({
      validator: async () => {
        const issue = ruleIssueOf(checkedValues(getFieldValue), 'prefix');
        if (issue) throw new Error(issue);
      },
    }),
  ],
  channelCode: [{ required: true, message: RULE_MESSAGES.channelRequired }],
  acctType: [{ required: true, message: RULE_MESSAGES.acctTypeRequired }],
  seqWidth: [
    { required: true, message: RULE_MESSAGES.seqWidthRequired },
    ({ getFieldValue }) => ({
      validator: async () => {
        const issue = ruleIssueOf(checkedValues(getFieldValue), 'sequenceWidth');
        if (issue) throw new Error(issue);
      },
    }),
  ],
} satisfies Record<string, FormRule[]>;

/** An edited rule's sequence only moves forward: numbers already generated are never reissued. */
export const nextSeqRules = (current: number | undefined): FormRule[] =>
  current === undefined
    ? []
    : [
        {
          validator: async (_rule, value: unknown) => {
            if (typeof value === 'number' && value < current) {
              throw new Error(RULE_MESSAGES.nextSeqBackwards(current));
            }
          },
        },
      ];
