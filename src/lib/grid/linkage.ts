/**
 * Linked selects of the editable grid (spec 3 "Grid column" linkageKey), as JeecgBoot's JVxeTable
 * does them: the grid gets `linkageConfig` entries `{ key, requestData }` naming a chain's top
 * column, and each column's `linkageKey` names its next level. `requestData(parent)` gives the
 * options under a parent value ('' for the top level); a level whose parent is empty has none.
 * Options are cached per chain by parent value. Pure: the grid loads, this decides.
 */

export interface LinkageOption {
  value: string;
  text: string;
}

export type LinkageRequest = (
  parent: string,
) => readonly LinkageOption[] | Promise<readonly LinkageOption[]>;

export interface LinkageConfig {
  /** The chain's top column. */
  key: string;
  requestData: LinkageRequest;
}

export interface LinkageColumn {
  key: string;
  linkageKey?: string;
}

export interface LinkageChain {
  /** Column keys from the top level down. */
  keys: readonly string[];
  requestData: LinkageRequest;
}

/** Where a column sits: its chain and its level in it (0 the top). */
export interface LinkagePlace {
  chain: number;
  level: number;
}

/** Options by parent value, one cache per chain ('' holds the top level's). */
export type LinkageCache = ReadonlyMap<string, readonly LinkageOption[]>;

/** The result of a change: the keys to clear, or a parent whose options must be loaded first. */
export type LinkageClears = { clear: string[] } | { need: string };

const textOf = (value: unknown): string => (value == null ? '' : String(value));

/**
 * Each config's chain: its key, then each column's linkageKey, stopping at a key that is not a
 * column or was already taken (a cycle, or a column in two chains).
 */
export function linkageChains(
  columns: readonly LinkageColumn[],
  configs: readonly LinkageConfig[],
): LinkageChain[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const taken = new Set<string>();
  const chains: LinkageChain[] = [];
  for (const config of configs) {
    const keys: string[] = [];
    let column = byKey.get(config.key);
    while (column && !taken.has(column.key)) {
      taken.add(column.key);
      keys.push(column.key);
      column = column.linkageKey === undefined ? undefined : byKey.get(column.linkageKey);
    }
    if (keys.length > 0) chains.push({ keys, requestData: config.requestData });
  }
  return chains;
}

export function linkagePlaces(chains: readonly LinkageChain[]): Map<string, LinkagePlace> {
  const places = new Map<string, LinkagePlace>();
  chains.forEach((chain, index) =>
    chain.keys.forEach((key, level) => places.set(key, { chain: index, level })),
  );
  return places;
}

/**
 * The parent value a level's options come from in a row: '' for the top level, undefined when
 * the parent cell is empty (no options then, as in JeecgBoot).
 */
export function parentValueOf(
  chain: LinkageChain,
  level: number,
  row: Readonly<Record<string, unknown>>,
): string | undefined {
  if (level === 0) return '';
  const parent = textOf(row[chain.keys[level - 1] as string]);
  return parent === '' ? undefined : parent;
}

/** A cell's options: [] under an empty parent, undefined while its parent's are not loaded. */
export function linkedOptions(
  chain: LinkageChain,
  level: number,
  row: Readonly<Record<string, unknown>>,
  cache: LinkageCache,
): readonly LinkageOption[] | undefined {
  const parent = parentValueOf(chain, level, row);
  return parent === undefined ? [] : cache.get(parent);
}

/** The parent values whose options the given rows need and the cache lacks, in first-seen order. */
export function parentsToLoad(
  chain: LinkageChain,
  rows: readonly Readonly<Record<string, unknown>>[],
  cache: LinkageCache,
): string[] {
  const needed = new Set<string>();
  for (const row of rows) {
    for (let level = 0; level < chain.keys.length; level++) {
      const parent = parentValueOf(chain, level, row);
      if (parent !== undefined && !cache.has(parent)) needed.add(parent);
    }
  }
  return [...needed];
}

/**
 * After `changedKeys` changed in `row` (the row as it is now), the lower levels whose value is
 * no longer among their options are cleared, down the chain: a cleared level empties the parent
 * of the next, whose value then goes too. A child set by the same change and valid under the new
 * parent stays (a synced row brings both). Returns `need` when an options list is not cached.
 */
export function linkageClears(
  chain: LinkageChain,
  row: Readonly<Record<string, unknown>>,
  changedKeys: Iterable<string>,
  cache: LinkageCache,
): LinkageClears {
  const changed = new Set(changedKeys);
  const first = chain.keys.findIndex((key) => changed.has(key));
  const clear: string[] = [];
  if (first < 0) return { clear };
  let parent = textOf(row[chain.keys[first] as string]);
  for (let level = first + 1; level < chain.keys.length; level++) {
    const key = chain.keys[level] as string;
    const value = textOf(row[key]);
    if (value !== '') {
      const options = parent === '' ? [] : cache.get(parent);
      if (options === undefined) return { need: parent };
      if (!options.some((option) => option.value === value)) clear.push(key);
    }
    parent = clear.includes(key) ? '' : value;
  }
  return { clear };
}
