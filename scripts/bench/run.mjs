#!/usr/bin/env node
// npm run bench: the console against a plain Refine + antd baseline (scripts/bench/baseline), both
// built with the project's Vite into a temporary folder and served with `vite preview` (the
// console on its own Prism mock). Reports gzip JS per route (browser count, cross-checked against
// the Vite manifest) and cold-load timings in headless Chromium, and writes
// bench-results/bench.json; then the editable grid against antd Tables (grid.mjs). A report, not
// a test: nothing here passes or fails on a number.
import os from 'node:os';
import path from 'node:path';
import { projectRoot, superviseChildren } from '../lib/processes.mjs';
import { launchBrowser } from './browser.mjs';
import { baselineConfig, buildAll, makeScratchDir, treemapFile } from './build.mjs';
import { measureBatch, measureBatchFirstPaint } from './batch.mjs';
import { measureCron } from './cron.mjs';
import { measureDemoBackend, printDemoBackend } from './demoBackend.mjs';
import { measureGallery } from './gallery.mjs';
import { measureGridSection } from './grid.mjs';
import { measureResourcePages, PAGE_BUDGET_BYTES } from './resources.mjs';
import {
  printBatch,
  printCron,
  printGallery,
  printGrid,
  printLargestModules,
  printResourcePages,
  printStartup,
  printSizes,
  printTimings,
  ratio,
  writeResults,
} from './report.mjs';
import {
  appRoutes,
  baselineFirstRender,
  baselineRoutes,
  cronBench,
  gallery,
  signIn,
  timingRows,
  timingRuns,
} from './routes.mjs';
import { startMock, startPreview } from './serve.mjs';
import { GZIP_LEVEL, measureRouteSize, readManifest } from './sizes.mjs';
import { largestPerRoute, readModuleTable, startupRows } from './startup.mjs';
import { collectTimings, summarize } from './timings.mjs';

const resultFile = path.join(projectRoot, 'bench-results/bench.json');
const startupFile = path.join(projectRoot, 'bench-results/bench-startup.json');
// `npm run bench -- --only startup`: the sizes, timings and startup budget alone (a few minutes).
const onlyStartup = process.argv.includes('--only') && process.argv.includes('startup');
// `npm run bench -- --only demo`: the demo backend's start time and list latency alone.
const onlyDemo = process.argv.includes('--only') && process.argv.includes('demo');
const demoFile = path.join(projectRoot, 'bench-results/bench-demo.json');

const timingMethod =
  'Headless Chromium, new browser context per run (empty cache), no throttling, no request ' +
  'routing; times read in the page with performance.now() (ms since navigation start) on the ' +
  'first animation frame in which the target is visible; sign-in is measured from the click ' +
  'event on the sign-in button, in the same page clock. One unrecorded warm-up run; app and ' +
  'baseline runs alternate.';

async function startServers({ appDist, baselineDist }, supervisor) {
  const mock = await startMock();
  supervisor.watch(mock.child, 'Prism');
  const mockPort = new URL(mock.url).port;
  const app = await startPreview({ dist: appDist, mockPort, label: 'bench-app' });
  supervisor.watch(app.child, 'console preview');
  const baseline = await startPreview({
    dist: baselineDist,
    config: baselineConfig,
    label: 'bench-baseline',
  });
  supervisor.watch(baseline.child, 'baseline preview');
  return { appURL: app.url, baselineURL: baseline.url };
}

async function measureSizes({ browser, appURL, baselineURL, appDist, baselineDist }) {
  const [appManifest, baselineManifest] = await Promise.all([
    readManifest(appDist),
    readManifest(baselineDist),
  ]);
  const baseline = [];
  for (const route of baselineRoutes) {
    baseline.push(
      await measureRouteSize({
        browser,
        baseURL: baselineURL,
        dist: baselineDist,
        manifest: baselineManifest,
        route,
      }),
    );
  }
  const rows = [];
  for (const route of appRoutes) {
    const measured = await measureRouteSize({
      browser,
      baseURL: appURL,
      dist: appDist,
      manifest: appManifest,
      route,
      signIn,
    });
    const base = baseline.find((candidate) => candidate.route === route.baseline) ?? baseline[0];
    rows.push({
      ...measured,
      baselineRoute: base.route,
      baselineGzipBytes: base.browser.gzipBytes,
      ratio: ratio(measured.browser.gzipBytes, base.browser.gzipBytes),
    });
  }
  return { rows, baseline };
}

async function measureTimings({ browser, appURL, baselineURL }) {
  const samples = await collectTimings({
    browser,
    appURL,
    baselineURL,
    signIn,
    baseline: baselineFirstRender,
    runs: timingRuns,
  });
  const summary = summarize(samples);
  const reference = summary[timingRows.find((row) => row.isBaseline).id].p50;
  return timingRows.map(({ id, label, isBaseline }) => ({
    id,
    label,
    ...summary[id],
    ratio: isBaseline ? null : ratio(summary[id].p50, reference),
  }));
}

/** Sizes, timings, the startup budget and the largest modules per route, printed. */
async function measureStartup({ browser, servers, appDist, baselineDist }) {
  console.log('Measuring JS per route in the browser…');
  const sizes = await measureSizes({ browser, ...servers, appDist, baselineDist });
  console.log(`Timing ${timingRuns} cold loads each…`);
  const timings = await measureTimings({ browser, ...servers });
  const startup = startupRows(sizes.rows, timings);
  const largest = largestPerRoute(await readModuleTable(appDist), sizes.rows, projectRoot);
  return { sizes, timings, startup, largest };
}

function printStartupSection({ sizes, timings, startup, largest }) {
  printSizes(sizes.rows);
  printTimings(timings, timingRuns);
  printStartup(startup);
  printLargestModules(largest);
  console.log(`\nTreemap of every chunk: ${path.relative(projectRoot, treemapFile)}`);
}

const machineOf = (browser) => ({
  cpus: os.cpus().length,
  chromium: browser.version(),
  node: process.version,
});

async function main(supervisor) {
  if (onlyDemo) {
    const demo = await measureDemoBackend();
    printDemoBackend(demo);
    await writeResults(demoFile, { measuredAt: new Date().toISOString(), ...demo });
    console.log(`\nWrote ${path.relative(projectRoot, demoFile)}`);
    return;
  }
  const scratchDir = await makeScratchDir();
  const { appDist, baselineDist, buildSeconds } = await buildAll(scratchDir);
  const servers = await startServers({ appDist, baselineDist }, supervisor);
  const browser = await launchBrowser();
  try {
    const measured = await measureStartup({ browser, servers, appDist, baselineDist });
    const { sizes, timings, startup, largest } = measured;
    if (onlyStartup) {
      printStartupSection(measured);
      await writeResults(startupFile, {
        measuredAt: new Date().toISOString(),
        machine: machineOf(browser),
        gzipLevel: GZIP_LEVEL,
        routes: sizes.rows,
        baseline: sizes.baseline,
        timings: { runs: timingRuns, method: timingMethod, rows: timings },
        startup,
        largestModules: largest,
      });
      console.log(`\nWrote ${path.relative(projectRoot, startupFile)}`);
      return;
    }
    console.log('Opening each tab of the widget gallery…');
    const galleryLoads = await measureGallery({
      browser,
      baseURL: servers.appURL,
      signIn,
      gallery,
    });
    const resourcePages = await measureResourcePages(appDist, await readManifest(appDist));
    console.log('Timing the cron preview…');
    const cron = await measureCron({ scratchDir, cronBench });
    console.log('Measuring the editable grid against antd Tables…');
    // A failed grid section is reported as such; the figures above are still printed and written.
    const grid = await measureGridSection({ browser, scratchDir, watch: supervisor.watch }).catch(
      (error) => ({ error: error.message }),
    );
    console.log('Timing the demo backend…');
    const demo = await measureDemoBackend().catch((error) => ({ error: error.message }));
    console.log('Timing 批量代付 import and validation…');
    const batch = await measureBatch({ scratchDir }).catch((error) => ({ error: error.message }));
    if (!batch.error) {
      batch.firstPaint = await measureBatchFirstPaint({
        browser,
        baseURL: servers.appURL,
        signIn,
      }).catch((error) => ({ error: error.message }));
    }
    printStartupSection(measured);
    printGallery(galleryLoads);
    printCron(cron);
    printResourcePages(resourcePages, PAGE_BUDGET_BYTES);
    printGrid(grid);
    printBatch(batch);
    printDemoBackend(demo);
    await writeResults(resultFile, {
      measuredAt: new Date().toISOString(),
      machine: machineOf(browser),
      gzipLevel: GZIP_LEVEL,
      buildSeconds,
      routes: sizes.rows,
      baseline: sizes.baseline,
      timings: { runs: timingRuns, method: timingMethod, rows: timings },
      startup,
      largestModules: largest,
      gallery: galleryLoads,
      cron,
      resourcePages: { budgetBytes: PAGE_BUDGET_BYTES, rows: resourcePages },
      grid,
      batch,
      demo,
    });
    console.log(`\nWrote ${path.relative(projectRoot, resultFile)}`);
  } finally {
    await browser.close();
  }
}

// The supervisor stops Prism and the previews on every way out, Ctrl-C included.
const supervisor = superviseChildren();
process.on('unhandledRejection', (error) => {
  console.error(`bench: ${error?.message ?? error}`);
  supervisor.shutdown(1);
});
main(supervisor).then(
  () => supervisor.shutdown(0),
  (error) => {
    console.error(`bench: ${error.message}`);
    supervisor.shutdown(1);
  },
);
