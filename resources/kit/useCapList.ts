import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CapListPage } from '../../providers/cap-list';
import type { ServicePage } from '../../providers/http';
import { serverPagination, type PageRequest } from '../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../src/lib/constants';
import { isRepeatedSearch } from './searchAgain';
import { useFailureOnce } from './useFailureOnce';
import { useFeedback } from './useFeedback';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * A /cap service list (accounting, merchant platform, agents): the filters of the last search and the page; a failed read
 * is shown once (spec 8.2) and keeps the rows shown before.
 */
export function useCapList<Filters, Row>(
  name: string,
  read: (filters: Filters, page: ServicePage) => Promise<CapListPage<Row>>,
  initial: Filters,
) {
  const feedback = useFeedback();
  const [filters, setFilters] = useState<Filters>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);

  const query = useQuery({
    queryKey: ['cap', 'list', name, filters, page],
    queryFn: () => read(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useFailureOnce(query, feedback.failed);

  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page; the same one reads the first page again. */
    search: (next: Filters) => {
      if (isRepeatedSearch(filters, next, page.pageNo)) {
        void query.refetch();
        return;
      }
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
    refresh: () => void query.refetch(),
  };
}
