import { Select, Spin } from 'antd';
import type { ReactNode } from 'react';
import { NO_SEARCH_RESULT, SEARCH_HINT } from '../../lib/messages';
import type { SelectFieldProps } from '../DictSelect';
import { useRemoteSearch, type SearchStatus } from './useRemoteSearch';
import { useValueLabel } from './useValueLabel';

export interface SearchOption {
  value: string;
  text: string;
}

/** `search` and `resolveLabel` must be stable (module level or useCallback). */
export interface RemoteSearchSelectProps extends SelectFieldProps {
  search: (keyword: string) => Promise<SearchOption[]>;
  resolveLabel: (value: string) => Promise<string | undefined>;
  debounceMs: number;
}

// spec 8.2: the hint before typing, and the text when a search finds nothing.
const EMPTY_CONTENT: Record<SearchStatus, ReactNode> = {
  idle: SEARCH_HINT,
  loading: <Spin size="small" />,
  done: NO_SEARCH_RESULT,
  failed: null,
};

/** A single select whose options come from a debounced server search (the two search selects). */
export function RemoteSearchSelect({
  search,
  resolveLabel,
  debounceMs,
  value,
  onChange,
  placeholder = SEARCH_HINT,
  disabled,
  id,
  style,
}: RemoteSearchSelectProps) {
  const { items, status, onSearch } = useRemoteSearch(search, debounceMs);
  const { labelOf, remember } = useValueLabel(value, resolveLabel);

  return (
    <Select
      id={id}
      style={{ width: '100%', ...style }}
      disabled={disabled}
      allowClear
      showSearch
      filterOption={false}
      placeholder={placeholder}
      notFoundContent={EMPTY_CONTENT[status]}
      options={items.map((item) => ({ value: item.value, label: item.text }))}
      onSearch={onSearch}
      value={value || undefined}
      labelRender={({ value: shown, label }) => labelOf(String(shown)) ?? label ?? shown}
      onChange={(next: string | undefined, option) => {
        if (next && option && !Array.isArray(option)) remember(next, String(option.label));
        onChange?.(next);
      }}
    />
  );
}
