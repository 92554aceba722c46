import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CustomerFilters } from '../../../providers/customer-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFeedback } from '../../kit/useFeedback';
import { useCustomerApi } from './customerApiContext';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The 客户信息 list: the filters of the last search and the page, read through
 * CusMastInfoInquiry; a failed read is shown once (spec 8.2) and keeps the rows shown before.
 */
export function useCustomerList() {
  const api = useCustomerApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<CustomerFilters>({});
  const [page, setPage] = useState<PageRequest>(FIRST);

  const query = useQuery({
    queryKey: ['cap', 'customer', 'list', filters, page],
    queryFn: () => api.list(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  // A kept-alive tab (spec 2.8) re-runs effects when shown again: each failure is told once.
  const { error } = query;
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!error || told.current === error) return;
    told.current = error;
    feedback.failed(error);
  }, [error, feedback]);

  return {
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
