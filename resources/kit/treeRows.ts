/**
 * Rows of a tree-mode list (spec 3 tree node and tree-table node, 4), as pure functions: the
 * server's nested rows made fit for antd's tree table, and lazily loaded children put in place.
 */
import type { ListRow } from './types';

/** Marks the placeholder child that stands for children not loaded yet (spec 4 'loading...'). */
const PLACEHOLDER_FIELD = '__listTreePlaceholder';

/** The key of a row as text ('' when the row has none). */
export function keyOf(row: ListRow, rowKey: string): string {
  const key: unknown = row[rowKey];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

export function placeholderRow<T extends ListRow>(parentKey: string, rowKey: string): T {
  return { [rowKey]: `${parentKey}_loadChild`, [PLACEHOLDER_FIELD]: true } as unknown as T;
}

export const isPlaceholderRow = (row: ListRow): boolean => row[PLACEHOLDER_FIELD] === true;

/**
 * The server's nested rows with `children` only where there are some: JeecgBoot sends `null` for
 * leaves and `[]` for nodes it did not fill, and antd shows an expand icon for any array.
 */
export function nestedRows<T extends ListRow>(rows: readonly T[]): T[] {
  return rows.map((row) => {
    const { children, ...fields } = row;
    if (!Array.isArray(children) || children.length === 0) return fields as T;
    return { ...fields, children: nestedRows(children as T[]) } as unknown as T;
  });
}

export interface LazyRowsOptions<T extends ListRow> {
  rowKey: string;
  hasChildren: (row: T) => boolean;
  /** Children loaded so far, by parent key (an empty list: the row turned out to have none). */
  loaded: ReadonlyMap<string, readonly T[]>;
}

/**
 * Rows whose children load on first expand (spec 4): loaded children in place (themselves lazy),
 * a placeholder child for rows with children not loaded yet, none for leaves. A child already
 * shown elsewhere is left out: antd needs unique row keys.
 */
export function lazyRows<T extends ListRow>(
  rows: readonly T[],
  options: LazyRowsOptions<T>,
  seen = new Set<string>(),
): T[] {
  const { rowKey, hasChildren, loaded } = options;
  const fresh = rows.filter((row) => {
    const key = keyOf(row, rowKey);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return fresh.map((row) => {
    const { children: _server, ...fields } = row;
    const key = keyOf(row, rowKey);
    const children = loaded.get(key);
    if (children) {
      const shaped = lazyRows(children, options, seen);
      return (shaped.length > 0 ? { ...fields, children: shaped } : fields) as T;
    }
    return (
      hasChildren(row) ? { ...fields, children: [placeholderRow(key, rowKey)] } : fields
    ) as T;
  });
}
