import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { linkedFields, type ListFields, type ListName } from '../../src/lib/listLinks';

/** Locations a list remembers having read; a hidden tab re-renders at the one it opened at. */
const SEEN_MAX = 20;

/**
 * One arrival at a location: its history key (new with every navigation of the app) with its
 * query, as a location that came by popstate without the router's state has the key 'default'.
 */
const arrivalOf = ({ key, search }: { key: string; search: string }) => `${key}${search}`;

interface LinkState<N extends ListName> {
  seen: readonly string[];
  fields: ListFields<N>;
  version: number;
}

export interface ListLink<N extends ListName> {
  /** The search fields of the last link that reached the list (empty: opened without one). */
  fields: ListFields<N>;
  /** Whether a link gave the list its filters (else the page's own defaults apply). */
  linked: boolean;
  /** Changes with every new link: key the list by it so it starts afresh with the new filters. */
  key: string;
}

/**
 * The filters a link put in a list's URL (issue 18 item 4, `listHref`). Read once per navigation:
 * a location without any of the list's filters (the menu, the tab bar) leaves the list as it is,
 * and a kept-alive tab that is hidden, and so rendered at the location it opened at (spec 2.8),
 * does not take that location's filters again. The page never writes the URL.
 */
export function useListLink<N extends ListName>(name: N): ListLink<N> {
  const location = useLocation();
  const arrival = arrivalOf(location);
  const [state, setState] = useState<LinkState<N>>(() => ({
    seen: [arrival],
    fields: linkedFields(name, location.search),
    version: 0,
  }));
  let current = state;
  if (!state.seen.includes(arrival)) {
    const fields = linkedFields(name, location.search);
    const linked = Object.keys(fields).length > 0;
    current = {
      seen: [...state.seen.slice(1 - SEEN_MAX), arrival],
      fields: linked ? fields : state.fields,
      version: linked ? state.version + 1 : state.version,
    };
    // Adjusted during render, as React advises for state derived from a changed input.
    setState(current);
  }
  return {
    fields: current.fields,
    linked: Object.keys(current.fields).length > 0,
    key: `${name}-${current.version}`,
  };
}

/**
 * 重置 of a search form that may have opened with a link's values (its initialValues): every
 * field emptied, then the page's own defaults (交易复核: 待复核), not the link's values again.
 */
export function resetSearch<Values extends object>(
  form: FormInstance<Values>,
  defaults: Partial<Values> = {},
): void {
  form.resetFields();
  const names = Object.keys(form.getFieldsValue(true));
  const emptied = Object.fromEntries(names.map((field) => [field, undefined]));
  form.setFieldsValue({ ...emptied, ...defaults } as Parameters<typeof form.setFieldsValue>[0]);
}
