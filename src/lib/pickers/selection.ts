/**
 * Rows chosen in a paged picker table (spec 2.10): the choice outlives paging, searching and
 * department changes, so the rows themselves are kept, not only their keys.
 */

/**
 * The chosen rows after the table reports `keys`: rows already chosen keep their place, new keys
 * take their row from the page on show. Keys whose row is nowhere to be found are dropped.
 */
export function chooseRows<Row>(
  chosen: readonly Row[],
  keys: readonly (string | number | bigint)[],
  pageRows: readonly Row[],
  keyOf: (row: Row) => string,
): Row[] {
  const known = new Map<string, Row>();
  for (const row of pageRows) known.set(keyOf(row), row);
  for (const row of chosen) known.set(keyOf(row), row);
  return keys.flatMap((key) => known.get(String(key)) ?? []);
}

/** A click on a row (JeecgBoot customRow): single mode replaces, multiple mode toggles. */
export function toggleRow<Row>(
  chosen: readonly Row[],
  row: Row,
  multiple: boolean,
  keyOf: (row: Row) => string,
): Row[] {
  const key = keyOf(row);
  const without = chosen.filter((item) => keyOf(item) !== key);
  if (without.length < chosen.length) return multiple ? without : [...chosen];
  return multiple ? [...chosen, row] : [row];
}
