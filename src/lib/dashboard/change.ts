/**
 * A KPI's change against yesterday (issue 18 item 4): the direction and the percentage, computed
 * on integers (counts, fen) so no binary float ever touches money. The percentage is rounded half
 * away from zero to one place; none when yesterday was zero (no base to compare with).
 */
import { formatPercent, type Percent } from '../money';

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface Change {
  direction: ChangeDirection;
  /** today − yesterday, in the unit given (fen for amounts). */
  difference: bigint;
  /** "9.4%" (always unsigned: the direction says which way); undefined when yesterday was 0. */
  percent?: string;
}

const PLACES = 1;
const SCALE = 100n * 10n ** BigInt(PLACES);

/** |today − yesterday| / yesterday × 100, to PLACES decimals, rounded half up. */
function changePercent(difference: bigint, yesterday: bigint): Percent {
  const units = (2n * difference * SCALE + yesterday) / (2n * yesterday);
  return { units, places: PLACES };
}

export function changeAgainst(today: bigint, yesterday: bigint): Change {
  const direction: ChangeDirection = today > yesterday ? 'up' : today < yesterday ? 'down' : 'flat';
  const difference = today - yesterday;
  if (yesterday <= 0n) return { direction, difference };
  const magnitude = difference < 0n ? -difference : difference;
  return { direction, difference, percent: formatPercent(changePercent(magnitude, yesterday)) };
}
