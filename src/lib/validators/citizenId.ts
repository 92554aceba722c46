/**
 * Chinese resident identity numbers (spec 5.1 ID card), after GB 11643-1999: 18 digits with an
 * ISO 7064 MOD 11-2 check character, or the older 15 digits (no check character, birth year
 * 19YY). Both carry a six-digit region code and a real birth date.
 */

const EIGHTEEN = /^([1-9]\d{5})(\d{4})(\d{2})(\d{2})(\d{3})([\dXx])$/;
const FIFTEEN = /^([1-9]\d{5})(\d{2})(\d{2})(\d{2})(\d{3})$/;

/** Weights of the 17 body digits: 2^(17-i) mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder of the weighted sum mod 11. */
const CHECK_CHARACTERS = '10X98765432';

/** The birth years an 18-digit number can carry (the standard started in the 19th century). */
const FIRST_YEAR = 1800;
const LAST_YEAR = 2099;

/** True when year, month and day name a day of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps the year as given.
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The check character an 18-digit number must end with, from its first 17 digits. */
export function citizenIdCheckCharacter(body: string): string {
  if (!/^\d{17}$/.test(body)) throw new RangeError('expected the 17 body digits');
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

function isEighteenDigit(value: string): boolean {
  const parts = EIGHTEEN.exec(value);
  if (!parts) return false;
  const year = Number(parts[2]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  if (!isCalendarDate(year, Number(parts[3]), Number(parts[4]))) return false;
  // A lower-case x is the same character as printed on the card.
  return citizenIdCheckCharacter(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}

function isFifteenDigit(value: string): boolean {
  const parts = FIFTEEN.exec(value);
  if (!parts) return false;
  return isCalendarDate(1900 + Number(parts[2]), Number(parts[3]), Number(parts[4]));
}

/** spec 5.1: an 18-digit (with a valid check character) or 15-digit citizen ID. */
export function isCitizenId(value: string): boolean {
  return value.length === 18 ? isEighteenDigit(value) : isFifteenDigit(value);
}
