import { useCallback } from 'react';
import { loadDictTexts, searchDict } from '../../../providers/dict-api';
import { DICT_SEARCH_DEBOUNCE_MS, SEARCH_SELECT_PAGE_SIZE } from '../../lib/constants';
import { SEARCH_HINT } from '../../lib/messages';
import { DictSelect, type SelectFieldProps } from '../DictSelect';
import { RemoteSearchSelect } from '../SearchSelect';

export interface DictSearchSelectProps extends SelectFieldProps {
  /** Table dictionary `table,text,code[,condition]` (jeecg-contracts §2.6 loadDict). */
  dict: string;
  /** true: search the server as the user types; false: load the whole dictionary and filter here. */
  async?: boolean;
  pageSize?: number;
}

/**
 * Dictionary search select (JSearchSelectTag): keyword search of a table dictionary, 300 ms after
 * the last keystroke (spec 7.3, 9); a stored value shows its text via loadDictItem.
 */
export function DictSearchSelect({
  dict,
  async = true,
  pageSize = SEARCH_SELECT_PAGE_SIZE,
  ...select
}: DictSearchSelectProps) {
  const search = useCallback(
    (keyword: string) => searchDict(dict, keyword, pageSize),
    [dict, pageSize],
  );
  const resolveLabel = useCallback(
    async (value: string) => (await loadDictTexts(dict, [value]))[0],
    [dict],
  );
  if (!async) {
    return (
      <DictSelect {...select} dictCode={dict} placeholder={select.placeholder ?? SEARCH_HINT} />
    );
  }
  return (
    <RemoteSearchSelect
      {...select}
      search={search}
      resolveLabel={resolveLabel}
      debounceMs={DICT_SEARCH_DEBOUNCE_MS}
    />
  );
}
