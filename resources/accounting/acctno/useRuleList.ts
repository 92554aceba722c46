import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useAcctApi } from '../../account/account/acctApiContext';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/** The 账号生成 rules, a page at a time (AcctNoRuleInquiry); a failed read is shown once. */
export function useRuleList() {
  const api = useAcctApi();
  const feedback = useFeedback();
  const [page, setPage] = useState<PageRequest>(FIRST);
  const query = useQuery({
    queryKey: ['cap', 'acct', 'rules', page],
    queryFn: () => api.listRules({}, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);
  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    pagination: serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    refresh: () => void query.refetch(),
  };
}
