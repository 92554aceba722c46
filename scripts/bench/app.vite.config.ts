// The console's own build (vite.config.ts) plus what the bench reads about it: a treemap of every
// chunk (rollup-plugin-visualizer, bench-results/treemap.html) and `.vite/modules.json`, the
// gzip bytes of each module's rendered code per chunk and who imports each module, from which startup.mjs
// names the largest modules a route loads.
import { gzipSync } from 'node:zlib';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import consoleConfig from '../../vite.config.js';

const treemapFile = process.env.BENCH_TREEMAP ?? 'bench-results/treemap.html';

function moduleTable(): Plugin {
  return {
    name: 'bench:module-table',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      const importedBy: Record<string, readonly string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Each module's rendered code gzipped alone: more than its share of the chunk's gzip (no
        // shared dictionary), but it ranks modules by what they cost the route.
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

export default defineConfig(async (env) => {
  const base = (
    typeof consoleConfig === 'function' ? await consoleConfig(env) : consoleConfig
  ) as UserConfig;
  return mergeConfig(base, {
    plugins: [
      moduleTable(),
      visualizer({ filename: treemapFile, template: 'treemap', gzipSize: true }),
    ],
  });
});
