/**
 * Patterns of the field rules of spec 5.1 and their pure predicates. A predicate answers for a
 * non-empty value; whether an empty value is allowed is the rule's business (see patternRules).
 */

/** spec 5.1 natural number: 0, 1, 2 … written without leading zeros. */
export const NATURAL_NUMBER_PATTERN = /^(?:0|[1-9]\d*)$/;
/** spec 5.1 English letters. */
export const LETTERS_PATTERN = /^[A-Za-z]+$/;
/** spec 5.1 landline: a 3 or 4 digit area code, a dash, 7 or 8 digits (010-12345678). */
export const LANDLINE_PATTERN = /^\d{3,4}-\d{7,8}$/;
/** spec 5.1 bank card: 10 to 20 digits, not starting with 0. */
export const BANK_CARD_PATTERN = /^[1-9]\d{9,19}$/;
/** spec 5.1 ID number (any certificate): letters and digits, up to 50. */
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9]{1,50}$/;
/** spec 5.1 QQ: 5 to 12 digits, not starting with 0. */
export const QQ_PATTERN = /^[1-9]\d{4,11}$/;
/** spec 5.1 URL: http or https, then a host; no spaces anywhere. */
export const URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
/** spec 5.1 other patterns: up to 20 English letters and digits. */
export const ALPHANUMERIC_20_PATTERN = /^[A-Za-z0-9]{1,20}$/;
/** spec 5.1 other patterns: 2 to 100 Chinese or English characters and spaces. */
export const NAME_TEXT_PATTERN = /^[\p{Script=Han}A-Za-z ]{2,100}$/u;
/** spec 5.1 other patterns: digits and line breaks only. */
export const DIGIT_LINES_PATTERN = /^[\d\r\n]+$/;
/** spec 5.1 other patterns: up to 255 characters. */
export const TEXT_MAX_LENGTH = 255;
/**
 * spec 5.1 amount: positive, no leading zero, at most 2 decimals; a lone zero with 1 or 2
 * decimals is allowed (0.5, 0.05, 0.00). The same shape as JeecgBoot's `money` rule, but its
 * `0.` and `12.` (a point without decimals) are refused.
 */
export const AMOUNT_PATTERN = /^(?:[1-9]\d*(?:\.\d{1,2})?|0\.\d{1,2})$/;
/**
 * An email as antd's `type: 'email'` rule (async-validator) accepts it, so the predicate and the
 * rule agree.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

const EMAIL_MAX_LENGTH = 320;

/** Characters as a person counts them: a character outside the BMP is one, not two. */
export const characterCount = (value: string): number => Array.from(value).length;

export const isNaturalNumber = (value: string): boolean => NATURAL_NUMBER_PATTERN.test(value);
export const isLetters = (value: string): boolean => LETTERS_PATTERN.test(value);
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);
export const isBankCard = (value: string): boolean => BANK_CARD_PATTERN.test(value);
export const isIdNumber = (value: string): boolean => ID_NUMBER_PATTERN.test(value);
export const isQq = (value: string): boolean => QQ_PATTERN.test(value);
export const isHttpUrl = (value: string): boolean => URL_PATTERN.test(value);
export const isAlphanumeric20 = (value: string): boolean => ALPHANUMERIC_20_PATTERN.test(value);
export const isNameText = (value: string): boolean => NAME_TEXT_PATTERN.test(value);
export const isDigitLines = (value: string): boolean => DIGIT_LINES_PATTERN.test(value);
export const isWithin255 = (value: string): boolean => characterCount(value) <= TEXT_MAX_LENGTH;
export const isAmount = (value: string): boolean => AMOUNT_PATTERN.test(value);
export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
