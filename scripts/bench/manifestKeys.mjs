// Manifest lookups the bench's size measurement shares with its tests (sizes.mjs).

/**
 * The manifest key of a declared lazy module: its own key, or, when the build put it into a
 * shared chunk without a chunk of its own (the signed-in chunks, vite.config.ts), the key of the
 * chunk holding it, found in the bench build's module table (moduleTable.mjs).
 */
export function manifestKeyOf(manifest, modules, key) {
  if (manifest[key]) return key;
  const file = Object.keys(modules?.chunks ?? {}).find((chunk) =>
    Object.keys(modules.chunks[chunk]).some((id) => id.replaceAll('\\', '/').endsWith(`/${key}`)),
  );
  return Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
}
