/**
 * Row state of the editable grid (spec 3 "Grid row", spec 4 "Grid editing", spec 9): a pure
 * reducer over the rows, the deleted persisted ids, the selection and per-cell validation errors.
 *
 * Sized for 100,000 rows: every action is O(n) at most, edits find rows through an id index kept
 * per rows array, untouched rows keep their object identity, and an action that changes nothing
 * returns the same state object. Reading the state: rowQueries.ts.
 */
import { GRID_DEFAULT_ADD_ROWS, GRID_ROW_KEY } from '../constants';
import { canMoveRow, insertBelow as insertRowsBelow, moveRow, ORDER_FIELD } from '../rowOrder';
import {
  idIndex,
  indexOfId,
  isTemporaryId,
  keyOf,
  rowIdOf,
  shareRowLookup,
  TEMPORARY_ID_PREFIX,
} from './rowIds';
import { toggleSelection } from './selection';
import type { SelectionMode } from './selection';

export type GridRow = Readonly<Record<string, unknown>>;
/** A row key as the server or the grid gives it; compared as a string. */
export type RowId = string | number;

/** The part of a grid column the reducer needs (spec 3 "Grid column"). */
export interface ColumnDefault {
  readonly key: string;
  readonly defaultValue?: unknown;
}

/** One cell's validation message, as the grid validation reports it (spec 5.3). */
export interface CellError {
  readonly rowId: RowId;
  readonly columnKey: string;
  readonly message: string;
}

export interface GridRowsState {
  readonly rows: readonly GridRow[];
  /** Row key field, `id` by default (spec 9). */
  readonly rowKey: string;
  /** Drag-sort order field, `orderNum` by default (spec 3, 9). */
  readonly orderField: string;
  /** Ids of removed persisted rows, in removal order (spec 4). */
  readonly deletedIds: readonly RowId[];
  readonly selectionMode: SelectionMode;
  readonly selectedIds: ReadonlySet<string>;
  /** Row id → column key → message. */
  readonly errors: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Next temporary id number; never reset, so a stale temporary id is never reused. */
  readonly nextTemporarySeq: number;
}

export interface GridRowsOptions {
  readonly rows?: readonly GridRow[];
  readonly rowKey?: string;
  readonly orderField?: string;
  readonly selectionMode?: SelectionMode;
}

/** Values of inserted rows: column defaults, then `rows[i]` over them for the i-th new row. */
interface InsertValues {
  readonly count?: number;
  readonly columns?: readonly ColumnDefault[];
  readonly rows?: readonly GridRow[];
}

export type GridRowsAction =
  | { readonly type: 'load'; readonly rows: readonly GridRow[] }
  /**
   * `position` 0 (the default) appends at the very bottom; 1 … row count inserts before the row at
   * that 1-based position, so 1 is the top (spec 4: add position 0 to row count, 0 the bottom).
   * Anything outside that range appends.
   */
  | ({ readonly type: 'insert'; readonly position?: number } & InsertValues)
  | ({ readonly type: 'insertBelow'; readonly id: RowId } & InsertValues)
  | { readonly type: 'remove'; readonly ids: readonly RowId[] }
  | { readonly type: 'moveUp'; readonly id: RowId }
  | { readonly type: 'moveDown'; readonly id: RowId }
  /** Drag: the row at index `from` ends up at index `to`. */
  | { readonly type: 'move'; readonly from: number; readonly to: number }
  /** Patches cells; the row key and the order field are not patchable, unknown ids are ignored. */
  | {
      readonly type: 'setValues';
      readonly values: readonly { readonly id: RowId; readonly values: GridRow }[];
    }
  | { readonly type: 'select'; readonly ids: readonly RowId[] }
  | { readonly type: 'toggle'; readonly id: RowId; readonly allowClear?: boolean }
  | { readonly type: 'selectAll'; readonly checked?: boolean }
  | { readonly type: 'clearSelection' }
  | {
      readonly type: 'setErrors';
      readonly errors: readonly CellError[];
      readonly replace?: boolean;
    }
  /** Without `rowIds` every row, without `columnKeys` every column. */
  | {
      readonly type: 'clearErrors';
      readonly rowIds?: readonly RowId[];
      readonly columnKeys?: readonly string[];
    };

/** Rows lacking a row key get a temporary one, so they count as new rows. */
function withIds(
  rows: readonly GridRow[],
  rowKey: string,
  seq: number,
): { rows: GridRow[]; seq: number } {
  let next = seq;
  const out = rows.map((row) => {
    const id = row[rowKey];
    if (id !== undefined && id !== null && id !== '') return row;
    return { ...row, [rowKey]: `${TEMPORARY_ID_PREFIX}${next++}` };
  });
  return { rows: out, seq: next };
}

export function createGridRowsState(options: GridRowsOptions = {}): GridRowsState {
  const rowKey = options.rowKey ?? GRID_ROW_KEY;
  const loaded = withIds(options.rows ?? [], rowKey, 1);
  return {
    rows: loaded.rows,
    rowKey,
    orderField: options.orderField ?? ORDER_FIELD,
    deletedIds: [],
    selectionMode: options.selectionMode ?? 'none',
    selectedIds: new Set(),
    errors: new Map(),
    nextTemporarySeq: loaded.seq,
  };
}

/**
 * spec 4: order numbers from 1 after each insert, remove or move. Unlike `renumberRows`, a row
 * whose number is already right keeps its identity, so a move copies only the rows it shifted.
 */
function renumber(rows: GridRow[], field: string): GridRow[] {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as GridRow;
    if (row[field] !== i + 1) rows[i] = { ...row, [field]: i + 1 };
  }
  return rows;
}

function newRows(state: GridRowsState, values: InsertValues): { rows: GridRow[]; seq: number } {
  const given = values.rows ?? [];
  const requested = Math.floor(values.count ?? GRID_DEFAULT_ADD_ROWS);
  const count = Math.max(given.length, Number.isFinite(requested) ? requested : 1, 1);
  const defaults: Record<string, unknown> = {};
  for (const column of values.columns ?? []) {
    if (column.defaultValue !== undefined) defaults[column.key] = column.defaultValue;
  }
  const rows: GridRow[] = [];
  let seq = state.nextTemporarySeq;
  for (let i = 0; i < count; i++) {
    rows.push({ ...defaults, ...given[i], [state.rowKey]: `${TEMPORARY_ID_PREFIX}${seq++}` });
  }
  return { rows, seq };
}

function withRows(state: GridRowsState, rows: GridRow[], seq = state.nextTemporarySeq) {
  return { ...state, rows: renumber(rows, state.orderField), nextTemporarySeq: seq };
}

function moveBy(state: GridRowsState, index: number, delta: number): GridRowsState {
  if (!canMoveRow(state.rows.length, index, delta)) return state;
  return withRows(state, moveRow(state.rows, index, delta));
}

function remove(state: GridRowsState, ids: readonly RowId[]): GridRowsState {
  const keys = new Set(ids.map(keyOf));
  const kept: GridRow[] = [];
  const deleted = [...state.deletedIds];
  for (const row of state.rows) {
    const id = rowIdOf(state, row);
    if (!keys.has(keyOf(id))) kept.push(row);
    // spec 4: an inserted row removed again leaves no trace.
    else if (!isTemporaryId(id)) deleted.push(id);
  }
  if (kept.length === state.rows.length) return state;
  const selectedIds = new Set([...state.selectedIds].filter((id) => !keys.has(id)));
  const errors = new Map([...state.errors].filter(([id]) => !keys.has(id)));
  return { ...withRows(state, kept), deletedIds: deleted, selectedIds, errors };
}

function setValues(
  state: GridRowsState,
  patches: readonly { readonly id: RowId; readonly values: GridRow }[],
): GridRowsState {
  const index = idIndex(state);
  let rows: GridRow[] | undefined;
  for (const patch of patches) {
    const i = index.get(keyOf(patch.id));
    if (i === undefined) continue;
    const current = (rows ?? state.rows)[i] as GridRow;
    let next: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(patch.values)) {
      // A '__proto__' key (JSON from a socket) would replace the prototype instead of a cell.
      if (key === state.rowKey || key === state.orderField || key === '__proto__') continue;
      if (Object.is(current[key], value)) continue;
      next ??= { ...current };
      next[key] = value;
    }
    if (!next) continue;
    rows ??= [...state.rows];
    rows[i] = next;
  }
  if (!rows) return state;
  // Same ids at the same places: the new array shares the index.
  shareRowLookup(rows, index);
  return { ...state, rows };
}

function selectIds(state: GridRowsState, ids: readonly RowId[]): GridRowsState {
  if (state.selectionMode === 'none') return state;
  const existing = idIndex(state);
  const wanted = ids.map(keyOf).filter((id) => existing.has(id));
  // Radio keeps one row: the last one asked for.
  const picked = state.selectionMode === 'radio' ? wanted.slice(-1) : wanted;
  return { ...state, selectedIds: new Set(picked) };
}

function setErrors(state: GridRowsState, list: readonly CellError[], replace: boolean) {
  const existing = idIndex(state);
  const errors = new Map<string, Map<string, string>>(
    replace ? [] : [...state.errors].map(([id, cells]) => [id, new Map(cells)]),
  );
  for (const { rowId, columnKey, message } of list) {
    const id = keyOf(rowId);
    if (!existing.has(id)) continue;
    const cells = errors.get(id) ?? new Map<string, string>();
    cells.set(columnKey, message);
    errors.set(id, cells);
  }
  return { ...state, errors };
}

function clearErrors(
  state: GridRowsState,
  rowIds: readonly RowId[] | undefined,
  columnKeys: readonly string[] | undefined,
): GridRowsState {
  if (state.errors.size === 0) return state;
  const rows = rowIds && new Set(rowIds.map(keyOf));
  const errors = new Map<string, ReadonlyMap<string, string>>();
  for (const [id, cells] of state.errors) {
    if (rows && !rows.has(id)) errors.set(id, cells);
    else if (columnKeys) {
      const left = new Map([...cells].filter(([column]) => !columnKeys.includes(column)));
      if (left.size > 0) errors.set(id, left);
    }
  }
  return { ...state, errors };
}

export function gridRowsReducer(state: GridRowsState, action: GridRowsAction): GridRowsState {
  switch (action.type) {
    case 'load': {
      const loaded = withIds(action.rows, state.rowKey, state.nextTemporarySeq);
      return {
        ...state,
        rows: loaded.rows,
        nextTemporarySeq: loaded.seq,
        deletedIds: [],
        selectedIds: new Set(),
        errors: new Map(),
      };
    }
    case 'insert': {
      const { rows, seq } = newRows(state, action);
      const length = state.rows.length;
      const p = action.position ?? 0;
      const at = Number.isInteger(p) && p >= 1 && p <= length ? p - 1 : length;
      return withRows(state, insertRowsBelow(state.rows, at - 1, ...rows), seq);
    }
    case 'insertBelow': {
      const index = indexOfId(state, action.id);
      if (index < 0) return state;
      const { rows, seq } = newRows(state, action);
      return withRows(state, insertRowsBelow(state.rows, index, ...rows), seq);
    }
    case 'remove':
      return remove(state, action.ids);
    case 'moveUp':
      return moveBy(state, indexOfId(state, action.id), -1);
    case 'moveDown':
      return moveBy(state, indexOfId(state, action.id), 1);
    case 'move':
      return moveBy(state, action.from, action.to - action.from);
    case 'setValues':
      return setValues(state, action.values);
    case 'select':
      return selectIds(state, action.ids);
    case 'toggle': {
      const id = keyOf(action.id);
      if (indexOfId(state, id) < 0) return state;
      const selectedIds = toggleSelection(
        state.selectionMode,
        state.selectedIds,
        id,
        action.allowClear ?? false,
      );
      return selectedIds === state.selectedIds ? state : { ...state, selectedIds };
    }
    case 'selectAll':
      if (state.selectionMode !== 'checkbox') return state;
      return action.checked === false
        ? { ...state, selectedIds: new Set() }
        : { ...state, selectedIds: new Set(state.rows.map((row) => keyOf(rowIdOf(state, row)))) };
    case 'clearSelection':
      return state.selectedIds.size === 0 ? state : { ...state, selectedIds: new Set() };
    case 'setErrors':
      return setErrors(state, action.errors, action.replace ?? false);
    case 'clearErrors':
      return clearErrors(state, action.rowIds, action.columnKeys);
  }
}
