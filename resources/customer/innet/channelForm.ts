/**
 * A channel's onboarding form as data (CusChannelFormInquiry): the rules of each field from its
 * `kind` (spec 5.1 rules) and the channel's own pattern, and the values sent as `formValues`.
 * One form renders every channel from this, so adding a channel adds data, not a page.
 */
import type { ChannelFormField } from '../../../providers/customer-innet-api';
import { parseYuan, toYuanString } from '../../../src/lib/money';
import {
  amountRule,
  bankCardRule,
  citizenIdRule,
  FIELD_MESSAGES,
  isDialableMobile,
  lengthRules,
  predicateRule,
  requiredRules,
  selectRules,
  type FieldRule,
} from '../../../src/lib/validators';

/** The kinds picked from a list rather than typed: their required message is 请选择…. */
const CHOSEN_KINDS: ReadonlySet<ChannelFormField['kind']> = new Set(['select', 'date', 'region']);

/** The channel's own pattern; one that is not a valid expression is left out, not thrown. */
function channelPatternRule(field: ChannelFormField): FieldRule[] {
  if (!field.pattern) return [];
  let pattern: RegExp;
  try {
    pattern = new RegExp(field.pattern);
  } catch {
    return [];
  }
  const message = field.patternMessage ?? `${field.label}格式不正确`;
  return [predicateRule((value) => pattern.test(value), message)];
}

const KIND_RULES: Partial<Record<ChannelFormField['kind'], () => FieldRule>> = {
  bankCard: () => bankCardRule(),
  idCard: () => citizenIdRule(),
  amount: () => amountRule(),
  // A number the channel sends codes to: no masking (spec 5.1 mobile).
  mobile: () => predicateRule(isDialableMobile, FIELD_MESSAGES.mobileInvalid),
};

/** The antd rules of one channel field. */
export function channelFieldRules(field: ChannelFormField): FieldRule[] {
  const chosen = CHOSEN_KINDS.has(field.kind);
  const required = field.required
    ? chosen
      ? selectRules(field.label)
      : requiredRules(field.label)
    : [];
  const kindRule = KIND_RULES[field.kind];
  return [
    ...required,
    ...(field.maxLength === undefined ? [] : lengthRules({ max: field.maxLength })),
    ...(kindRule ? [kindRule()] : []),
    ...channelPatternRule(field),
  ];
}

/** A value the server answered masked (3301**********1234): it must be typed again in full. */
export const isMasked = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.includes('*');

export type ChannelValues = Record<string, string | undefined>;

/** The stored values a resubmission starts from: the masked ones are left for the user. */
export function editableValues(stored: Record<string, string> | undefined): ChannelValues {
  return Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => !isMasked(value)));
}

/**
 * The `formValues` of CusChannelInnet: the fields of the channel only, texts trimmed, amounts as
 * the server writes them ("300000.00"), empty optional fields left out.
 */
export function channelFormValues(
  fields: readonly ChannelFormField[],
  values: ChannelValues,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    const text = values[field.field]?.trim();
    if (!text) continue;
    const fen = field.kind === 'amount' ? parseYuan(text) : undefined;
    sent[field.field] = fen === undefined ? text : toYuanString(fen);
  }
  return sent;
}
