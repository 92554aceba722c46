/**
 * Excel export of the generic list (spec 7.5, 8.2; jeecg-contracts §2 `exportXls` rows): a blob GET
 * with the list's conditions and the selected ids as `selections`. Resolves with the file or with a
 * failure to show as a warning; HTTP failures reject with the HTTP layer's already presented error.
 */
import type { BaseKey, CrudFilter, CrudSort } from '@refinedev/core';
import type { paths as SysPaths } from '../src/api/generated/sys';
import { DOWNLOAD_FAILED } from '../src/lib/messages';
import { buildFilterParams } from './data/filters';
import type { QueryParams } from './data/query-values';
import { buildSortParams, DEFAULT_SORT } from './data/sorters';
import { buildSuperQueryParams, type SuperQuery } from './data/super-query';
import type { Http } from './http';
import { http as appHttp } from './http/instance';

/** The export endpoints of the contract. */
export type ExportXlsPath = Extract<keyof SysPaths, `/sys/${string}/exportXls`>;

/** What the list shows when 导出 is pressed. */
export interface ExportConditions {
  filters?: readonly CrudFilter[];
  sorters?: readonly CrudSort[];
  /** Sort used when the list has none; absent means createTime descending (spec 7.5). */
  defaultSort?: CrudSort | null;
  superQuery?: SuperQuery;
  /** Selected rows: only these are exported. */
  selections?: readonly BaseKey[];
}

export type ExportOutcome =
  | { ok: true; blob: Blob; /** '' when the server named no file. */ fileName: string }
  | { ok: false; message: string };

/**
 * The export query, as the Vue2 list mixin sends it: the list's advanced query, filters and sort
 * (no paging: the whole result is exported), plus `selections=a,b`.
 */
export function buildExportParams(conditions: ExportConditions): QueryParams {
  const { filters, sorters, superQuery, selections = [] } = conditions;
  const defaultSort = conditions.defaultSort === undefined ? DEFAULT_SORT : conditions.defaultSort;
  return {
    ...buildSuperQueryParams(superQuery),
    ...buildFilterParams(filters),
    ...buildSortParams(sorters, defaultSort),
    ...(selections.length > 0 ? { selections: selections.join(',') } : {}),
  };
}

export interface ExportApi {
  exportXls(path: ExportXlsPath, conditions: ExportConditions): Promise<ExportOutcome>;
}

export function createExportApi(http: Pick<Http, 'blobGet'>): ExportApi {
  return {
    async exportXls(path, conditions) {
      const reply = await http.blobGet(path, buildExportParams(conditions));
      // A JSON envelope instead of the file carries the server's reason (spec 8.2).
      if (!reply.success) return { ok: false, message: reply.message || DOWNLOAD_FAILED };
      // spec 8.2: 文件下载失败 when the export returns nothing.
      if (!reply.result || reply.result.blob.size === 0) {
        return { ok: false, message: DOWNLOAD_FAILED };
      }
      return { ok: true, blob: reply.result.blob, fileName: reply.result.fileName };
    },
  };
}

export const exportApi: ExportApi = createExportApi(appHttp);
