/** Row ids of the editable grid: temporary ids of new rows, and lookups by id (spec 3, 4). */
import type { GridRow, GridRowsState, RowId } from './rowState';

/** Prefix of ids given to rows created in the grid; such rows are new rows (spec 3). */
export const TEMPORARY_ID_PREFIX = '__new_row_';

export function isTemporaryId(id: unknown): boolean {
  return typeof id === 'string' && id.startsWith(TEMPORARY_ID_PREFIX);
}

/** Ids compare as text: a row's 1 and a socket's '1' are the same row. */
export const keyOf = (id: unknown): string => String(id);

export function rowIdOf(state: Pick<GridRowsState, 'rowKey'>, row: GridRow): RowId {
  return row[state.rowKey] as RowId;
}

/**
 * Row id (as text) → index, built once per rows array and kept while an action leaves the order
 * alone, so edits at 100k rows look rows up in O(1) instead of scanning or rebuilding (issue 6).
 */
const indexCache = new WeakMap<readonly GridRow[], ReadonlyMap<string, number>>();

export function idIndex(
  state: Pick<GridRowsState, 'rows' | 'rowKey'>,
): ReadonlyMap<string, number> {
  let index = indexCache.get(state.rows);
  if (!index) {
    const built = new Map<string, number>();
    state.rows.forEach((row, i) => {
      const key = keyOf(row[state.rowKey]);
      if (!built.has(key)) built.set(key, i);
    });
    index = built;
    indexCache.set(state.rows, index);
  }
  return index;
}

/** Hands an unchanged lookup to a rows array with the same ids at the same places. */
export function shareRowLookup(rows: readonly GridRow[], index: ReadonlyMap<string, number>): void {
  indexCache.set(rows, index);
}

/** Builds the id lookup now (in idle time, say), so the next edit or sync does not wait for it. */
export function prepareRowLookup(state: Pick<GridRowsState, 'rows' | 'rowKey'>): void {
  idIndex(state);
}

/** The index of the row with this id, or -1. */
export function indexOfId(state: Pick<GridRowsState, 'rows' | 'rowKey'>, id: RowId): number {
  return idIndex(state).get(keyOf(id)) ?? -1;
}

/** The row with this id, if the grid holds it. */
export function rowById(
  state: Pick<GridRowsState, 'rows' | 'rowKey'>,
  id: RowId,
): GridRow | undefined {
  const index = indexOfId(state, id);
  return index < 0 ? undefined : state.rows[index];
}
