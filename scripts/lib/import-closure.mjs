/**
 * What `start` reaches through static imports, `start` included: `importsOf(name)` gives a
 * chunk's (or a manifest entry's) static imports, undefined for a name that is not there, which is
 * left out. The bench reads it from the Vite manifest, the build's chunk groups from the chunks.
 */
export function importClosure(start, importsOf) {
  const seen = new Set();
  const visit = (name) => {
    const imports = importsOf(name);
    if (seen.has(name) || !imports) return;
    seen.add(name);
    imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}
