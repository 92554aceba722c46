import type { Account, Txn } from '../../../providers/txn-operation-api';

/** What every operation dialog is given; it is mounted only while open. */
export interface OperationDialogBaseProps {
  account: Account;
  onClose: () => void;
  /** After the transaction was created (it now waits for audit). */
  onDone: (txn: Txn) => void;
}

/** Longest remark, purpose or reason (spec 5.1 text fields). */
export const REMARK_MAX_LENGTH = 100;

const VISIBLE_DIGITS = 4;

/**
 * The card as the server masks it ("6222 **** **** 3201"); a number that came unmasked is masked
 * here, so a full card number is never on screen.
 */
export function maskedCardNo(cardNo: string): string {
  if (cardNo.includes('*')) return cardNo;
  const digits = cardNo.replace(/\s/g, '');
  return `**** **** **** ${digits.slice(-VISIBLE_DIGITS)}`;
}
