import { useCallback } from 'react';
import { searchSqlDict } from '../../../providers/dict-api';
import { SEARCH_SELECT_DEBOUNCE_MS, SEARCH_SELECT_PAGE_SIZE } from '../../lib/constants';
import type { SelectFieldProps } from '../DictSelect';
import { RemoteSearchSelect } from './RemoteSearchSelect';

export interface SearchSelectProps extends SelectFieldProps {
  /** Table and columns of the SQL dictionary (spec 7.3 SystemSqlDictPageListInquiry). */
  tableName: string;
  fieldText: string;
  fieldValue: string;
  sqlCondition?: string;
  sqlOrderBy?: string;
  pageSize?: number;
}

/**
 * Remote search select over a table (spec 7.3, 9): the keyword is searched 800 ms after the last
 * keystroke, first page of 10; a refused search shows the server's replyText as a warning.
 */
export function SearchSelect({
  tableName,
  fieldText,
  fieldValue,
  sqlCondition,
  sqlOrderBy,
  pageSize = SEARCH_SELECT_PAGE_SIZE,
  ...select
}: SearchSelectProps) {
  const search = useCallback(
    async (keyword: string) => {
      const query = { tableName, fieldText, fieldValue, sqlCondition, sqlOrderBy, pageSize };
      const page = await searchSqlDict({ ...query, keyword });
      return page.items;
    },
    [tableName, fieldText, fieldValue, sqlCondition, sqlOrderBy, pageSize],
  );
  // The service has no lookup by value: search for the value and take the exact match.
  const resolveLabel = useCallback(
    async (value: string) => (await search(value)).find((item) => item.value === value)?.text,
    [search],
  );
  return (
    <RemoteSearchSelect
      {...select}
      search={search}
      resolveLabel={resolveLabel}
      debounceMs={SEARCH_SELECT_DEBOUNCE_MS}
    />
  );
}
