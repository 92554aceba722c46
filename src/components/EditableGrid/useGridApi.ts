/** The imperative API pages use (spec 4): values, new rows, deleted ids, rows, validation. */
import { useImperativeHandle, type Ref, type RefObject } from 'react';
import { getAllValues, getDeletedIds, getNewRows } from '../../lib/grid/rowQueries';
import { type GridRow, type GridRowsAction, type GridRowsState } from '../../lib/grid/rowState';
import { validateRows } from '../../lib/grid/validation';
import type { EditableGridApi, GridValuesChange } from './gridProps';
import type { GridColumn } from './types';

export function useGridApi(
  ref: Ref<EditableGridApi> | undefined,
  {
    stateRef,
    apply,
    columns,
    insert,
    setValues,
  }: {
    stateRef: RefObject<GridRowsState>;
    apply: (action: GridRowsAction) => void;
    columns: readonly GridColumn[];
    insert: (rows?: readonly GridRow[], position?: number) => void;
    setValues: (values: readonly GridValuesChange[]) => void;
  },
) {
  useImperativeHandle(
    ref,
    (): EditableGridApi => ({
      getAllValues: (forExport = false) => getAllValues(stateRef.current, { forExport }),
      getNewRows: () => getNewRows(stateRef.current),
      getDeletedIds: () => getDeletedIds(stateRef.current),
      setValues: (values) => setValues(values),
      addRows: insert,
      removeByIds: (ids) => apply({ type: 'remove', ids }),
      validate: async () => {
        const current = stateRef.current;
        const { list } = await validateRows(current.rows, columns, current.rowKey);
        apply({ type: 'setErrors', errors: list, replace: true });
        return list;
      },
      clearSelection: () => apply({ type: 'clearSelection' }),
    }),
    [stateRef, apply, columns, insert, setValues],
  );
}
