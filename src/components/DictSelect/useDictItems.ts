import { useEffect, useMemo, useState } from 'react';
import { cachedDictItems, loadDictItems, type DictItem } from '../../../providers/dict-api';
import { showLoadFailure } from './showLoadFailure';
import { useAppFeedback } from '../feedback/useAppFeedback';

interface Loaded {
  dictCode: string;
  items: DictItem[];
}

export interface DictItemsState {
  items: DictItem[];
  loading: boolean;
}

/** The active items of a dictionary, cache first (spec 7.3); nothing for an empty code. */
export function useDictItems(dictCode: string): DictItemsState {
  const { message } = useAppFeedback();
  // Read in the first render, so a tag or a cell paints its text at once, never its code for a tick.
  const cached = useMemo(() => (dictCode ? cachedDictItems(dictCode) : undefined), [dictCode]);
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!dictCode || cached) return undefined;
    let live = true;
    loadDictItems(dictCode).then(
      (items) => {
        if (live) setLoaded({ dictCode, items });
      },
      (error: unknown) => {
        if (!live) return;
        showLoadFailure(message, error);
        setLoaded({ dictCode, items: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [dictCode, cached, message]);

  if (cached) return { items: cached, loading: false };
  const current = loaded?.dictCode === dictCode;
  return { items: current ? loaded.items : [], loading: Boolean(dictCode) && !current };
}
