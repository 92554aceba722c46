import type { CrudFilter, CrudSort, MetaQuery, Pagination } from '@refinedev/core';
import type { ResourceEndpoint } from './endpoints';
import { configurationError } from './errors';
import { buildFilterParams } from './filters';
import { buildPagingParams } from './pagination';
import { type QueryParams, readExtraQuery } from './query-values';
import { buildSortParams, DEFAULT_SORT } from './sorters';
import { buildSuperQueryParams } from './super-query';

export interface ListRequest {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
  meta?: MetaQuery;
}

/**
 * Everything a JeecgBoot list GET carries (spec 7.5), in the Vue2 mixin's order of precedence:
 * advanced query, filters, sort, `field`, paging; then `meta.query`, the caller's explicit extra
 * parameters, which win over everything computed. Recognised `meta` keys:
 * - `superQuery`: `{params, matchType}` (see super-query.ts);
 * - `fields`: column names → `field=a,b` (sent like the Vue2 mixin; the server does not use it);
 * - `query`: extra parameters passed through.
 */
export function buildListParams(request: ListRequest, endpoint: ResourceEndpoint): QueryParams {
  const { pagination, sorters, filters, meta } = request;
  const defaultSort = endpoint.defaultSort === undefined ? DEFAULT_SORT : endpoint.defaultSort;
  return {
    ...buildSuperQueryParams(meta?.superQuery),
    ...buildFilterParams(filters),
    ...buildSortParams(sorters, defaultSort),
    ...buildFieldParam(meta?.fields),
    ...buildPagingParams(pagination, endpoint.tree !== true),
    ...readExtraQuery(meta?.query),
  };
}

export function buildFieldParam(fields: unknown): { field?: string } {
  if (fields === undefined || fields === null) return {};
  if (!Array.isArray(fields) || !fields.every((name) => typeof name === 'string')) {
    throw configurationError('meta.fields 必须是字段名数组');
  }
  const names = fields.filter((name) => name !== '');
  return names.length === 0 ? {} : { field: names.join(',') };
}
