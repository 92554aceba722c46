/** Which columns the grid shows and which selection it offers (spec 3 "Column types"). */
import type { SelectionMode } from '../../lib/grid/selection';
import type { GridColumn, GridColumnType } from './types';

/** Columns that control the row instead of holding a value. */
export const CONTROL_TYPES: ReadonlySet<GridColumnType> = new Set<GridColumnType>([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
]);

export function selectionModeOf(
  columns: readonly GridColumn[],
  selection?: 'checkbox' | 'radio',
): SelectionMode {
  if (selection) return selection;
  if (columns.some((column) => column.type === 'row-checkbox')) return 'checkbox';
  if (columns.some((column) => column.type === 'row-radio')) return 'radio';
  return 'none';
}

/** The shown columns; a selection column is added when `selection` is set without one. */
export function shownColumns(columns: readonly GridColumn[], mode: SelectionMode): GridColumn[] {
  const shown = columns.filter((column) => column.type !== 'hidden');
  const control = mode === 'checkbox' ? 'row-checkbox' : 'row-radio';
  if (mode !== 'none' && !shown.some((column) => column.type === control)) {
    shown.unshift({ key: `__${control}`, title: '', type: control });
  }
  return shown;
}
