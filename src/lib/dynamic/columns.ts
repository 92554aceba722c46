/**
 * The list columns of a descriptor-driven page: each descriptor column as the table lays it out
 * (the page renders dictionary values through the column's dictionary, spec 7.3).
 */
import type { DynColumnSpec } from './types';

export interface DynColumnLayout {
  field: string;
  title: string;
  /** Values shown through this dictionary; absent: the text as it came. */
  dictCode: string | undefined;
  width: number;
  align: 'left' | 'center' | 'right';
}

/** A column the descriptor gives no width. */
export const DEFAULT_COLUMN_WIDTH = 140;

/** Column layouts in the descriptor's order; a field named twice is shown once (the first). */
export function columnLayoutsOf(columns: readonly DynColumnSpec[]): DynColumnLayout[] {
  const seen = new Set<string>();
  return columns.flatMap((column) => {
    if (seen.has(column.field)) return [];
    seen.add(column.field);
    return [
      {
        field: column.field,
        title: column.title,
        dictCode: column.dictCode || undefined,
        width: column.width ?? DEFAULT_COLUMN_WIDTH,
        align: column.align ?? 'left',
      },
    ];
  });
}

/** What a cell shows for a missing value. */
export const EMPTY_CELL = '—';

/** A cell's text: the value, or the dash when there is none. */
export const cellText = (value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? EMPTY_CELL : value;
