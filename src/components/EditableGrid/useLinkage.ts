/**
 * Linked selects wired to the grid (spec 3 linkageKey; JeecgBoot's linkageConfig): options are
 * loaded per chain and parent value for the rows in view, each linked cell gets its row's options,
 * and after a change the children whose value is no longer offered are cleared.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  linkageChains,
  linkageClears,
  linkedOptions,
  linkagePlaces,
  parentsToLoad,
  type LinkageConfig,
  type LinkageOption,
} from '../../lib/grid/linkage';
import type { GridRow, RowId } from '../../lib/grid/rowState';
import type { GridValuesChange } from './gridProps';
import type { GridColumn } from './types';

const NO_CONFIG: readonly LinkageConfig[] = [];

interface ChainStore {
  options: Map<string, readonly LinkageOption[]>;
  failed: Set<string>;
  pending: Map<string, Promise<void>>;
}

export function useLinkage(
  columns: readonly GridColumn[],
  config: readonly LinkageConfig[] = NO_CONFIG,
  rowById: (id: RowId) => GridRow | undefined,
) {
  const chains = useMemo(() => linkageChains(columns, config), [columns, config]);
  const places = useMemo(() => linkagePlaces(chains), [chains]);
  // Per chain, named by its keys so that a config passed inline keeps what was loaded: options by
  // parent, the parents whose request failed (not retried, and never a reason to clear a value)
  // and the requests under way. The version re-renders the cells once options arrive.
  const stores = useRef(new Map<string, ChainStore>());
  const [, setVersion] = useState(0);
  const storeOf = useCallback(
    (chain: number): ChainStore => {
      const name = chains[chain]?.keys.join('\u0000') ?? '';
      let store = stores.current.get(name);
      if (!store) {
        store = { options: new Map(), failed: new Set(), pending: new Map() };
        stores.current.set(name, store);
      }
      return store;
    },
    [chains],
  );

  /** Loads a chain's options under a parent once. */
  const load = useCallback(
    (chain: number, parent: string): Promise<void> => {
      const store = storeOf(chain);
      if (store.options.has(parent) || store.failed.has(parent)) return Promise.resolve();
      const running = store.pending.get(parent);
      if (running) return running;
      const promise = Promise.resolve()
        .then(() => chains[chain]?.requestData(parent) ?? [])
        .then(
          (options) => void store.options.set(parent, options),
          () => void store.failed.add(parent),
        )
        .then(() => {
          store.pending.delete(parent);
          setVersion((version) => version + 1);
        });
      store.pending.set(parent, promise);
      return promise;
    },
    [chains, storeOf],
  );

  /** Loads what the given (visible) rows' linked cells need. */
  const loadFor = useCallback(
    (rows: readonly GridRow[]) => {
      chains.forEach((chain, index) => {
        for (const parent of parentsToLoad(chain, rows, storeOf(index).options)) {
          void load(index, parent);
        }
      });
    },
    [chains, storeOf, load],
  );

  /** The columns as a row's cells see them: a linked column carries its row's options. */
  const columnsFor = useCallback(
    (shown: readonly GridColumn[], row: GridRow): readonly GridColumn[] => {
      if (places.size === 0) return shown;
      return shown.map((column) => {
        const place = places.get(column.key);
        const chain = place && chains[place.chain];
        if (!place || !chain) return column;
        const options = linkedOptions(chain, place.level, row, storeOf(place.chain).options) ?? [];
        return { ...column, options };
      });
    },
    [places, chains, storeOf],
  );

  /**
   * After rows changed, writes the clearing of children no longer offered: at once when their
   * options are cached, else once they have loaded (the row as it is then).
   */
  const afterChange = useCallback(
    (changes: readonly GridValuesChange[], write: (clears: GridValuesChange[]) => void) => {
      if (chains.length === 0) return;
      const now: GridValuesChange[] = [];
      const resolve = (chain: number, id: RowId, keys: string[], sink: GridValuesChange[]) => {
        const row = rowById(id);
        const definition = chains[chain];
        if (!row || !definition) return;
        const store = storeOf(chain);
        const result = linkageClears(definition, row, keys, store.options);
        if ('need' in result) {
          if (store.failed.has(result.need)) return;
          void load(chain, result.need).then(() => {
            const later: GridValuesChange[] = [];
            resolve(chain, id, keys, later);
            if (later.length > 0) write(later);
          });
        } else if (result.clear.length > 0) {
          sink.push({ id, values: Object.fromEntries(result.clear.map((key) => [key, ''])) });
        }
      };
      for (const change of changes) {
        const keys = Object.keys(change.values);
        chains.forEach((chain, index) => {
          if (chain.keys.some((key) => keys.includes(key))) resolve(index, change.id, keys, now);
        });
      }
      if (now.length > 0) write(now);
    },
    [chains, storeOf, load, rowById],
  );

  return { loadFor, columnsFor, afterChange };
}
