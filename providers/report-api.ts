/**
 * Online report calls of the popup report picker (spec 7.5; jeecg-contracts §2.10):
 * getRpColumns/{code} → getQueryInfo/{cgRpConfigId} → getData/{cgRpConfigId}. The two lookups
 * are cached for 30 s (spec 9 REPORT_LOOKUP_CACHE_MS), as the Vue2 popup's grouped requests were.
 * Functions return the result or reject: with the HTTP layer's already presented error for HTTP
 * failures, with a refusal `ApiError` carrying the server message for a `success: false` reply.
 */
import type { components, operations } from '../src/api/generated/sys';
import { REPORT_LOOKUP_CACHE_MS } from '../src/lib/constants';
import { REPORT_LOAD_FAILED } from '../src/lib/messages';
import { requiredResultOf, unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';

export type ReportColumns = components['schemas']['OnlineReportColumns'];
export type ReportColumn = components['schemas']['OnlineReportColumn'];
export type ReportQueryItem = components['schemas']['OnlineReportQueryItem'];
export type ReportData = components['schemas']['OnlineReportData'];
export type ReportDictOption = components['schemas']['DictModel'];

type DataQuery = NonNullable<operations['onlineCgreportGetData']['parameters']['query']>;

export interface ReportDataQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
  /** Search fields as `<field>` and report parameters as `self_<name>` (popupReport.ts). */
  filters?: Readonly<Record<string, string>>;
}

export interface ReportPage {
  records: ReportData['records'];
  total: number;
}

export interface ReportApi {
  /** Columns, dictionaries, id and name of the report with this code. */
  getColumns(code: string): Promise<ReportColumns>;
  /** Search fields of the report. */
  getQueryInfo(cgRpConfigId: string): Promise<ReportQueryItem[]>;
  /** One page of rows. */
  getData(cgRpConfigId: string, query: ReportDataQuery): Promise<ReportPage>;
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

/** Successful lookups kept for `ttlMs`; a failed one is forgotten so the next try asks again. */
function lookupCache(now: () => number, ttlMs: number) {
  const entries = new Map<string, Cached<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key) as Cached<T> | undefined;
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

export interface ReportApiOptions {
  now?: () => number;
}

export function createReportApi(
  http: Pick<Http, 'sys'>,
  { now = Date.now }: ReportApiOptions = {},
): ReportApi {
  const cached = lookupCache(now, REPORT_LOOKUP_CACHE_MS);
  return {
    getColumns(code) {
      return cached(`columns:${code}`, async () =>
        requiredResultOf(
          unwrapSys(
            await http.sys.GET('/online/cgreport/api/getRpColumns/{code}', {
              params: { path: { code } },
            }),
          ),
          REPORT_LOAD_FAILED,
        ),
      );
    },

    getQueryInfo(cgRpConfigId) {
      return cached(`queryInfo:${cgRpConfigId}`, async () =>
        requiredResultOf(
          unwrapSys(
            await http.sys.GET('/online/cgreport/api/getQueryInfo/{id}', {
              params: { path: { id: cgRpConfigId } },
            }),
          ),
          REPORT_LOAD_FAILED,
        ),
      );
    },

    async getData(cgRpConfigId, { pageNo, pageSize, column, order, filters }) {
      // The search fields and self_ parameters are free-form query names the contract describes
      // but cannot enumerate; the declared ones come last so a filter cannot override paging.
      const query: DataQuery = { ...filters, pageNo, pageSize, column, order };
      const reply = unwrapSys(
        await http.sys.GET('/online/cgreport/api/getData/{id}', {
          params: { path: { id: cgRpConfigId }, query },
        }),
      );
      const page = requiredResultOf(reply, REPORT_LOAD_FAILED);
      // Backends that serialise Java longs as strings send the total as text.
      return { records: page.records, total: Number(page.total) };
    },
  };
}

export const reportApi: ReportApi = createReportApi(appHttp);
