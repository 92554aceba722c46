// Builds the console (with a Vite manifest) and the baseline app into a private temporary folder:
// never dist/, which other work in the same tree may be building or serving.
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localBin, projectRoot, run } from '../lib/processes.mjs';

export const baselineConfig = path.join(projectRoot, 'scripts/bench/baseline/vite.config.ts');
// The console's own build plus the module table and the treemap (buildApp.mjs).
const appBuild = path.join(projectRoot, 'scripts/bench/buildApp.mjs');
export const treemapFile = path.join(projectRoot, 'bench-results/treemap.html');

/** A temporary folder removed when this process exits, whatever the way out. */
export async function makeScratchDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function timed(label, task) {
  const started = performance.now();
  await task();
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(`${label}: ${seconds} s`);
  return seconds;
}

/** Both builds, one after the other (two cores). Returns their folders and build times. */
export async function buildAll(scratchDir) {
  const vite = localBin('vite');
  const appDist = path.join(scratchDir, 'app');
  const baselineDist = path.join(scratchDir, 'baseline');
  const buildSeconds = {
    app: await timed('app build', () => run(process.execPath, [appBuild, appDist, treemapFile])),
    baseline: await timed('baseline build', () =>
      run(vite, ['build', '--config', baselineConfig, '--outDir', baselineDist]),
    ),
  };
  return { appDist, baselineDist, buildSeconds };
}
