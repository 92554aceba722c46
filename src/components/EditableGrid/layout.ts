/** Sizes and windowing of the editable grid (spec 9). */
import { minColumnWidth, rowControlColumnWidth } from '../../lib/grid/cells';
import type { GridColumn } from './types';

export type GridSize = 'medium' | 'small' | 'mini' | 'tiny';

/** spec 9: 61px rows in the editable table (medium); the smaller sizes step down. */
export const GRID_ROW_HEIGHTS: Readonly<Record<GridSize, number>> = {
  medium: 61,
  small: 48,
  mini: 40,
  tiny: 32,
};
export const GRID_MAX_HEIGHT = 400;
export const GRID_STATISTICS_ROW_HEIGHT = 32;
/** spec 9: rows rendered beyond the visible ones. */
export const GRID_OVERSCAN_ROWS = 9;
const DEFAULT_COLUMN_WIDTH = 120;

export function columnWidth(column: GridColumn, hasFooter: boolean): number {
  const control = rowControlColumnWidth(column.type, hasFooter);
  if (control !== undefined) return control;
  const width = minColumnWidth(column.type, column.width);
  return typeof width === 'number' ? width : DEFAULT_COLUMN_WIDTH;
}

/** The rows to render: the visible ones plus the overscan below them. O(1). */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight);
  const start = Math.max(0, Math.min(first, rowCount - 1));
  return { start, end: Math.min(rowCount, start + visible + GRID_OVERSCAN_ROWS) };
}
