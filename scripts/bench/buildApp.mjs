// The bench's build of the console: the project's own vite.config.ts, named by path so the bench
// does not import the app's config, plus the module table and a treemap of every chunk.
// Run by build.mjs: `node scripts/bench/buildApp.mjs <outDir> <treemapFile>`.
import path from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import { build } from 'vite';
import { projectRoot } from '../lib/processes.mjs';
import { moduleTable } from './moduleTable.mjs';

const [outDir, treemapFile] = process.argv.slice(2);
if (!outDir || !treemapFile) throw new Error('usage: buildApp.mjs <outDir> <treemapFile>');

await build({
  root: projectRoot,
  configFile: path.join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [
    moduleTable(),
    visualizer({ filename: treemapFile, template: 'treemap', gzipSize: true }),
  ],
  build: { manifest: true, outDir, emptyOutDir: true },
});
