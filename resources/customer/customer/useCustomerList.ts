import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerFilters } from '../../../providers/customer-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useCustomerApi } from './customerApiContext';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The 客户信息 list: the filters of the last search (at first `initial`, a link's) and the page,
 * read through CusMastInfoInquiry; a failed read is shown once (spec 8.2) and keeps the rows.
 */
export function useCustomerList(initial: CustomerFilters = {}) {
  const api = useCustomerApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<CustomerFilters>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);

  const query = useQuery({
    queryKey: ['cap', 'customer', 'list', filters, page],
    queryFn: () => api.list(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useFailureOnce(query, feedback.failed);

  return {
    /** The filters of the last search (导出 exports what they select). */
    filters,
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: CustomerFilters) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
    refresh: () => void query.refetch(),
  };
}
