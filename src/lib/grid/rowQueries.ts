/**
 * Reading the grid's row state (spec 3, 4): values for pages and export, new rows, deleted ids,
 * the selection and cell errors, plus the toolbar's guards.
 */
import { GRID_INSERT_CLICK_GUARD_MS } from '../constants';
import { gridRemoveConfirm } from '../messages';
import { isTemporaryId, keyOf, rowIdOf } from './rowIds';
import type { GridRow, GridRowsState, RowId } from './rowState';
import { selectAllStateOf, type SelectAllState } from './selection';

export function selectAllState(state: GridRowsState): SelectAllState {
  return selectAllStateOf(state.selectedIds.size, state.rows.length);
}

/** All rows in order; for export, new rows lose their temporary id (spec 3). */
export function getAllValues(
  state: GridRowsState,
  options: { readonly forExport?: boolean } = {},
): readonly GridRow[] {
  if (!options.forExport) return state.rows;
  return state.rows.map((row) => {
    if (!isTemporaryId(rowIdOf(state, row))) return row;
    const { [state.rowKey]: _temporaryId, ...values } = row;
    return values;
  });
}

/** Rows created in the grid and not yet saved, with their temporary ids. */
export function getNewRows(state: GridRowsState): readonly GridRow[] {
  return state.rows.filter((row) => isTemporaryId(rowIdOf(state, row)));
}

export function getDeletedIds(state: GridRowsState): readonly RowId[] {
  return state.deletedIds;
}

/** Selected rows in grid order. */
export function getSelectedRows(state: GridRowsState): readonly GridRow[] {
  if (state.selectedIds.size === 0) return [];
  return state.rows.filter((row) => state.selectedIds.has(keyOf(rowIdOf(state, row))));
}

export function getCellError(
  state: GridRowsState,
  rowId: RowId,
  columnKey: string,
): string | undefined {
  return state.errors.get(keyOf(rowId))?.get(columnKey);
}

/** spec 4: removing needs a selection (the remove and clear-selection buttons show with one). */
export function canRemove(state: GridRowsState): boolean {
  return state.selectedIds.size > 0;
}

/**
 * spec 4, 9: whether an insert click at `now` is rejected because the last accepted one was less
 * than 1500 ms earlier (the caller then shows CLICK_TOO_FAST and keeps `lastClickAt`).
 */
export function insertClickGuard(lastClickAt: number | undefined, now: number): boolean {
  return lastClickAt !== undefined && now - lastClickAt < GRID_INSERT_CLICK_GUARD_MS;
}

/** spec 4: the remove confirmation. */
export function removeConfirmText(count: number): string {
  return gridRemoveConfirm(count);
}
