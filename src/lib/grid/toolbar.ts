/** Editable-grid toolbar visibility (spec 4 "Grid editing", spec 6 grid toolbar). */
import { toolbarExclusions, type PermissionLists } from '../permissions';

export interface ToolbarInput {
  /** The authority prefix (ending in ':'); missing or '' excludes nothing. */
  authorityPrefix?: string;
  selectedCount: number;
  /** The user's and the system's button lists (`readPermissionLists`). */
  lists: PermissionLists;
}

export interface ToolbarButtons {
  add: boolean;
  remove: boolean;
  clearSelection: boolean;
  batchDelete: boolean;
  /** The codes after the prefix the user lacks (spec 6), for columns that need them. */
  excludedCodes: string[];
}

/**
 * Which toolbar buttons show: add unless `<prefix>add` is excluded; batch delete, and remove with
 * it, hidden when `<prefix>batch_delete` is excluded; remove and clear-selection only with rows
 * selected. Batch delete itself does not need a selection (it warns 请选择一条记录！, spec 8.2).
 */
export function toolbarButtons({
  authorityPrefix,
  selectedCount,
  lists,
}: ToolbarInput): ToolbarButtons {
  const { excludedCodes, showAdd, showBatchDelete } = toolbarExclusions(authorityPrefix, lists);
  const hasSelection = selectedCount > 0;
  return {
    add: showAdd,
    remove: showBatchDelete && hasSelection,
    clearSelection: hasSelection,
    batchDelete: showBatchDelete,
    excludedCodes,
  };
}
