/** The editable grid's props and the imperative API pages use (spec 4 "Grid editing"). */
import type { Ref } from 'react';
import type { GridRow, RowId } from '../../lib/grid/rowState';
import type { CellError } from '../../lib/grid/validation';
import type { PermissionLists } from '../../lib/permissions';
import type { GridSize } from './layout';
import type { ExpandedRowRender, GridColumn, GridLinkageConfig } from './types';
import type { GridSyncProps } from './useSyncedRows';

export interface GridValuesChange {
  id: RowId;
  values: GridRow;
}

/** The imperative API pages use (spec 4). */
export interface EditableGridApi {
  getAllValues: (forExport?: boolean) => readonly GridRow[];
  getNewRows: () => readonly GridRow[];
  getDeletedIds: () => readonly RowId[];
  setValues: (values: readonly GridValuesChange[]) => void;
  /** Inserts the given rows (or `addRows` empty ones) at `position` (default the grid's). */
  addRows: (rows?: readonly GridRow[], position?: number) => void;
  removeByIds: (ids: readonly RowId[]) => void;
  /** Validates every cell, shows the errors on the cells and returns them, first one first. */
  validate: () => Promise<CellError[]>;
  clearSelection: () => void;
}

export interface EditableGridProps {
  columns: readonly GridColumn[];
  /** The loaded rows; a new array reloads the grid (dropping edits), so keep it stable. */
  rows: readonly GridRow[];
  rowKey?: string;
  selection?: 'checkbox' | 'radio';
  /** Clicking a row toggles its selection. */
  clickSelectRow?: boolean;
  /** spec 6: the toolbar's authority prefix and the permission lists it is checked against. */
  authorityPrefix?: string;
  permissionLists?: PermissionLists;
  size?: GridSize;
  maxHeight?: number;
  rowHeight?: number;
  /** spec 4: rows per insert click (at least 1) and where (0 the bottom, n before row n). */
  addRows?: number;
  addPosition?: number;
  /** Caller-confirmed removal of the selected rows; resolving false keeps them. */
  onRemove?: (rows: readonly GridRow[]) => Promise<boolean>;
  /** Local edits and API changes; rows changed by another client's sync are not reported. */
  onValuesChange?: (changes: readonly GridValuesChange[], rows: readonly GridRow[]) => void;
  /** spec 4: tables of this user on the same socket key see each other's row edits. */
  sync?: GridSyncProps;
  /** row-expand: the content an expanded row shows below it, in a band of `expandHeight`. */
  expandedRowRender?: ExpandedRowRender;
  expandHeight?: number;
  /** Linked selects (JeecgBoot): each chain's top column and how to get options by parent. */
  linkageConfig?: readonly GridLinkageConfig[];
  ref?: Ref<EditableGridApi>;
}
