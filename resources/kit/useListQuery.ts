import { mapAntdSorterToCrudSorting } from '@refinedev/antd';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Grid, type FormProps, type TableProps } from 'antd';
import { useState } from 'react';
import type { SuperQuery } from '../../providers/data-provider';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../src/lib/constants';
import { useListRequester } from './listRequester';
import { listQuery } from './readList';
import type { ResourceModule } from './resource';
import { isRepeatedSearch } from './searchAgain';
import { searchFilters } from './searchFilters';
import type { ListRow, SearchFieldDecl } from './types';
import { useFeedback } from './useFeedback';
import { useFailureOnce } from './useFailureOnce';

export interface ListQueryOptions {
  /** Sort until the user sorts a column; the module's `defaultSort` applies without one. */
  initialSort?: CrudSort;
  /** Sent with every read and every export (e.g. logType). */
  permanentFilters?: readonly CrudFilter[];
  /** Column names sent as `field=a,b`, as the Vue2 mixin does. */
  fields?: readonly string[];
  /** The search form's fields: its values become filters (`searchFilters`). */
  search?: readonly SearchFieldDecl[];
}

/**
 * One list read of a resource module (spec 7.5, 9): page 10 of 10/20/50/100, sort by column,
 * filters from the search form, 高级查询, permanent filters; a module whose endpoints say `tree`
 * reads its whole tree at once. Rows come typed as the module's rows. A failure is shown once,
 * also when a kept-alive tab shows the list again; nothing is written to the URL.
 */
export function useListQuery<Row extends ListRow>(
  module: ResourceModule<Row>,
  options: ListQueryOptions = {},
) {
  const feedback = useFeedback();
  const request = useListRequester();
  const breakpoint = Grid.useBreakpoint();
  const [form] = Form.useForm<Record<string, unknown>>();
  const paged = module.endpoints.tree !== true;
  const [currentPage, setCurrentPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sorters, setSorters] = useState<readonly CrudSort[]>(
    options.initialSort ? [options.initialSort] : [],
  );
  const [searched, setSearched] = useState<readonly CrudFilter[]>([]);
  const [superQuery, setSuperQueryState] = useState<SuperQuery>();
  const filters: readonly CrudFilter[] = [...(options.permanentFilters ?? []), ...searched];

  const list = {
    pagination: paged ? { currentPage, pageSize } : { mode: 'off' as const },
    sorters: [...sorters],
    filters: [...filters],
    meta: {
      fields: options.fields ? [...options.fields] : undefined,
      ...(superQuery ? { superQuery } : {}),
    },
  };
  const query = useQuery({
    ...listQuery(request, module, list),
    placeholderData: keepPreviousData,
  });

  useFailureOnce(query, feedback.failed);

  /** New conditions start again from page 1; the same ones read page 1 again. */
  const search = (next: readonly CrudFilter[]) => {
    if (isRepeatedSearch(searched, next, currentPage)) {
      void query.refetch();
      return;
    }
    setSearched(next);
    setCurrentPage(FIRST_PAGE);
  };
  const setSuperQuery = (next: SuperQuery | undefined) => {
    setSuperQueryState(next);
    setCurrentPage(FIRST_PAGE);
  };

  const onChange: NonNullable<TableProps<Row>['onChange']> = (pagination, _filters, sorter) => {
    if (Object.keys(sorter).length > 0) setSorters(mapAntdSorterToCrudSorting(sorter));
    if (!paged) return;
    setCurrentPage(pagination.current ?? FIRST_PAGE);
    setPageSize(pagination.pageSize ?? DEFAULT_PAGE_SIZE);
  };

  const searchFormProps: FormProps<Record<string, unknown>> = {
    form,
    onFinish: (values) => search(searchFilters(options.search ?? [], values)),
  };

  const tableProps = {
    dataSource: query.data?.rows,
    loading: query.isFetching,
    onChange,
    pagination: paged
      ? {
          current: currentPage,
          pageSize,
          total: query.data?.total,
          simple: !breakpoint.sm,
          position: breakpoint.sm ? ['bottomRight' as const] : ['bottomCenter' as const],
        }
      : (false as const),
    scroll: { x: true },
  } satisfies TableProps<Row>;

  return {
    rows: query.data?.rows,
    total: query.data?.total ?? 0,
    query,
    tableProps,
    searchFormProps,
    filters,
    sorters,
    superQuery,
    search,
    setSuperQuery,
    setCurrentPage,
    refresh: () => void query.refetch(),
  };
}
