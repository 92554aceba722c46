import { useCallback, useRef, useState } from 'react';
import { isRefusal } from '../../../providers/http';
import type { ReportApi, ReportColumns, ReportQueryItem } from '../../../providers/report-api';
import { FIRST_PAGE, POPUP_REPORT_PAGE_SIZE } from '../../lib/constants';
import {
  parseSorter,
  presetSearch,
  reportFilterParams,
  type ReportRecord,
  type ReportSorter,
  type SearchValues,
} from '../../lib/superQuery/popupReport';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface ReportPaging {
  current: number;
  pageSize: number;
  total: number;
}

interface LoadedReport {
  columns: ReportColumns;
  queryItems: ReportQueryItem[];
}

const FIRST_PAGING: ReportPaging = {
  current: FIRST_PAGE,
  pageSize: POPUP_REPORT_PAGE_SIZE,
  total: 0,
};

interface Options {
  api: ReportApi;
  code: string;
  sorter?: string;
  param?: Readonly<Record<string, string>>;
  /** The report could not be set up: the modal closes. */
  onFailure: () => void;
}

/**
 * The popup report's calls in JPopupOnlReport's order (spec 7.5): getRpColumns → getQueryInfo →
 * getData page 1, then getData on every search, page or sort change. A `success: false` reply is
 * shown as a warning (HTTP failures were shown by the HTTP layer); replies to superseded requests
 * are dropped.
 */
export function usePopupReport({ api, code, sorter, param, onFailure }: Options) {
  const { message } = useAppFeedback();
  const [report, setReport] = useState<LoadedReport>();
  const [records, setRecords] = useState<ReportRecord[]>([]);
  const [paging, setPaging] = useState(FIRST_PAGING);
  const [sort, setSort] = useState<ReportSorter | undefined>(() => parseSorter(sorter));
  const [search, setSearch] = useState<SearchValues>({});
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const warn = useCallback(
    (error: unknown) => {
      if (isRefusal(error)) void message.warning(error.message);
    },
    [message],
  );

  const loadPage = useCallback(
    async (
      id: string,
      next: { paging: ReportPaging; sort: ReportSorter | undefined; search: SearchValues },
    ) => {
      const request = ++latest.current;
      setLoading(true);
      setPaging(next.paging);
      setSort(next.sort);
      setSearch(next.search);
      try {
        const page = await api.getData(id, {
          pageNo: next.paging.current,
          pageSize: next.paging.pageSize,
          column: next.sort?.column,
          order: next.sort?.order,
          filters: reportFilterParams(next.search, param),
        });
        if (request !== latest.current) return;
        setRecords(page.records);
        setPaging({ ...next.paging, total: page.total });
      } catch (error) {
        if (request !== latest.current) return;
        warn(error);
        setRecords([]);
        setPaging({ ...next.paging, total: 0 });
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [api, param, warn],
  );

  /** Opening: the report's set-up, then its first page. */
  const start = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    setReport(undefined);
    setRecords([]);
    try {
      const columns = await api.getColumns(code);
      const queryItems = await api.getQueryInfo(columns.cgRpConfigId);
      if (request !== latest.current) return;
      setReport({ columns, queryItems });
      await loadPage(columns.cgRpConfigId, {
        paging: FIRST_PAGING,
        sort: parseSorter(sorter),
        search: presetSearch(queryItems, param),
      });
    } catch (error) {
      if (request !== latest.current) return;
      warn(error);
      setLoading(false);
      onFailure();
    }
  }, [api, code, sorter, param, loadPage, warn, onFailure]);

  const id = report?.columns.cgRpConfigId;
  const reload = useCallback(
    (
      change: Partial<{
        paging: ReportPaging;
        sort: ReportSorter | undefined;
        search: SearchValues;
      }>,
    ) => {
      if (id === undefined) return;
      void loadPage(id, { paging, sort, search, ...change });
    },
    [id, loadPage, paging, sort, search],
  );

  return { report, records, paging, sort, search, loading, start, reload };
}
