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

/** Height of an expanded row's band when the grid does not set one (not in spec 9). */
export const GRID_EXPAND_HEIGHT = 160;

/**
 * Expanded rows for the windowed body: their indexes in ascending order and the band height they
 * all share (fixed per grid), so a row's offset costs a binary search over the expanded ones.
 */
export interface ExpandBands {
  indexes: readonly number[];
  height: number;
}

const NO_BANDS: ExpandBands = { indexes: [], height: 0 };

/** How many of the sorted indexes are below `index`. O(log expanded). */
function countBelow(indexes: readonly number[], index: number): number {
  let low = 0;
  let high = indexes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((indexes[middle] as number) < index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A row's top in the body: the rows above plus the bands of the expanded rows above. */
export function rowTop(index: number, rowHeight: number, bands: ExpandBands = NO_BANDS): number {
  return index * rowHeight + countBelow(bands.indexes, index) * bands.height;
}

export function contentHeight(
  rowCount: number,
  rowHeight: number,
  bands: ExpandBands = NO_BANDS,
): number {
  return rowCount * rowHeight + bands.indexes.length * bands.height;
}

/** The row at `offset` in the body; an offset inside a band gives the row the band belongs to. */
function rowAt(offset: number, rowHeight: number, bands: ExpandBands): number {
  const { indexes, height } = bands;
  // The bands ending at or above the offset: the largest m whose band end is <= offset.
  let low = 0;
  let high = indexes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const bandEnd = ((indexes[middle] as number) + 1) * rowHeight + (middle + 1) * height;
    if (bandEnd <= offset) low = middle + 1;
    else high = middle;
  }
  const row = Math.floor((offset - low * height) / rowHeight);
  return low < indexes.length ? Math.min(row, indexes[low] as number) : row;
}

/**
 * The rows to render: the visible ones plus the overscan below them. O(log expanded): bands only
 * push rows down, so the rows a viewport needs never outnumber the bandless count.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  bands: ExpandBands = NO_BANDS,
): { start: number; end: number } {
  const first = rowAt(Math.max(0, scrollTop), rowHeight, bands);
  const visible = Math.ceil(viewportHeight / rowHeight);
  const start = Math.max(0, Math.min(first, rowCount - 1));
  return { start, end: Math.min(rowCount, start + visible + GRID_OVERSCAN_ROWS) };
}

/**
 * The indexes of the expanded rows (ascending) and the expanded ids still present, dropping the
 * ids of removed rows. O(expanded · log expanded) given an O(1) id → index lookup.
 */
export function expandedIndexes(
  indexOf: (id: string) => number,
  expandedIds: ReadonlySet<string>,
): { indexes: number[]; ids: Set<string> } {
  const ids = new Set<string>();
  const indexes: number[] = [];
  for (const id of expandedIds) {
    const index = indexOf(id);
    if (index < 0) continue;
    ids.add(id);
    indexes.push(index);
  }
  return { indexes: indexes.sort((a, b) => a - b), ids };
}

/** The rows to render in order: the window [start, end) and a row kept outside it, if any. */
export function renderedRowIndexes(start: number, end: number, kept?: number): number[] {
  const indexes: number[] = [];
  if (kept !== undefined && kept >= 0 && kept < start) indexes.push(kept);
  for (let index = start; index < end; index++) indexes.push(index);
  if (kept !== undefined && kept >= end) indexes.push(kept);
  return indexes;
}
