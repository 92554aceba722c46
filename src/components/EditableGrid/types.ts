/**
 * The editable grid's column configuration and the contract between the grid and its cell editors
 * (spec 3 "Grid column" and "Column types", 4 "Grid editing", 5.3).
 */
import type { ComponentType, ReactNode } from 'react';
import type { GridRow, RowId } from '../../lib/grid/rowState';
import type { ValidateRule } from '../../lib/grid/validation';

/** Spec 3 "Column types". */
export type GridColumnType =
  | 'row-number'
  | 'row-checkbox'
  | 'row-radio'
  | 'row-expand'
  | 'row-drag-sort'
  | 'input'
  | 'inputNumber'
  | 'textarea'
  | 'select'
  | 'date'
  | 'datetime'
  | 'time'
  | 'checkbox'
  | 'upload'
  | 'select-search'
  | 'select-multiple'
  | 'progress'
  | 'sel_depart'
  | 'sel_user'
  | 'tags'
  | 'slot'
  | 'normal'
  | 'hidden';

export interface GridOption {
  value: string;
  /** `text`, `label` or `title` in dictionaries (spec 3 "Dictionary item"). */
  text: string;
  /** Only active items (status 1) are offered. */
  status?: string;
}

/** Spec 3 "Grid column" (the fields the console uses). */
export interface GridColumn {
  key: string;
  title: string;
  type: GridColumnType;
  width?: number;
  placeholder?: string;
  defaultValue?: unknown;
  /** Static options of select-like columns. */
  options?: readonly GridOption[];
  /** Dictionary code whose active items become the options. */
  dictCode?: string;
  validateRules?: readonly ValidateRule[];
  /** Statistics row entries (spec 4, 9: 32px row). */
  statistics?: readonly ('sum' | 'average')[];
  /** select / select-search: a typed value that is no option is kept (Enter or leaving). */
  allowInput?: boolean;
  /** select: typing filters the options by their text. */
  allowSearch?: boolean;
  /**
   * Linked selects, as in JeecgBoot: the key of the NEXT level's column, whose options follow
   * this column's value; the chain starts at a grid `linkageConfig` entry's key.
   */
  linkageKey?: string;
  /** JSON text or object: multiSelect (sel_depart/sel_user), uploadnum (upload). */
  fieldExtendJson?: string | Readonly<Record<string, unknown>>;
  /** sel_depart / sel_user: 0 makes a single choice (spec 5.3). */
  multi?: number;
  /** Radio-like cells clear when the chosen option is clicked again (spec 4). */
  allowClear?: boolean;
  disabled?: boolean;
  /** slot columns: renders the cell; the grid never edits it. */
  render?: (row: GridRow, rowId: RowId) => ReactNode;
}

/**
 * What the grid gives the single mounted editor (spec 4: one cell edited at a time). The editor
 * reports changes with `onChange`; `onCommit` ends editing keeping the value (Enter, blur, a
 * choice), `onCancel` ends it restoring the value the cell had (Esc).
 */
export interface CellEditorProps {
  value: unknown;
  row: GridRow;
  rowId: RowId;
  column: GridColumn;
  onChange: (value: unknown) => void;
  onCommit: (value?: unknown) => void;
  onCancel: () => void;
}

export type CellEditor = ComponentType<CellEditorProps>;

/** row-expand: what an expanded row shows in its band below it. */
export type ExpandedRowRender = (row: GridRow, rowId: RowId) => ReactNode;

export type { LinkageConfig as GridLinkageConfig } from '../../lib/grid/linkage';

/** How a column's value reads when not edited (dictionary texts, dates, tags…). */
export type CellView = (props: { value: unknown; row: GridRow; column: GridColumn }) => ReactNode;
