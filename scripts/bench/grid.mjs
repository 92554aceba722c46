#!/usr/bin/env node
// Grid figures of issue 6 "Performance": the console's EditableGrid against a plain antd 5 Table
// (virtual, and non-virtual) on the same generated rows, 20 columns and 360 px body, in headless
// Chromium. The page (scripts/bench/grid) is built with its own Vite config into the scratch
// folder and served with `vite preview`. Run alone with `node scripts/bench/grid.mjs`; run.mjs
// runs it after its other sections. A report: numbers are printed and stored, never asserted.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localBin, projectRoot, run, superviseChildren } from '../lib/processes.mjs';
import { launchBrowser } from './browser.mjs';
import { makeScratchDir } from './build.mjs';
import { loadOnce } from './gridRuns.mjs';
import { printGrid, ratio, writeResults } from './report.mjs';
import { startPreview } from './serve.mjs';

const gridConfig = path.join(projectRoot, 'scripts/bench/grid.vite.config.ts');

export const gridBench = {
  runs: 5,
  cols: 20,
  largeRows: 100_000,
  smallRows: 100,
  /**
   * The non-virtual antd Table renders every row (1,000 rows took 7–15 s on this loaded box): it is
   * measured at `antdRows` in `antdRuns` runs, and at 100k tried once, stopped after the cap.
   */
  antdRows: 1_000,
  antdRuns: 3,
  antdLargeTimeoutMs: 20_000,
  loadTimeoutMs: 60_000,
  scrollFrames: 60,
  scrollDeltaPx: 240,
};

export const gridMethod = {
  page:
    'scripts/bench/grid built with its own Vite config; ?impl=grid|antd-virtual|antd&rows&cols. ' +
    'Same generated rows (the gallery 100k data), a sequence column, a checkbox selection column ' +
    'and 20 data columns of 120 px, body viewport 360 px (the grid: 400 px max height less its ' +
    '40 px header; antd: scroll.y 360). Grid size small (48 px rows), antd size small. Each ' +
    'load in a new browser context, 1440×900, no throttling; all times are performance.now() ' +
    'in the page.',
  domRows:
    'Body rows in the DOM after the first render: [role=row] in the grid body, .ant-table-row ' +
    'in antd.',
  initialRender:
    'ms from just before createRoot().render (the rows are generated before) to the end of the ' +
    'first animation frame that contains body rows (rAF poll, then a task posted from it).',
  scroll:
    'At the large row count, after 500 ms idle: the body scroll container gets scrollTop += ' +
    '240 px in each of 60 requestAnimationFrame callbacks; frame time is the delta between ' +
    'consecutive rAF timestamps; p50 and p95 of the 60.',
  edit:
    'Grid only, at 100 and at 100k rows: click the first text cell of row 3, fill a new value, ' +
    "press Enter; ms from the Enter keydown's event.timeStamp to the end of the first frame " +
    'where the cell shows the value and no editor. n/a for antd (a plain Table has no editor).',
  summary:
    'Each figure is the median of the runs (impls alternate within a run; one unrecorded ' +
    'warm-up load each); ratios are against antd virtual measured in the same run. The ' +
    'non-virtual antd Table is measured at 1,000 rows (3 runs) and tried once at 100k, ' +
    'stopped after 20 s.',
};

const impls = [
  { id: 'grid', label: 'EditableGrid' },
  { id: 'antd-virtual', label: 'antd Table virtual' },
  { id: 'antd', label: 'antd Table' },
];

const median = (values) => {
  const present = values.filter((value) => typeof value === 'number');
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
};

async function buildPage(scratchDir) {
  const dist = path.join(scratchDir, 'grid');
  await run(localBin('vite'), ['build', '--config', gridConfig, '--outDir', dist]);
  return dist;
}

/** The large load of each impl: 100k rows, or `antdRows` for the non-virtual Table. */
const largeRowsOf = (id) => (id === 'antd' ? gridBench.antdRows : gridBench.largeRows);

async function collect(browser, baseURL) {
  const { cols, runs, antdRuns, smallRows, loadTimeoutMs } = gridBench;
  const scroll = { frames: gridBench.scrollFrames, deltaPx: gridBench.scrollDeltaPx };
  const load = (impl, rows, extra = {}) =>
    loadOnce(browser, baseURL, { impl, rows, cols, timeoutMs: loadTimeoutMs, ...extra });
  for (const { id } of impls) await load(id, smallRows); // warm-up, unrecorded
  const samples = Object.fromEntries(impls.map(({ id }) => [id, { small: [], large: [] }]));
  for (let index = 0; index < runs; index += 1) {
    console.log(`grid run ${index + 1} of ${runs}…`);
    for (const { id } of impls) {
      if (id === 'antd' && index >= antdRuns) continue;
      const editText = id === 'grid' ? `已编辑${index + 1}` : undefined;
      samples[id].small.push(await load(id, smallRows, { editText }));
      samples[id].large.push(await load(id, largeRowsOf(id), { scroll, editText }));
    }
  }
  console.log('trying the non-virtual antd Table at 100k once…');
  const antdLarge = await load('antd', gridBench.largeRows, {
    timeoutMs: gridBench.antdLargeTimeoutMs,
  });
  return { samples, antdLarge };
}

function summarizeImpl({ id, label }, { small, large }) {
  const timedOut = [...small, ...large].some((sample) => sample.timedOut);
  if (timedOut) throw new Error(`${label}: a load did not render within the cap`);
  const renderSmallMs = median(small.map((sample) => sample.renderMs));
  const renderLargeMs = median(large.map((sample) => sample.renderMs));
  return {
    id,
    label,
    largeRows: largeRowsOf(id),
    runs: large.length,
    domRows: median(large.map((sample) => sample.domRows)),
    renderSmallMs,
    renderLargeMs,
    renderRatio: ratio(renderLargeMs, renderSmallMs),
    scrollP50Ms: median(large.map((sample) => sample.scroll.p50)),
    scrollP95Ms: median(large.map((sample) => sample.scroll.p95)),
    editSmallMs: median(small.map((sample) => sample.editMs)),
    editLargeMs: median(large.map((sample) => sample.editMs)),
    samples: { small, large },
  };
}

const comparedFigures = [
  'domRows',
  'renderSmallMs',
  'renderLargeMs',
  'renderRatio',
  'scrollP50Ms',
  'scrollP95Ms',
];

/** Builds, serves and measures the grid page; `watch` supervises the preview when given. */
export async function measureGridSection({ browser, scratchDir, watch }) {
  const dist = await buildPage(scratchDir);
  const preview = await startPreview({ dist, config: gridConfig, label: 'bench-grid' });
  watch?.(preview.child, 'grid bench preview');
  const { samples, antdLarge } = await collect(browser, preview.url);
  const rows = impls.map((impl) => summarizeImpl(impl, samples[impl.id]));
  const anchor = rows.find((row) => row.id === 'antd-virtual');
  const grid = rows.find((row) => row.id === 'grid');
  const againstAnchor = Object.fromEntries(
    comparedFigures.map((figure) => [figure, ratio(grid[figure], anchor[figure])]),
  );
  return {
    method: gridMethod,
    settings: gridBench,
    rows,
    gridAgainstAntdVirtual: againstAnchor,
    antdNonVirtualLarge: {
      rows: gridBench.largeRows,
      timeoutMs: gridBench.antdLargeTimeoutMs,
      ...antdLarge,
    },
  };
}

async function main(supervisor) {
  const scratchDir = await makeScratchDir();
  const browser = await launchBrowser();
  try {
    const grid = await measureGridSection({ browser, scratchDir, watch: supervisor.watch });
    printGrid(grid);
    const file = path.join(projectRoot, 'bench-results/grid.json');
    await writeResults(file, { measuredAt: new Date().toISOString(), grid });
    console.log(`\nWrote ${path.relative(projectRoot, file)}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const supervisor = superviseChildren();
  main(supervisor).then(
    () => supervisor.shutdown(0),
    (error) => {
      console.error(`bench grid: ${error.message}`);
      supervisor.shutdown(1);
    },
  );
}
