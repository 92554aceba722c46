import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PickerPage } from '../../../providers/picker-api';
import { pickerQueryKeys } from './pickerQueryKeys';
import { useFailureWarning } from './useFailureWarning';

/**
 * One page of a picker table and the query behind it. `run` asks for a page: a query equal to the
 * current one loads it again (searching twice, or resetting after a failure, asks the server
 * again); a failure is shown once (spec 8.2).
 */
export function usePickerPage<Query extends object, Row>(
  source: string,
  initial: () => Query,
  fetchPage: (query: Query) => Promise<PickerPage<Row>>,
) {
  const [query, setQuery] = useState(initial);
  const page = useQuery({
    queryKey: pickerQueryKeys.page(source, query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureWarning(page.error);

  const run = (next: Query) => {
    if (hashKey([next]) === hashKey([query])) void page.refetch();
    else setQuery(next);
  };

  return {
    query,
    run,
    rows: page.data?.records ?? [],
    total: page.data?.total ?? 0,
    loading: page.isFetching,
  };
}
