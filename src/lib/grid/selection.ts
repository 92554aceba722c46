/**
 * Row selection rules of the editable grid (spec 4 "Grid editing"): radio selects one row,
 * checkbox many with an indeterminate select-all. Ids here are normalised row keys (strings).
 */

export type SelectionMode = 'radio' | 'checkbox' | 'none';

/** The select-all checkbox: unchecked, indeterminate or checked. */
export type SelectAllState = 'none' | 'some' | 'all';

/** spec 4: indeterminate select-all when some but not all rows are selected. */
export function selectAllStateOf(selectedCount: number, rowCount: number): SelectAllState {
  if (selectedCount === 0 || rowCount === 0) return 'none';
  return selectedCount >= rowCount ? 'all' : 'some';
}

/**
 * The selection after clicking row `id` (the selection column, or the row with click-to-select).
 * Checkbox flips the row. Radio selects it; clicking the selected row again clears it only with
 * `allowClear` (spec 4). Returns `selected` itself when nothing changes.
 */
export function toggleSelection(
  mode: SelectionMode,
  selected: ReadonlySet<string>,
  id: string,
  allowClear: boolean,
): ReadonlySet<string> {
  if (mode === 'none') return selected;
  const isSelected = selected.has(id);
  if (mode === 'radio') {
    if (!isSelected) return new Set([id]);
    return allowClear ? new Set<string>() : selected;
  }
  const next = new Set(selected);
  if (isSelected) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The value of a radio cell after one of its options is clicked: re-clicking the current value
 * empties the cell only when the column allows clearing (spec 4).
 */
export function radioCellValueOnClick<V>(
  current: V | undefined,
  clicked: V,
  allowClear: boolean,
): V | undefined {
  if (current !== clicked) return clicked;
  return allowClear ? undefined : current;
}
