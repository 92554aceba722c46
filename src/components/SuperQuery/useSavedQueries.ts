import { useCallback, useState } from 'react';
import { storage } from '../../lib/storage';
import type { SavedQuery, SavedQueryKey } from '../../lib/superQuery/savedQueries';

/**
 * The saved queries of one page (spec 4: local storage under the prefix plus the route path or a
 * given code), re-read when the key changes and written through on every change.
 */
export function useSavedQueries(key: SavedQueryKey) {
  const [state, setState] = useState(() => ({ key, list: storage.get(key) ?? [] }));
  // A different page or code: its own list, read during render rather than in an effect.
  const current = state.key === key ? state : { key, list: storage.get(key) ?? [] };
  if (current !== state) setState(current);

  const store = useCallback(
    (list: SavedQuery[]) => {
      storage.set(key, list);
      setState({ key, list });
    },
    [key],
  );

  return [current.list, store] as const;
}
