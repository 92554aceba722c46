/**
 * antd Form rules for the format checks of spec 5.1. Each factory returns one rule that lets an
 * empty value through (a field that must be filled adds `requiredRules`), so rules compose:
 * `rules={[...requiredRules({ label: '座机' }), landlineRule()]}`.
 */
import {
  ALPHANUMERIC_20_INVALID,
  AMOUNT_INVALID,
  BANK_CARD_INVALID,
  CITIZEN_ID_INVALID,
  DIGIT_LINES_INVALID,
  ID_NUMBER_INVALID,
  LANDLINE_INVALID,
  LETTERS_INVALID,
  NAME_TEXT_INVALID,
  NATURAL_NUMBER_INVALID,
  QQ_INVALID,
  TEXT_255_INVALID,
  URL_INVALID,
} from '../messages';
import { isCitizenId } from './citizenId';
import type { FieldRule } from './fields';
import {
  isAlphanumeric20,
  isAmount,
  isBankCard,
  isDigitLines,
  isHttpUrl,
  isIdNumber,
  isLandline,
  isLetters,
  isNameText,
  isNaturalNumber,
  isQq,
  isWithin255,
} from './patterns';

/** Nothing typed: undefined, null or ''. Whitespace counts as typed, as in antd's own rules. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

/** Text of a field value: strings as they are, numbers (an InputNumber) in plain notation. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export interface PatternRuleOptions {
  /** Replaces the default message. */
  message?: string;
  /** When antd runs the rule; the Form.Item's validateTrigger must include it. */
  validateTrigger?: string | string[];
}

/**
 * A rule failing with `message` when a non-empty value does not satisfy `test`. A value that is
 * neither text nor a finite number fails too.
 */
export function predicateRule(
  test: (value: string) => boolean,
  message: string,
  options: PatternRuleOptions = {},
): FieldRule {
  const text = options.message ?? message;
  return {
    ...(options.validateTrigger === undefined ? {} : { validateTrigger: options.validateTrigger }),
    validator: async (_rule, value) => {
      if (isEmptyValue(value)) return;
      const typed = textOf(value);
      if (typed === undefined || !test(typed)) throw new Error(text);
    },
  };
}

export const naturalNumberRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isNaturalNumber, NATURAL_NUMBER_INVALID, options);

export const lettersRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isLetters, LETTERS_INVALID, options);

export const landlineRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isLandline, LANDLINE_INVALID, options);

export const bankCardRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isBankCard, BANK_CARD_INVALID, options);

export const idNumberRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isIdNumber, ID_NUMBER_INVALID, options);

export const citizenIdRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isCitizenId, CITIZEN_ID_INVALID, options);

export const qqRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isQq, QQ_INVALID, options);

export const urlRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isHttpUrl, URL_INVALID, options);

export const alphanumeric20Rule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isAlphanumeric20, ALPHANUMERIC_20_INVALID, options);

export const nameTextRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isNameText, NAME_TEXT_INVALID, options);

export const digitLinesRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isDigitLines, DIGIT_LINES_INVALID, options);

export const text255Rule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isWithin255, TEXT_255_INVALID, options);

/** spec 5.1 amount: empty allowed, else 请输入正确的金额. */
export const amountRule = (options?: PatternRuleOptions): FieldRule =>
  predicateRule(isAmount, AMOUNT_INVALID, options);
