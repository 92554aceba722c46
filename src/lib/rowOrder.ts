/**
 * Row order operations of editable tables (spec 2.10 row drag-sort menu, spec 4 grid editing:
 * move up, move down, insert below, order numbers recalculated after each). Generic and pure:
 * every function returns a new array and leaves its input alone.
 */

/** Whether the row at `index` can move by `delta` without leaving the list. */
export function canMoveRow(length: number, index: number, delta: number): boolean {
  const target = index + delta;
  return (
    Number.isInteger(index) &&
    Number.isInteger(delta) &&
    delta !== 0 &&
    index >= 0 &&
    index < length &&
    target >= 0 &&
    target < length
  );
}

/**
 * The list with the row at `index` moved by `delta` places (-1 up, +1 down). A move that would
 * leave the list returns an unchanged copy, so a caller can apply it blindly.
 */
export function moveRow<T>(list: readonly T[], index: number, delta: number): T[] {
  const next = [...list];
  if (!canMoveRow(list.length, index, delta)) return next;
  const [row] = next.splice(index, 1);
  next.splice(index + delta, 0, row as T);
  return next;
}

/**
 * The list with `rows` inserted right after `index`; an index below 0 inserts at the top and one
 * past the end appends.
 */
export function insertBelow<T>(list: readonly T[], index: number, ...rows: T[]): T[] {
  const at = Math.min(Math.max(index + 1, 0), list.length);
  return [...list.slice(0, at), ...rows, ...list.slice(at)];
}

/** Default drag-sort order field (spec 3, 9: orderNum, starting at 1). */
export const ORDER_FIELD = 'orderNum';

/** Rows renumbered from 1 in list order under `field` (spec 4: recalculated after each change). */
export function renumberRows<T extends object>(
  rows: readonly T[],
  field: string = ORDER_FIELD,
): (T & Record<string, number>)[] {
  return rows.map((row, i) => ({ ...row, [field]: i + 1 }));
}
