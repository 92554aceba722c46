/**
 * The supervised-limit rule of the balance cards and table: an account whose balance is under its
 * supervised limit (监管额度) is highlighted. Amounts are compared in integer fen, never as floats.
 */
import { fenOf } from '../money/yuan';

export interface SupervisedAmounts {
  balance: string;
  supervisedLimit: string;
}

/** How far the balance is under the limit, in fen; undefined when it is not under it (or unreadable). */
export function shortfallFen({ balance, supervisedLimit }: SupervisedAmounts): bigint | undefined {
  const balanceFen = fenOf(balance);
  const limitFen = fenOf(supervisedLimit);
  if (balanceFen === undefined || limitFen === undefined) return undefined;
  return balanceFen < limitFen ? limitFen - balanceFen : undefined;
}

/** balance < supervisedLimit (equal is within the limit). */
export const isBelowLimit = (amounts: SupervisedAmounts): boolean =>
  shortfallFen(amounts) !== undefined;
