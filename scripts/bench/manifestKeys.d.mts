export function manifestKeyOf(
  manifest: Record<string, { file: string }>,
  modules: { chunks: Record<string, Record<string, number>> } | undefined,
  key: string,
): string | undefined;
