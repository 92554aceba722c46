/** Multi-value widgets hold one string, the values joined by a separator (spec 3 picker config). */
export const DEFAULT_SPLITER = ',';

export function splitValues(value: string | null | undefined, spliter = DEFAULT_SPLITER): string[] {
  if (!value) return [];
  return value.split(spliter).filter((part) => part !== '');
}

/** An empty selection is `undefined`, so a cleared field reads as empty to antd Form rules. */
export function joinValues(
  values: readonly string[],
  spliter = DEFAULT_SPLITER,
): string | undefined {
  return values.length > 0 ? values.join(spliter) : undefined;
}
