/**
 * The settlement account as the form holds it and as the contract sends it: the card number
 * without spaces, or the masked number as the server sent it (which keeps the stored one).
 */
import type { SettleAcct } from '../../../providers/agent-api';
import { ACCT_KIND, isCode, isMaskedValue } from '../../../src/lib/agent';

export interface SettleAcctValues {
  bankName?: string;
  branchName?: string | null;
  cardNo?: string;
  acctName?: string;
  acctKind?: string;
}

export const trimmed = (value: string | null | undefined): string => value?.trim() ?? '';
export const optionalText = (value: string | null | undefined): string | null =>
  trimmed(value) || null;

/** The account to send; undefined when the kind is not of its set (the select rule prevents it). */
export function settleAcctOf(values: SettleAcctValues | undefined): SettleAcct | undefined {
  const kind = values?.acctKind;
  if (!values || !isCode(ACCT_KIND, kind)) return undefined;
  const card = trimmed(values.cardNo);
  return {
    bankName: trimmed(values.bankName),
    branchName: optionalText(values.branchName),
    cardNo: isMaskedValue(card) ? card : card.replace(/\s/g, ''),
    acctName: trimmed(values.acctName),
    acctKind: kind,
  };
}
