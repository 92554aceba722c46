/**
 * The tax of an invoice as the server computes it (cap.yaml InvoiceApply): amountExTax = amount ÷
 * (1 + rate) to the fen, half up like Java's HALF_UP; taxAmount = amount − amountExTax. Exact:
 * integer fen and the rate as a scaled integer percent, never a binary float.
 */
import { divideHalfUp, parsePercent, parseYuan, type Percent } from '../../../src/lib/money';

/** Tax rates are percent with up to two places ("6", "6.00", "13.5"), 0 to 100. */
export const TAX_RATE_PLACES = 2;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(TAX_RATE_PLACES);

/** The rate a text states, or undefined when it is not a percent of 0–100 with ≤ 2 places. */
export function parseTaxRate(text: string | null | undefined): Percent | undefined {
  const rate = parsePercent(text?.trim() ?? '', TAX_RATE_PLACES);
  return rate && rate.units <= HUNDRED_PERCENT ? rate : undefined;
}

export interface InvoiceTax {
  amountExTaxFen: bigint;
  taxFen: bigint;
}

/** The split of a tax-inclusive amount in fen at `rate`. */
export function splitTax(amountFen: bigint, rate: Percent): InvoiceTax {
  const scale = 100n * 10n ** BigInt(rate.places);
  const amountExTaxFen = divideHalfUp(amountFen * scale, scale + rate.units);
  return { amountExTaxFen, taxFen: amountFen - amountExTaxFen };
}

/** The split of what the form holds; undefined until both amount and rate are valid. */
export function taxOfInput(
  amount: string | null | undefined,
  rate: string | null | undefined,
): InvoiceTax | undefined {
  const fen = parseYuan(amount);
  const percent = parseTaxRate(rate);
  return fen === undefined || percent === undefined ? undefined : splitTax(fen, percent);
}

/** "6.00": the rate as the contract's CapPercentRatio (two places). */
export function taxRateString(rate: Percent): string {
  const digits = rate.units.toString().padStart(rate.places + 1, '0');
  return `${digits.slice(0, -rate.places)}.${digits.slice(-rate.places)}`;
}
