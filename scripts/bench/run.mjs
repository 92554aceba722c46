#!/usr/bin/env node
// npm run bench: gzip JS per entry route of the console against a plain Refine + antd baseline
// (scripts/bench/baseline), both built with the project's Vite. Prints a table and writes
// bench-results/bench.json. The console is built into dist/ with a manifest, so dist/ stays a
// normal, servable build.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { localBin, projectRoot, run } from '../lib/processes.mjs';
import { appRoutes, baselineRoutes } from './routes.mjs';

const GZIP_LEVEL = 6; // gzip's default, as in perf-security-anchors §1c
const appDist = path.join(projectRoot, 'dist');
const baselineDir = path.join(projectRoot, 'scripts/bench/baseline');
const baselineDist = path.join(baselineDir, 'dist');
const resultFile = path.join(projectRoot, 'bench-results/bench.json');

async function timed(label, task) {
  const started = performance.now();
  await task();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return Number(seconds.toFixed(1));
}

async function readManifest(dist) {
  return JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Manifest keys reachable through static imports from `keys`, the keys included. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The JS a cold load of `route` fetches, or a reason it cannot be measured (a declared lazy
 * module that is not a chunk of its own in this build).
 */
async function measureRoute(dist, manifest, { route, lazy }) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const missing = lazy.filter((key) => !manifest[key]);
  if (entries.length === 0)
    return { route, gzipBytes: null, note: 'no entry chunk in the manifest' };
  if (missing.length > 0) {
    return { route, gzipBytes: null, note: `no chunk for ${missing.join(', ')}` };
  }
  const files = [...staticClosure(manifest, [...entries, ...lazy])]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
  const chunks = await Promise.all(
    [...new Set(files)].sort().map(async (file) => {
      const source = await readFile(path.join(dist, file));
      return {
        file,
        rawBytes: source.length,
        gzipBytes: gzipSync(source, { level: GZIP_LEVEL }).length,
      };
    }),
  );
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { route, gzipBytes, chunks };
}

const kb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);

function printTable(rows) {
  const header = ['route', 'app gzip JS', 'baseline', 'baseline gzip JS', 'app / baseline'];
  const lines = rows.map((row) => [
    row.route,
    kb(row.gzipBytes),
    row.baselineRoute,
    kb(row.baselineGzipBytes),
    row.ratio === null ? 'n/a' : row.ratio.toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  lines.forEach((line) => console.log(format(line)));
  rows
    .filter((row) => row.note)
    .forEach((row) => console.log(`  ${row.route}: n/a because ${row.note}`));
}

async function main() {
  const vite = localBin('vite');
  const buildSeconds = {
    app: await timed('app build', () => run(vite, ['build', '--manifest', '--logLevel', 'warn'])),
    baseline: await timed('baseline build', () =>
      run(vite, ['build', '--config', path.join(baselineDir, 'vite.config.ts')]),
    ),
  };
  const [appManifest, baselineManifest] = await Promise.all([
    readManifest(appDist),
    readManifest(baselineDist),
  ]);
  const baseline = await Promise.all(
    baselineRoutes.map((route) => measureRoute(baselineDist, baselineManifest, route)),
  );
  const rows = await Promise.all(
    appRoutes.map(async (route) => {
      const measured = await measureRoute(appDist, appManifest, route);
      const base = baseline.find((candidate) => candidate.route === route.baseline) ?? baseline[0];
      const ratio =
        measured.gzipBytes !== null && base?.gzipBytes ? measured.gzipBytes / base.gzipBytes : null;
      return {
        ...measured,
        baselineRoute: base?.route ?? 'n/a',
        baselineGzipBytes: base?.gzipBytes ?? null,
        ratio: ratio === null ? null : Number(ratio.toFixed(3)),
      };
    }),
  );
  printTable(rows);
  await mkdir(path.dirname(resultFile), { recursive: true });
  await writeFile(
    resultFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: GZIP_LEVEL, buildSeconds, routes: rows, baseline }, null, 2)}\n`,
  );
  console.log(`\nWrote ${path.relative(projectRoot, resultFile)}`);
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exit(1);
});
