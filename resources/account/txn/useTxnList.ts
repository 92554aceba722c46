import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CapListPage } from '../../../providers/cap-list';
import type { ServicePage } from '../../../providers/http';
import type { Txn } from '../../../providers/txn-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * A transaction list (交易复核, 转账, 退款): the filters of the last search and the page, read by
 * `read`; a failed read is shown once (spec 8.2) and keeps the rows shown before.
 */
export function useTxnList<F extends object>(
  key: string,
  initial: F,
  read: (filters: F, page: ServicePage) => Promise<CapListPage<Txn>>,
) {
  const feedback = useFeedback();
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);

  const query = useQuery({
    queryKey: ['cap', 'txn', key, filters, page],
    queryFn: () => read(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useFailureOnce(query, feedback.failed);

  return {
    filters,
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: F) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
    refresh: () => void query.refetch(),
  };
}
