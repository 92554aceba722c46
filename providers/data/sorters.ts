import type { CrudSort } from '@refinedev/core';
import { configurationError } from './errors';

export interface SortParams {
  column?: string;
  order?: 'asc' | 'desc';
}

/** Spec 7.5 and jeecg-contracts §1.4: lists sort by createTime descending unless told otherwise. */
export const DEFAULT_SORT: CrudSort = { field: 'createTime', order: 'desc' };

/**
 * Refine sorters → `column` + `order`. JeecgBoot takes several columns (`column=a,b`) but a single
 * direction, so several sorters must share one order; mixed directions cannot be expressed and are
 * refused rather than silently reordered. With no sorter the resource's default applies
 * (`null` = send no sort at all, for endpoints that ignore or reject it).
 */
export function buildSortParams(
  sorters: readonly CrudSort[] | undefined,
  defaultSort: CrudSort | null = DEFAULT_SORT,
): SortParams {
  const active = sorters && sorters.length > 0 ? sorters : defaultSort ? [defaultSort] : [];
  const [first] = active;
  if (!first) return {};
  if (active.some((sorter) => sorter.order !== first.order)) {
    throw configurationError('JeecgBoot 列表只支持同一排序方向的多列排序');
  }
  return { column: active.map((sorter) => sorter.field).join(','), order: first.order };
}
