import type { Pagination } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../src/lib/constants';

export interface PagingParams {
  pageNo?: number;
  pageSize?: number;
}

/**
 * Refine pagination → JeecgBoot `pageNo`/`pageSize` (jeecg-contracts §1.3).
 *
 * Only `mode: "server"` (Refine's default) sends paging. With `"client"` or `"off"` nothing is
 * sent and the endpoint's own behaviour applies: tree endpoints answer every row, paged endpoints
 * answer their default first page (10 rows), since JeecgBoot documents no "all rows" value. A
 * caller that needs more rows from a paged endpoint asks for them explicitly in `meta.query`.
 * `paged: false` (tree endpoints) never sends paging, whatever the mode.
 */
export function buildPagingParams(
  pagination: Pagination | undefined,
  paged: boolean,
): PagingParams {
  if (!paged || (pagination?.mode ?? 'server') !== 'server') return {};
  return {
    pageNo: positiveIntegerOr(pagination?.currentPage, FIRST_PAGE),
    pageSize: positiveIntegerOr(pagination?.pageSize, DEFAULT_PAGE_SIZE),
  };
}

const positiveIntegerOr = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
