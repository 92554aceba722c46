import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountFilters } from '../../../providers/acct-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useAcctApi } from './acctApiContext';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The 账户管理 list: the filters of the last search (at first `initial`, a link's) and the page,
 * read through AcctInfoInquiry; a failed read is shown once (spec 8.2) and keeps the rows.
 */
export function useAccountList(initial: AccountFilters = {}) {
  const api = useAcctApi();
  const feedback = useFeedback();
  const [filters, setFilters] = useState<AccountFilters>(initial);
  const [page, setPage] = useState<PageRequest>(FIRST);

  const query = useQuery({
    queryKey: ['cap', 'acct', 'list', filters, page],
    queryFn: () => api.listAccounts(filters, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useFailureOnce(query, feedback.failed);

  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: AccountFilters) => {
      setFilters(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
  };
}
