/**
 * The grid's row state (src/lib/grid/rowState) in a component: `apply` runs the pure reducer once
 * per action (at 100k rows that matters) and keeps a ref the API reads right after its own
 * actions, before React re-renders. A new `rows` array reloads the grid.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareRowLookup } from '../../lib/grid/rowIds';
import {
  createGridRowsState,
  gridRowsReducer,
  type GridRow,
  type GridRowsAction,
  type GridRowsState,
} from '../../lib/grid/rowState';
import type { SelectionMode } from '../../lib/grid/selection';

export function useGridRows(rows: readonly GridRow[], rowKey: string, mode: SelectionMode) {
  const [state, setState] = useState(() =>
    createGridRowsState({ rows, rowKey, selectionMode: mode }),
  );
  const stateRef = useRef<GridRowsState>(state);
  const apply = useCallback((action: GridRowsAction) => {
    const next = gridRowsReducer(stateRef.current, action);
    if (next === stateRef.current) return;
    stateRef.current = next;
    setState(next);
  }, []);

  const loadedRows = useRef(rows);
  useEffect(() => {
    if (loadedRows.current === rows) return;
    loadedRows.current = rows;
    apply({ type: 'load', rows });
  }, [rows, apply]);

  // At 100k rows the id lookup takes tens of ms to build: do it while the user is not acting.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const handle = requestIdleCallback(() => prepareRowLookup(state));
    return () => cancelIdleCallback(handle);
  }, [state]);

  return { state, stateRef, apply };
}
