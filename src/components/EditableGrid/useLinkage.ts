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

export function useLinkage(
  columns: readonly GridColumn[],
  config: readonly LinkageConfig[] = NO_CONFIG,
  rowById: (id: RowId) => GridRow | undefined,
) {
  const chains = useMemo(() => linkageChains(columns, config), [columns, config]);
  const places = useMemo(() => linkagePlaces(chains), [chains]);
  // One cache per chain, named by its keys so that a config passed inline keeps its cache; the
  // version re-renders the cells once options arrive.
  const caches = useRef(new Map<string, Map<string, readonly LinkageOption[]>>());
  const pending = useRef(new Map<string, Promise<void>>());
  const [, setVersion] = useState(0);
  const cacheOf = useCallback(
    (chain: number): Map<string, readonly LinkageOption[]> => {
      const name = chains[chain]?.keys.join('\u0000') ?? '';
      let cache = caches.current.get(name);
      if (!cache) {
        cache = new Map();
        caches.current.set(name, cache);
      }
      return cache;
    },
    [chains],
  );

  /** Loads a chain's options under a parent once; a failed request offers none. */
  const load = useCallback(
    (chain: number, parent: string): Promise<void> => {
      const cache = cacheOf(chain);
      if (cache.has(parent)) return Promise.resolve();
      const key = `${chains[chain]?.keys.join('\u0000')}\u0001${parent}`;
      const running = pending.current.get(key);
      if (running) return running;
      const promise = Promise.resolve()
        .then(() => chains[chain]?.requestData(parent) ?? [])
        .catch((): readonly LinkageOption[] => [])
        .then((options) => {
          cache.set(parent, options);
          pending.current.delete(key);
          setVersion((version) => version + 1);
        });
      pending.current.set(key, promise);
      return promise;
    },
    [chains, cacheOf],
  );

  /** Loads what the given (visible) rows' linked cells need. */
  const loadFor = useCallback(
    (rows: readonly GridRow[]) => {
      chains.forEach((chain, index) => {
        for (const parent of parentsToLoad(chain, rows, cacheOf(index))) void load(index, parent);
      });
    },
    [chains, cacheOf, load],
  );

  /** The columns as a row's cells see them: a linked column carries its row's options. */
  const columnsFor = useCallback(
    (shown: readonly GridColumn[], row: GridRow): readonly GridColumn[] => {
      if (places.size === 0) return shown;
      return shown.map((column) => {
        const place = places.get(column.key);
        const chain = place && chains[place.chain];
        if (!place || !chain) return column;
        const options = linkedOptions(chain, place.level, row, cacheOf(place.chain)) ?? [];
        return { ...column, options };
      });
    },
    [places, chains, cacheOf],
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
        const result = linkageClears(definition, row, keys, cacheOf(chain));
        if ('need' in result) {
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
    [chains, cacheOf, load, rowById],
  );

  return { loadFor, columnsFor, afterChange };
}
