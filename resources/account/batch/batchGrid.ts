/**
 * The 批量代付 grid's pure parts: rows in and out of the grid, the cell rules (one source: the
 * row rules of src/lib/account/batch), and why a checked batch may not be submitted yet.
 */
import type { BatchItemChange, BatchPayItem } from '../../../providers/batch-pay-api';
import type { GridColumn } from '../../../src/components/EditableGrid';
import type { GridRow } from '../../../src/lib/grid/rowState';
import type { PermissionLists } from '../../../src/lib/permissions';
import {
  validateBatchRow,
  type BatchCheck,
  type BatchRow,
  type BatchRowField,
} from '../../../src/lib/account';
import { BATCH_COLUMN_TITLES as TITLES, BATCH_TEXTS as TEXTS } from './texts';

/** A grid row: the file's row number is its key. */
export type BatchGridRow = BatchRow & { itemNo: number };

export const ITEM_KEY = 'itemNo';

export function gridRowsOf(items: readonly BatchPayItem[]): GridRow[] {
  return items.map(({ itemNo, payeeName, payeeCardNo, payeeBankName, amount, purpose }) => ({
    itemNo,
    payeeName,
    payeeCardNo,
    payeeBankName,
    amount,
    purpose: purpose ?? null,
  }));
}

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

/** A row as the grid holds it (cells are unknown to the grid), read back as a batch row. */
export function batchRowOf(row: GridRow): BatchGridRow {
  return {
    itemNo: Number(row[ITEM_KEY]),
    payeeName: text(row.payeeName),
    payeeCardNo: text(row.payeeCardNo),
    payeeBankName: text(row.payeeBankName),
    amount: text(row.amount),
    purpose: text(row.purpose),
  };
}

/** A fixed row as BatchPayItemUpdating wants it (trimmed; the server checks the rules again). */
export function itemChangeOf(row: BatchGridRow): BatchItemChange {
  const purpose = row.purpose?.trim();
  return {
    itemNo: row.itemNo,
    payeeName: row.payeeName?.trim() ?? '',
    payeeCardNo: row.payeeCardNo?.trim() ?? '',
    payeeBankName: row.payeeBankName?.trim() ?? '',
    amount: row.amount?.trim() ?? '',
    purpose: purpose ? purpose : null,
  };
}

const ruleOf = (field: BatchRowField) => [
  {
    handler: (_value: unknown, row: GridRow) =>
      Promise.resolve(
        validateBatchRow(batchRowOf(row)).find((issue) => issue.field === field)?.message ?? true,
      ),
  },
];

const input = (key: BatchRowField, width: number): GridColumn => ({
  key,
  title: TITLES[key],
  type: 'input',
  width,
  validateRules: ruleOf(key),
});

/** The editable columns; `issues` renders the 校验结果 cell of a row. */
export function batchGridColumns(issues: GridColumn['render']): GridColumn[] {
  return [
    { key: 'row-checkbox', title: '', type: 'row-checkbox' },
    { key: ITEM_KEY, title: TITLES.itemNo, type: 'normal', width: 70, disabled: true },
    input('payeeName', 130),
    input('payeeCardNo', 200),
    input('payeeBankName', 150),
    input('amount', 130),
    input('purpose', 140),
    { key: 'issues', title: TEXTS.issuesColumn, type: 'slot', width: 320, render: issues },
  ];
}

/**
 * The grid offers removing rows but never adding one: BatchPayItemUpdating fixes and removes rows
 * of the file, it has no way to add any. The toolbar's add hides when `<prefix>add` is a known
 * code the user lacks (spec 6), so these lists say exactly that.
 */
export const GRID_PREFIX = 'batchPayItem:';
export const NO_ADD_LISTS: PermissionLists = {
  systemAuth: [{ action: `${GRID_PREFIX}add`, type: '1', status: '1' }],
  userAuth: [],
};

/** Why the batch cannot be submitted yet, or undefined when it can (canSubmitBatch's reasons). */
export function submitBlockedReason(check: BatchCheck, unsaved: boolean): string | undefined {
  if (check.totals.count === 0) return TEXTS.blockedEmpty;
  if (check.rowIssues.size > 0) return TEXTS.blockedIssues(check.rowIssues.size);
  let duplicates = 0;
  for (const flag of check.duplicates.values()) if (flag.kind === 'duplicate') duplicates += 1;
  if (duplicates > 0) return TEXTS.blockedDuplicates(duplicates);
  if (unsaved) return TEXTS.blockedUnsaved;
  return undefined;
}
