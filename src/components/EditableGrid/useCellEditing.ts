/**
 * The active cell and its one editor (spec 4 "Grid editing"): click or Enter edits, Enter commits,
 * Esc restores, arrows and Tab move, and a click outside commits unless it lands in the editor's
 * pop-up.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { numberOnBlur } from '../../lib/grid/cells';
import { rowById, rowIdOf } from '../../lib/grid/rowIds';
import { type GridRow, type GridRowsState, type RowId } from '../../lib/grid/rowState';
import { editorFor } from './editors';
import { arrowTarget, tabTarget, type CellPosition } from './keyboard';
import type { GridColumn } from './types';

/** Clicks inside these pop-ups belong to the edited cell (spec 4). */
const POPUP_SELECTOR =
  '.ant-select-dropdown, .ant-picker-dropdown, .ant-modal, .ant-popover, .ant-cascader-dropdown';

export interface CellEditingOptions {
  shown: readonly GridColumn[];
  stateRef: RefObject<GridRowsState>;
  rowCount: number;
  /** Writes a committed value; called only when the value changed. */
  onCommitValue: (id: RowId, column: GridColumn, value: unknown) => void;
  /** Brings a row into view after a keyboard move. */
  scrollToRow: (rowIndex: number) => void;
  focusGrid: () => void;
}

export function isEditable(column: GridColumn | undefined): boolean {
  return Boolean(column && !column.disabled && editorFor(column.type));
}

export function useCellEditing({
  shown,
  stateRef,
  rowCount,
  onCommitValue,
  scrollToRow,
  focusGrid,
}: CellEditingOptions) {
  const [active, setActive] = useState<CellPosition | null>(null);
  const [editing, setEditingState] = useState(false);
  // Editors may commit and the grid's own Enter handler then too: only the first one counts.
  const editingRef = useRef(false);
  const setEditing = useCallback((next: boolean) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const [draft, setDraft] = useState<unknown>(undefined);
  const draftRef = useRef<unknown>(undefined);
  const editedRowId = useRef<string | undefined>(undefined);
  const activeCellRef = useRef<HTMLDivElement>(null);

  const changeDraft = useCallback((value: unknown) => {
    draftRef.current = value;
    setDraft(value);
  }, []);

  const stopEditing = useCallback(() => {
    setEditing(false);
    focusGrid();
  }, [setEditing, focusGrid]);

  const commit = useCallback(
    (value?: unknown) => {
      if (!active || !editingRef.current) return;
      const column = shown[active.colIndex];
      // By id: a synced or API change may have moved the row while it was edited.
      const edited = editedRowId.current;
      const row = edited === undefined ? undefined : rowById(stateRef.current, edited);
      stopEditing();
      if (!column || !row) return;
      const given = value === undefined ? draftRef.current : value;
      // spec 5.3: number cells hold a number or '' whichever way editing ends.
      const next =
        column.type === 'inputNumber' && typeof given === 'string' ? numberOnBlur(given) : given;
      onCommitValue(rowIdOf(stateRef.current, row), column, next);
    },
    [active, shown, stateRef, stopEditing, onCommitValue],
  );

  useEffect(() => {
    if (!editing) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || activeCellRef.current?.contains(target)) return;
      if (target.closest?.(POPUP_SELECTOR)) return;
      commit();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [editing, commit]);

  const startEditing = (cell: CellPosition) => {
    const column = shown[cell.colIndex];
    const row: GridRow | undefined = stateRef.current.rows[cell.rowIndex];
    setActive(cell);
    if (!row || !column || !isEditable(column)) return;
    editedRowId.current = String(rowIdOf(stateRef.current, row));
    changeDraft(row[column.key]);
    setEditing(true);
  };

  const moveTo = (cell: CellPosition | undefined): boolean => {
    if (!cell) return false;
    setActive(cell);
    scrollToRow(cell.rowIndex);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing) {
      const column = active ? shown[active.colIndex] : undefined;
      if (event.key === 'Escape') {
        event.preventDefault();
        stopEditing();
      } else if (event.key === 'Enter' && !(column?.type === 'textarea' && event.shiftKey)) {
        event.preventDefault();
        commit();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        commit();
        moveTo(tabTarget(active, event.shiftKey, rowCount, shown.length));
      }
      return;
    }
    if (event.key === 'Tab') {
      if (moveTo(tabTarget(active, event.shiftKey, rowCount, shown.length))) event.preventDefault();
    } else if (moveTo(arrowTarget(event.key, active, rowCount, shown.length))) {
      event.preventDefault();
    } else if (event.key === 'Enter' && active && rowCount > 0) {
      event.preventDefault();
      startEditing(active);
    }
  };

  /** Ends editing without a commit, e.g. when the edited row is removed. */
  const reset = () => {
    setEditing(false);
    setActive(null);
  };

  return {
    active,
    setActive,
    editing,
    draft,
    changeDraft,
    commit,
    stopEditing,
    startEditing,
    onKeyDown,
    reset,
    activeCellRef,
  };
}
