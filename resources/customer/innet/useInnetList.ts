import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InnetFilters } from '../../../providers/customer-innet-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useInnetApi } from './innetApiContext';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * Onboarding records (CusChannelInnetInquiry) of the last search (at first `initial`, a link's),
 * a page at a time; `fixed` filters (a customer's panel) always apply. A failed read is told once
 * and keeps the rows.
 */
export function useInnetList(fixed: InnetFilters = {}, initial: InnetFilters = {}) {
  const api = useInnetApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<InnetFilters>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);
  const sent = { ...filters, ...fixed };
  const query = useQuery({
    queryKey: ['cap', 'customer', 'innet', 'list', sent, page],
    queryFn: () => api.list(sent, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);

  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: InnetFilters) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
  };
}
