import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubMchFilters } from '../../../providers/submch-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useSubMchApi } from './subMchApiContext';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The 商户管理 list: the filters of the last search and the page, read through SubMchInquiry; a
 * failed read is shown once (spec 8.2) and keeps the rows shown before.
 */
export function useSubMchList() {
  const api = useSubMchApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<SubMchFilters>({});
  const [page, setPage] = useState<PageRequest>(FIRST);

  const query = useQuery({
    queryKey: ['cap', 'subMch', 'list', filters, page],
    queryFn: () => api.list(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useFailureOnce(query, feedback.failed);

  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: SubMchFilters) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
    refresh: () => void query.refetch(),
  };
}
