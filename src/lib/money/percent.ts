/**
 * Percentages as exact scaled integers: rates are percent with up to 4 places ("0.3800" = 0.38 %),
 * split ratios percent with up to 2 (codes of issue 16). A `Percent` holds percent × 10^places,
 * so 0.38 % at 4 places is 3800n; values of one kind share their places and compare as integers.
 */

export interface Percent {
  /** The percentage × 10^places. */
  readonly units: bigint;
  readonly places: number;
}

const PERCENT_PATTERN = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

const scaleOf = (places: number): bigint => 10n ** BigInt(places);

function assertPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0) {
    throw new RangeError(`places must be a natural number, got ${places}`);
  }
}

/**
 * The percentage a text states ("0.3800", "38", "100.00"), scaled to `maxPlaces`; undefined for
 * anything else: signs, leading zeros ("00.1"), a point without decimals, more than `maxPlaces`
 * decimals. Bounds (0–100, above zero) are the caller's rule.
 */
export function parsePercent(text: string, maxPlaces: number): Percent | undefined {
  assertPlaces(maxPlaces);
  const match = PERCENT_PATTERN.exec(text);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > maxPlaces) return undefined;
  return { units: BigInt(whole + fraction.padEnd(maxPlaces, '0')), places: maxPlaces };
}

/** `percent` % at `places` (percentOf(100, 2) is 100.00 %). */
export function percentOf(percent: bigint, places: number): Percent {
  assertPlaces(places);
  return { units: percent * scaleOf(places), places };
}

/** "100.01%": every place written, so a total reads the way its parts were typed. */
export function formatPercent({ units, places }: Percent): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${sign}${whole}${fraction}%`;
}

/** The exact sum of percentages of `places` places. */
export function sumPercents(parts: Iterable<Percent>, places: number): Percent {
  let units = 0n;
  for (const part of parts) {
    if (part.places !== places) throw new RangeError('percentages of different places');
    units += part.units;
  }
  return { units, places };
}

/**
 * numerator / denominator rounded half up, that is half away from zero like Java's
 * RoundingMode.HALF_UP on the backend: 0.5 fen → 1 fen, -0.5 fen → -1 fen.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const doubled = 2n * (remainder < 0n ? -remainder : remainder);
  if (doubled < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** The denominator that turns `amount × units` into `amount × percent / 100`. */
const rateDenominator = (places: number): bigint => 100n * scaleOf(places);

/**
 * `rate` of an amount in fen, rounded half up to the fen (0.38 % of 1.32 yuan = 0.5016 fen → 1 fen;
 * 0.5 % of 1.00 yuan = 0.5 fen → 1 fen). Used where one figure is charged: fees.
 */
export function applyRateHalfUp(fen: bigint, rate: Percent): bigint {
  return divideHalfUp(fen * rate.units, rateDenominator(rate.places));
}

/**
 * `rate` of an amount in fen, rounded toward zero to the fen. Used where parts of one amount are
 * handed out (splits): rounding down never hands out more than the amount, so the remainder stays
 * with the payer and the parts plus the remainder equal the amount exactly.
 */
export function applyRateDown(fen: bigint, rate: Percent): bigint {
  return (fen * rate.units) / rateDenominator(rate.places);
}
