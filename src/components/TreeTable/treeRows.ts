/** Rows of the tree table (spec 3 tree-table node, 4, 7.3), as pure functions. */
import { isRecord } from '../../lib/guards';

/** A tree-table node: an id, whether it has children, its loaded children, and its columns. */
export interface TreeTableRow {
  [field: string]: unknown;
  id: string | number;
  children?: TreeTableRow[];
}

/** Marks the placeholder child that stands for children not loaded yet. */
export const PLACEHOLDER_FIELD = '__treeTablePlaceholder';

/** Thrown when a reply holds neither a list nor `records` (spec 7.3, 8.2 返回数据类型不识别). */
export class UnrecognisedRowsError extends Error {
  constructor() {
    super('tree table reply holds neither a list nor records');
    this.name = 'UnrecognisedRowsError';
  }
}

const isRow = (value: unknown): value is TreeTableRow =>
  isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number');

/** The rows of a reply's result: the result itself when it is a list, else its `records`. */
export function rowsOf(result: unknown): TreeTableRow[] {
  const list = Array.isArray(result)
    ? (result as unknown[])
    : isRecord(result) && Array.isArray(result.records)
      ? (result.records as unknown[])
      : undefined;
  if (!list || !list.every(isRow)) throw new UnrecognisedRowsError();
  return list;
}

export function placeholderRow(parentId: TreeTableRow['id']): TreeTableRow {
  return { id: `${parentId}_loadChild`, [PLACEHOLDER_FIELD]: true };
}

export const isPlaceholderRow = (row: TreeTableRow): boolean => row[PLACEHOLDER_FIELD] === true;

/** spec 4: rows with children get a placeholder child until they are first expanded. */
export function withPlaceholders(
  rows: readonly TreeTableRow[],
  hasChildren: (row: TreeTableRow) => boolean,
): TreeTableRow[] {
  return rows.map((row) => {
    const { children: _ignored, ...fields } = row;
    return hasChildren(row) ? { ...fields, children: [placeholderRow(row.id)] } : fields;
  });
}

export function needsLoading(row: TreeTableRow): boolean {
  const [first] = row.children ?? [];
  return first !== undefined && isPlaceholderRow(first);
}

function collectIds(rows: readonly TreeTableRow[], into = new Set<string>()): Set<string> {
  for (const row of rows) {
    into.add(String(row.id));
    if (row.children) collectIds(row.children, into);
  }
  return into;
}

/**
 * The rows with the loaded `children` under `parentId`. An empty result removes the children
 * (spec 4: no expand icon); ids must stay unique for the table, so known rows are dropped.
 */
export function replaceChildren(
  rows: readonly TreeTableRow[],
  parentId: TreeTableRow['id'],
  children: readonly TreeTableRow[],
): TreeTableRow[] {
  const known = collectIds(rows);
  const fresh = children.filter((child) => {
    const id = String(child.id);
    if (known.has(id)) return false;
    known.add(id);
    return true;
  });
  const place = (level: readonly TreeTableRow[]): TreeTableRow[] =>
    level.map((row) => {
      if (String(row.id) === String(parentId)) {
        const { children: _old, ...fields } = row;
        return fresh.length > 0 ? { ...fields, children: fresh } : fields;
      }
      return row.children ? { ...row, children: place(row.children) } : row;
    });
  return place(rows);
}
