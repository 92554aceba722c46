/**
 * Batch pay rows (批量代付, issue 17): the rules of one imported row, duplicate payees, and the
 * exact totals of the statistics row. Batches of 10,000+ rows are normal (business-domain note), so
 * the whole batch is checked in linear passes: patterns compiled once, duplicates by hash map.
 */
import { AMOUNT_INVALID, BANK_CARD_INVALID, maxLength } from '../messages';
import { fenOf, sumFen } from '../money/yuan';
import { characterCount, isAmount, isBankCard } from '../validators/patterns';
import { BALANCE_TEXTS, BATCH_DUPLICATE_TEXTS, BATCH_ROW_TEXTS } from './texts';

/** One row as imported from the Excel file or edited in the grid; field names are the contract's
 * batch item (cap.yaml CapBatchPayItemFields), so a server row is a BatchRow as it comes. */
export interface BatchRow {
  payeeName?: string | null;
  payeeCardNo?: string | null;
  payeeBankName?: string | null;
  /** Yuan as typed, spec 5.1 amount rule. */
  amount?: string | null;
  purpose?: string | null;
}

export type BatchRowField = keyof BatchRow;

export interface BatchRowIssue {
  field: BatchRowField;
  message: string;
}

const PAYEE_NAME_MIN = 2;
const PAYEE_NAME_MAX = 50;
const PURPOSE_MAX = 50;

const isBlank = (value: string | null | undefined): value is string | null | undefined =>
  value === undefined || value === null || value.trim() === '';

interface CheckedRow {
  issues: BatchRowIssue[];
  /** The amount in fen when it passes the amount rule and is above zero. */
  fen: bigint | undefined;
}

function amountIssue(amount: string | null | undefined): BatchRowIssue | bigint {
  if (isBlank(amount)) return { field: 'amount', message: BATCH_ROW_TEXTS.amountRequired };
  // The spec 5.1 rule (which allows 0.00), then above zero: nobody pays nothing.
  const fen = isAmount(amount) ? fenOf(amount) : undefined;
  if (fen === undefined) return { field: 'amount', message: AMOUNT_INVALID };
  if (fen <= 0n) return { field: 'amount', message: BALANCE_TEXTS.amountNotPositive };
  return fen;
}

function checkRow(row: BatchRow): CheckedRow {
  const issues: BatchRowIssue[] = [];
  const { payeeName, payeeCardNo, payeeBankName, purpose } = row;
  if (isBlank(payeeName)) {
    issues.push({ field: 'payeeName', message: BATCH_ROW_TEXTS.payeeNameRequired });
  } else {
    const length = characterCount(payeeName);
    if (length < PAYEE_NAME_MIN || length > PAYEE_NAME_MAX) {
      issues.push({ field: 'payeeName', message: BATCH_ROW_TEXTS.payeeNameLength });
    }
  }
  if (isBlank(payeeCardNo)) {
    issues.push({ field: 'payeeCardNo', message: BATCH_ROW_TEXTS.cardNoRequired });
  } else if (!isBankCard(payeeCardNo)) {
    issues.push({ field: 'payeeCardNo', message: BANK_CARD_INVALID });
  }
  if (isBlank(payeeBankName)) {
    issues.push({ field: 'payeeBankName', message: BATCH_ROW_TEXTS.bankNameRequired });
  }
  const amount = amountIssue(row.amount);
  if (typeof amount !== 'bigint') issues.push(amount);
  if (!isBlank(purpose) && characterCount(purpose) > PURPOSE_MAX) {
    issues.push({ field: 'purpose', message: maxLength(PURPOSE_MAX) });
  }
  return { issues, fen: typeof amount === 'bigint' ? amount : undefined };
}

/** Everything wrong with one row, field by field in column order ([] when it can be paid). */
export function validateBatchRow(row: BatchRow): BatchRowIssue[] {
  return checkRow(row).issues;
}

/** duplicate: same card no and amount (a likely double payment); sameCard: same card no only. */
export type DuplicateKind = 'duplicate' | 'sameCard';

export interface DuplicateFlag {
  kind: DuplicateKind;
  /** Index of another row of the same group (the first, or the second for the first itself). */
  otherIndex: number;
  message: string;
}

interface Group {
  first: number;
  second?: number;
}

/** Adds `index` to the group of `key`; a third or later member changes nothing needed. */
function joinGroup(groups: Map<string, Group>, key: string, index: number): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, { first: index });
  else if (group.second === undefined) group.second = index;
}

function partnerIn(group: Group | undefined, index: number): number | undefined {
  if (group?.second === undefined) return undefined;
  return index === group.first ? group.second : group.first;
}

/**
 * The duplicate flags by row index (rows without one are absent). Amounts compare by value, so
 * "100" and "100.00" are the same amount; rows without a card no are never duplicates.
 */
export function flagDuplicatePayees(rows: readonly BatchRow[]): Map<number, DuplicateFlag> {
  return duplicatesOf(rows, (row) => amountKey(row.amount));
}

/** An amount's value as text for comparing; text that is no amount compares as written. */
function amountKey(amount: string | null | undefined): string {
  const text = amount ?? '';
  const fen = isAmount(text) ? fenOf(text) : undefined;
  return fen === undefined ? `raw:${text}` : fen.toString();
}

function duplicatesOf(
  rows: readonly BatchRow[],
  amountKeyOf: (row: BatchRow, index: number) => string,
): Map<number, DuplicateFlag> {
  const byCard = new Map<string, Group>();
  const byCardAndAmount = new Map<string, Group>();
  const keys: (string | undefined)[] = new Array<string | undefined>(rows.length);
  rows.forEach((row, index) => {
    const card = row.payeeCardNo?.trim();
    if (!card) return;
    const key = `${card}|${amountKeyOf(row, index)}`;
    keys[index] = key;
    joinGroup(byCard, card, index);
    joinGroup(byCardAndAmount, key, index);
  });
  const flags = new Map<number, DuplicateFlag>();
  rows.forEach((row, index) => {
    const key = keys[index];
    if (key === undefined) return;
    const same = partnerIn(byCardAndAmount.get(key), index);
    if (same !== undefined) {
      const message = BATCH_DUPLICATE_TEXTS.duplicate(same + 1);
      flags.set(index, { kind: 'duplicate', otherIndex: same, message });
      return;
    }
    const sameCard = partnerIn(byCard.get(row.payeeCardNo?.trim() ?? ''), index);
    if (sameCard !== undefined) {
      const message = BATCH_DUPLICATE_TEXTS.sameCard(sameCard + 1);
      flags.set(index, { kind: 'sameCard', otherIndex: sameCard, message });
    }
  });
  return flags;
}

export interface BatchTotals {
  /** Rows in the batch. */
  count: number;
  /** The exact sum in fen; undefined while any row's amount fails its rule (no partial totals). */
  totalFen: bigint | undefined;
  /** Rows whose amount fails its rule. */
  invalidAmounts: number;
}

export interface BatchCheck {
  /** Issues by row index; rows without issues are absent. */
  rowIssues: Map<number, BatchRowIssue[]>;
  duplicates: Map<number, DuplicateFlag>;
  totals: BatchTotals;
}

/**
 * The whole batch in one go: every row's issues, the duplicate payees and the totals, each amount
 * parsed once. A `duplicate` flag blocks submitting as an issue does; `sameCard` only warns.
 */
export function validateBatch(rows: readonly BatchRow[]): BatchCheck {
  const rowIssues = new Map<number, BatchRowIssue[]>();
  const amounts: (bigint | undefined)[] = new Array<bigint | undefined>(rows.length);
  const valid: bigint[] = [];
  rows.forEach((row, index) => {
    const { issues, fen } = checkRow(row);
    if (issues.length > 0) rowIssues.set(index, issues);
    amounts[index] = fen;
    if (fen !== undefined) valid.push(fen);
  });
  const duplicates = duplicatesOf(rows, (row, index) => {
    const fen = amounts[index];
    return fen === undefined ? amountKey(row.amount) : fen.toString();
  });
  const invalidAmounts = rows.length - valid.length;
  const totalFen = invalidAmounts === 0 ? sumFen(valid) : undefined;
  return { rowIssues, duplicates, totals: { count: rows.length, totalFen, invalidAmounts } };
}

/**
 * Whether a checked batch may be submitted: at least one row, no row issue, no `duplicate` flag
 * (a likely double payment must be fixed or removed); `sameCard` warnings do not block.
 */
export function canSubmitBatch({ rowIssues, duplicates, totals }: BatchCheck): boolean {
  if (totals.count === 0 || rowIssues.size > 0 || totals.totalFen === undefined) return false;
  for (const flag of duplicates.values()) if (flag.kind === 'duplicate') return false;
  return true;
}
