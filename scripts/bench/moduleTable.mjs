// Writes `.vite/modules.json` beside the manifest: per chunk, each module's rendered code gzipped
// alone (more than its share of the chunk's gzip, which shares one dictionary, but it ranks the
// modules by what they cost a route), and who imports each module. startup.mjs reads it.
import { gzipSync } from 'node:zlib';

/** @returns {import('vite').Plugin} */
export function moduleTable() {
  return {
    name: 'bench:module-table',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = {};
      const importedBy = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            id,
            module.code ? gzipSync(module.code, { level: 6 }).length : 0,
          ]),
        );
        for (const id of Object.keys(output.modules)) {
          importedBy[id] = this.getModuleInfo(id)?.importers ?? [];
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify({ chunks, importedBy }),
      });
    },
  };
}
