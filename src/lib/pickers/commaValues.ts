/**
 * Picker values are comma-joined strings, as JeecgBoot stores them (spec 3, 7.4: user names, user
 * ids, department ids or org codes).
 */

/** The values of a comma-joined string, trimmed, without empty entries or repeats. */
export function splitPickedValues(value: string | null | undefined): string[] {
  if (!value) return [];
  const values = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

export function joinPickedValues(values: readonly string[]): string {
  return values.join(',');
}

/**
 * The filter that looks values up exactly: JeecgBoot appends a comma so the server always builds
 * an IN query, even for one value that would otherwise be matched with LIKE (jeecg-contracts §2.2).
 */
export function inFilter(values: readonly string[]): string {
  return `${values.join(',')},`;
}

/** A LIKE filter in the list query language (jeecg-contracts §1.4), or nothing for blank text. */
export function likeFilter(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? `*${trimmed}*` : undefined;
}
