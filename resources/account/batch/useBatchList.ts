import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BatchPayFilters } from '../../../providers/batch-pay-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useBatchPayApi } from './batchApiContext';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * A list of batches through BatchPayInquiry: the last search's filters (at first `initial`) over
 * the page's `fixed` ones; a failed read is shown once and keeps the rows.
 */
export function useBatchList(fixed: BatchPayFilters = {}, initial: BatchPayFilters = {}) {
  const api = useBatchPayApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<BatchPayFilters>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);
  const asked = { ...filters, ...fixed };

  const query = useQuery({
    queryKey: ['cap', 'batchPay', 'list', asked, page],
    queryFn: () => api.list(asked, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);

  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    search: (next: BatchPayFilters) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
    refresh: () => void query.refetch(),
  };
}
