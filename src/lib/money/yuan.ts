/**
 * Amounts of money: the console's one place for them (business-domain note: amounts travel as
 * decimal strings of yuan with two places, "12345.60"; the client never does money arithmetic in
 * binary floating point). In code an amount is integer fen in a `bigint`; text comes in through
 * `parseYuan` (what a user types) or `fenOf` (what the server sends) and goes out through
 * `formatYuan` (display, spec 9 thousands separators) or `toYuanString` (requests).
 */
import { isAmount } from '../validators/patterns';

export { amountRule } from '../validators/patternRules';

/** Fen in one yuan. */
export const FEN_PER_YUAN = 100n;

/** A decimal string of yuan as the server writes it: optional minus, at most 2 decimals. */
const WIRE_YUAN_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Fen of a yuan string as the server sends it ("12345.60", "-3.5", "0"), or undefined when the
 * text is not one. Lenient on form, strict on precision: a third decimal is refused, not rounded.
 */
export function fenOf(yuan: string): bigint | undefined {
  const match = WIRE_YUAN_PATTERN.exec(yuan);
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const fen = BigInt(whole) * FEN_PER_YUAN + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}

/**
 * Fen of an amount a user typed, under the spec 5.1 amount rule (the rule of `amountRule`):
 * positive, no leading zero, at most 2 decimals, a lone zero only with decimals ("0.5", "0.05").
 * Empty text is no amount, not zero: undefined, as for any text the rule refuses.
 */
export function parseYuan(text: string | null | undefined): bigint | undefined {
  if (text === null || text === undefined || !isAmount(text)) return undefined;
  return fenOf(text);
}

/** "12345.60" for requests: plain digits, two places, a leading minus when negative. */
export function toYuanString(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const magnitude = fen < 0n ? -fen : fen;
  const whole = magnitude / FEN_PER_YUAN;
  const cents = (magnitude % FEN_PER_YUAN).toString().padStart(2, '0');
  return `${sign}${whole.toString()}.${cents}`;
}

/** Commas every three digits of the integer part (spec 9: the number filter's separators). */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "12,345.60" for display: thousands separators, two places, "-1,234.00" when negative. */
export function formatYuan(fen: bigint): string {
  const plain = toYuanString(fen);
  const [whole = '', cents = ''] = plain.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${groupThousands(whole.replace('-', ''))}.${cents}`;
}

/**
 * A server amount for display ("1234.5" → "1,234.50"). Text that is not an amount is shown as the
 * server sent it rather than as a wrong number.
 */
export function formatYuanText(yuan: string): string {
  const fen = fenOf(yuan);
  return fen === undefined ? yuan : formatYuan(fen);
}

/**
 * The exact total of many amounts, fen or server yuan strings. Undefined when any string is not
 * an amount: a total that silently skipped a row would be a wrong total.
 */
export function sumFen(amounts: Iterable<bigint | string>): bigint | undefined {
  let total = 0n;
  for (const amount of amounts) {
    const fen = typeof amount === 'bigint' ? amount : fenOf(amount);
    if (fen === undefined) return undefined;
    total += fen;
  }
  return total;
}
