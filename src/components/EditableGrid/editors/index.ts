/** The editor of each editable column type: the basic ones here, the advanced ones from G2. */
import type { CellEditor, CellView, GridColumnType } from '../types';
import { advancedEditors, advancedViews } from './advanced';
import { basicEditors } from './basic';

const editors: Partial<Record<GridColumnType, CellEditor>> = {
  ...basicEditors,
  ...advancedEditors,
};

/** undefined for types that are never edited (row controls, normal, hidden, slot). */
export function editorFor(type: GridColumnType): CellEditor | undefined {
  return editors[type];
}

/** The types with their own view when not edited; the others read as text. */
export const cellViews: Partial<Record<GridColumnType, CellView>> = advancedViews;
