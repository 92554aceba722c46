/**
 * How values get into the rows (spec 4): local commits (revalidated, then sent to the other tables
 * when synced), the API's setValues and other tables' synced edits; after each, the linked
 * children left stale are cleared (JeecgBoot linkage).
 */
import { useCallback, type RefObject } from 'react';
import { rowById } from '../../lib/grid/rowIds';
import { type GridRowsAction, type GridRowsState, type RowId } from '../../lib/grid/rowState';
import { validateCell } from '../../lib/grid/validation';
import type { EditableGridProps, GridValuesChange } from './gridProps';
import type { GridColumn } from './types';
import { useSyncedRows, type GridSyncProps } from './useSyncedRows';

export interface GridValuesOptions {
  stateRef: RefObject<GridRowsState>;
  apply: (action: GridRowsAction) => void;
  sync: GridSyncProps | undefined;
  onValuesChange: EditableGridProps['onValuesChange'];
  /** The linkage's clearing of stale children after a change. */
  afterChange: (
    changes: readonly GridValuesChange[],
    write: (clears: GridValuesChange[]) => void,
  ) => void;
}

export function useGridValues({
  stateRef,
  apply,
  sync,
  onValuesChange,
  afterChange,
}: GridValuesOptions) {
  const revalidate = useCallback(
    (id: RowId, column: GridColumn) => {
      if ((column.validateRules ?? []).length === 0) return;
      const current = stateRef.current;
      const row = rowById(current, id);
      if (!row) return;
      void validateCell(row[column.key], row, column, current.rows).then((error) => {
        apply(
          error
            ? { type: 'setErrors', errors: [{ rowId: id, columnKey: column.key, message: error }] }
            : { type: 'clearErrors', rowIds: [id], columnKeys: [column.key] },
        );
      });
    },
    [stateRef, apply],
  );

  // Linked children a synced change leaves stale are cleared here too (each table decides alike).
  const applySynced = useCallback(
    (action: GridRowsAction) => {
      apply(action);
      if (action.type !== 'setValues') return;
      afterChange(action.values, (clears) => apply({ type: 'setValues', values: clears }));
    },
    [apply, afterChange],
  );
  const { replaced, broadcast } = useSyncedRows({ sync, stateRef, apply: applySynced });

  /**
   * Writes cells, then clears the linked children left stale. `sent`: a local edit, whose row is
   * broadcast after this returns, so clears that wait for options are broadcast themselves.
   */
  const setValues = useCallback(
    (changes: readonly GridValuesChange[], sent = false) => {
      const write = (next: readonly GridValuesChange[]) => {
        apply({ type: 'setValues', values: next });
        onValuesChange?.(next, stateRef.current.rows);
      };
      write(changes);
      let later = false;
      afterChange(changes, (clears) => {
        write(clears);
        if (sent && later) clears.forEach((clear) => broadcast(clear.id));
      });
      later = true;
    },
    [stateRef, apply, onValuesChange, afterChange, broadcast],
  );

  const onCommitValue = useCallback(
    (id: RowId, column: GridColumn, value: unknown) => {
      const current = stateRef.current;
      const row = rowById(current, id);
      if (row && !Object.is(value, row[column.key])) {
        setValues([{ id, values: { [column.key]: value } }], true);
        broadcast(id);
      }
      revalidate(id, column);
    },
    [stateRef, setValues, broadcast, revalidate],
  );

  return { replaced, setValues, onCommitValue };
}
