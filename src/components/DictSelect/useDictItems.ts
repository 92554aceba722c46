import { App } from 'antd';
import { useEffect, useState } from 'react';
import { loadDictItems, type DictItem } from '../../../providers/dict-api';
import { showLoadFailure } from './showLoadFailure';

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
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!dictCode) return undefined;
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
  }, [dictCode, message]);

  const current = loaded?.dictCode === dictCode;
  return { items: current ? loaded.items : [], loading: Boolean(dictCode) && !current };
}
