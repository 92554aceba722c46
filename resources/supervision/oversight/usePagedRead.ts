import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CapListPage } from '../../../providers/cap-list';
import type { ServicePage } from '../../../providers/http';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * A server-paged read of 监管 (spec 9 page sizes): the filters of the last search and the page; a
 * failed read is told once (spec 7.1) and keeps the rows shown before. `enabled` false (a search
 * the form refused) sends nothing.
 */
export function usePagedRead<Filters, Page extends CapListPage<unknown>>(
  key: readonly unknown[],
  initial: Filters,
  read: (filters: Filters, page: ServicePage) => Promise<Page>,
) {
  const feedback = useFeedback();
  const [filters, setFilters] = useState<Filters>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);
  const query = useQuery({
    queryKey: [...key, filters, page],
    queryFn: () => read(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);

  return {
    filters,
    data: query.data,
    loading: query.isFetching,
    failed: query.isError,
    refetch: () => void query.refetch(),
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: Filters) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
  };
}
