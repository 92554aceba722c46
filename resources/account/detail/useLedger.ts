import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useAcctApi } from '../account/acctApiContext';
import { ledgerQueryKey } from './accountQueries';
import { initialLedgerQuery, type LedgerQuery } from './ledgerSearch';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * An account's 流水: the filters of the last search (the last 30 days at first) and the page,
 * read through AcctLedgerInquiry; a failed read is shown once and keeps the lines shown before.
 */
export function useLedger(acctNo: string) {
  const api = useAcctApi();
  const feedback = useFeedback();
  const [query, setQuery] = useState<LedgerQuery>(initialLedgerQuery);
  const [page, setPage] = useState<PageRequest>(FIRST);

  const read = useQuery({
    queryKey: [...ledgerQueryKey(acctNo), query, page],
    queryFn: () =>
      api.ledger({ ...query, acctNo }, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useFailureOnce(read, feedback.failed);

  return {
    /** The filters of the last search, with the account (导出 exports what they select). */
    filters: { ...query, acctNo },
    rows: read.data?.rows ?? [],
    loading: read.isFetching,
    pagination: serverPagination(page, read.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage),
    /** A new search starts at the first page. */
    search: (next: LedgerQuery) => {
      setQuery(next);
      setPage((current) => ({ ...current, pageNo: FIRST_PAGE }));
    },
  };
}
