/** spec 9: a detail list has at most 4 columns, 3 by default. */
export const DETAIL_COLUMNS_DEFAULT = 3;
export const DETAIL_COLUMNS_MAX = 4;

/** The column count a detail list uses: whole, between 1 and the maximum, else the default. */
export function detailColumns(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return DETAIL_COLUMNS_DEFAULT;
  return Math.min(DETAIL_COLUMNS_MAX, Math.max(1, Math.floor(requested)));
}
