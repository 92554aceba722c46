import { useCallback, useEffect, useRef, useState } from 'react';
import { showLoadFailure } from '../DictSelect/showLoadFailure';
import { useAppFeedback } from '../feedback/useAppFeedback';

/** idle: nothing typed yet; loading: a search is on its way; done / failed: its answer is in. */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

interface Answer<T> {
  keyword: string;
  search: (keyword: string) => Promise<T[]>;
  items: T[];
  failed: boolean;
}

export interface RemoteSearch<T> {
  items: T[];
  status: SearchStatus;
  /** Call on every keystroke; the search runs `debounceMs` after the last one (spec 9). */
  onSearch: (text: string) => void;
}

/**
 * Debounced remote search: only the last keyword typed within `debounceMs` is searched, and an
 * answer to an older keyword (or an older `search`) is never shown.
 */
export function useRemoteSearch<T>(
  search: (keyword: string) => Promise<T[]>,
  debounceMs: number,
): RemoteSearch<T> {
  const { message } = useAppFeedback();
  const [keyword, setKeyword] = useState('');
  const [answer, setAnswer] = useState<Answer<T>>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setKeyword(text.trim()), debounceMs);
    },
    [debounceMs],
  );

  useEffect(() => {
    if (!keyword) return undefined;
    let live = true;
    search(keyword).then(
      (items) => {
        if (live) setAnswer({ keyword, search, items, failed: false });
      },
      (error: unknown) => {
        if (!live) return;
        showLoadFailure(message, error);
        setAnswer({ keyword, search, items: [], failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [keyword, search, message]);

  const current = keyword && answer?.keyword === keyword && answer.search === search;
  if (!keyword) return { items: [], status: 'idle', onSearch };
  if (!current) return { items: [], status: 'loading', onSearch };
  return { items: answer.items, status: answer.failed ? 'failed' : 'done', onSearch };
}
