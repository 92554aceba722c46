// The bench's output: two plain-text tables (sizes, timings) and bench-results/bench.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const kib = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value) => `${value.toFixed(0)} ms`;
const ratioText = (ratio) => (ratio === null ? 'n/a' : ratio.toFixed(2));

export function ratio(value, reference) {
  return value === null || !reference ? null : Number((value / reference).toFixed(3));
}

function printTable(header, lines) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  lines.forEach((line) => console.log(format(line)));
}

/** Sizes: the browser's count is the row's figure, the manifest's its cross-check. */
export function printSizes(rows) {
  printTable(
    [
      'gzip JS',
      'route',
      'browser',
      'JS files',
      'manifest',
      'baseline',
      'baseline JS',
      'app / baseline',
    ],
    rows.map((row) => [
      row.label,
      row.route,
      kib(row.browser.gzipBytes),
      // Requests: over HTTP/1.1 (vite preview) the browser fetches six at a time.
      String(row.browser.files.length),
      kib(row.manifest.gzipBytes),
      row.baselineRoute,
      kib(row.baselineGzipBytes),
      ratioText(row.ratio),
    ]),
  );
  for (const row of rows) {
    const sizeOf = (file) => row.browser.files.find((entry) => entry.file === file)?.gzipBytes;
    if (row.manifest.note) console.log(`  ${row.label}: no manifest figure, ${row.manifest.note}`);
    if (row.onlyInBrowser.length > 0) {
      const files = row.onlyInBrowser.map((file) => `${file} (${kib(sizeOf(file) ?? null)})`);
      console.log(`  ${row.label}: requested, not in the manifest sum: ${files.join(', ')}`);
    }
    if (row.onlyInManifest.length > 0) {
      console.log(`  ${row.label}: in the manifest sum, not requested: ${row.onlyInManifest}`);
    }
  }
}

/** Timings: p50 with min/max of the runs, app rows against the baseline's p50. */
export function printTimings(rows, runs) {
  printTable(
    [`cold load, ${runs} runs`, 'p50', 'min', 'max', 'app / baseline (p50)'],
    rows.map((row) => [row.label, ms(row.p50), ms(row.min), ms(row.max), ratioText(row.ratio)]),
  );
}

/** Gallery: JS per step, and when each heavy library was first fetched. */
export function printGallery({ steps, heavy }) {
  printTable(
    ['widget gallery step', 'new JS (gzip)', 'files'],
    steps.map((step) => [step.label, kib(step.gzipBytes), String(step.files.length)]),
  );
  printTable(
    ['heavy library', 'first fetched at'],
    heavy.map((row) => [row.library, row.firstFetchedAt]),
  );
}

/** Cron preview: median µs per call, console against croner. */
export function printCron({ count, iterations, rows }) {
  const micros = (value) => (value === null ? 'n/a' : `${value.toFixed(1)} µs`);
  printTable(
    [`next ${count} run times, median of ${iterations}`, 'console', 'croner', 'console / croner'],
    rows.map((row) => [
      row.expression,
      micros(row.consoleMicros),
      micros(row.cronerMicros),
      ratioText(ratio(row.consoleMicros, row.cronerMicros)),
    ]),
  );
}

export async function writeResults(file, results) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** Per resource page: its own gzip JS against the 60 KB budget of issue 5, and what it shares. */
export function printResourcePages(rows, budgetBytes) {
  printTable(
    ['resource page (component)', 'own JS', `own ≤ ${kib(budgetBytes)}`, 'shared with other pages'],
    rows.map((row) => [
      row.component,
      kib(row.ownBytes),
      row.ownBytes === null ? row.note : row.withinBudget ? 'yes' : 'NO',
      row.ownBytes !== null && row.note ? row.note : kib(row.sharedBytes),
    ]),
  );
}

/** Grid (issue 6): EditableGrid, antd virtual and non-virtual Tables, grid against antd virtual. */
export function printGrid({ error, rows, gridAgainstAntdVirtual, antdNonVirtualLarge, settings }) {
  if (error) {
    console.log(`\ngrid section failed: ${error}`);
    return;
  }
  const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
  const count = (value) => (value === null ? 'n/a' : value.toLocaleString('en-US'));
  const at = (row, text) =>
    text === 'n/a' || row.largeRows === settings.largeRows
      ? text
      : `${text} @${count(row.largeRows)}`;
  const large = count(settings.largeRows);
  const small = count(settings.smallRows);
  const figure = (label, key, format, { scaled = false } = {}) => [
    label,
    ...['grid', 'antd-virtual', 'antd'].map((id) => {
      const value = byId[id][key];
      const text = value === null ? 'n/a' : format(value);
      return scaled ? at(byId[id], text) : text;
    }),
    ratioText(gridAgainstAntdVirtual[key] ?? null),
  ];
  const runs = rows.map((row) => `${row.label} ${row.runs}`).join(', ');
  printTable(
    [
      `grid, ${settings.cols} columns, median of runs`,
      'grid',
      'antd virtual',
      'antd',
      'grid / antd v.',
    ],
    [
      figure(`DOM body rows at ${large}`, 'domRows', count, { scaled: true }),
      figure(`initial render, ${small} rows`, 'renderSmallMs', ms),
      figure(`initial render, ${large} rows`, 'renderLargeMs', ms, { scaled: true }),
      figure(`render ${large} / ${small}`, 'renderRatio', ratioText, { scaled: true }),
      figure('scroll frame p50', 'scrollP50Ms', ms, { scaled: true }),
      figure('scroll frame p95', 'scrollP95Ms', ms, { scaled: true }),
      figure(`edit commit (Enter → shown), ${small} rows`, 'editSmallMs', ms),
      figure(`edit commit (Enter → shown), ${large} rows`, 'editLargeMs', ms),
    ],
  );
  console.log(`  runs: ${runs}; antd's @ figures are at that row count, not ${large}`);
  const { timedOut, renderMs, timeoutMs } = antdNonVirtualLarge;
  console.log(
    `  antd Table (non-virtual) at ${large} rows, one try: ${
      timedOut ? `no rows after ${timeoutMs / 1000} s, stopped` : `rendered in ${ms(renderMs)}`
    }`,
  );
}

/** 批量代付: import + validate time per size, and the total against an independent BigInt sum. */
export function printBatch({ error, runs, rows, firstPaint }) {
  if (error) {
    console.log(`\n批量代付: not measured (${error})`);
    return;
  }
  printTable(
    [`批量代付 rows, median of ${runs}`, 'import + validate', 'total', 'exact', 'float sum'],
    rows.map((row) => [
      String(row.rows),
      ms(row.importValidateMs),
      row.total ?? 'n/a',
      row.exact ? 'yes' : 'NO',
      `${row.floatTotal}${row.floatExact ? '' : ' (wrong)'}`,
    ]),
  );
  if (firstPaint) {
    const text = firstPaint.error
      ? `not measured (${firstPaint.error})`
      : firstPaint.rows.map((row) => `${row.rows} rows ${ms(row.ms)}`).join(', ');
    console.log(`  first grid paint of the batch page: ${text}`);
  }
}

/** Issue 20's budget: each figure against the baseline, with its target and the verdict. */
export function printStartup(rows) {
  const value = (row) =>
    row.value === null ? 'n/a' : row.unit === 'bytes' ? kib(row.value) : ms(row.value);
  const baseline = (row) =>
    row.baseline === null ? 'n/a' : row.unit === 'bytes' ? kib(row.baseline) : ms(row.baseline);
  const verdict = (row) => (row.withinTarget === null ? 'n/a' : row.withinTarget ? 'yes' : 'NO');
  printTable(
    ['startup budget', 'console', 'baseline', 'ratio', 'target', 'within'],
    rows.map((row) => [
      row.label,
      value(row),
      baseline(row),
      ratioText(row.ratio),
      `≤ ${row.target.toFixed(2)}`,
      verdict(row),
    ]),
  );
}

/** The largest packages and modules each route loads (gzip of each module's code alone). */
export function printLargestModules(routes) {
  for (const route of routes) {
    printTable(
      [`${route.label} ${route.route}: largest packages`, 'gzip'],
      route.packages.map((entry) => [entry.name, kib(entry.gzipBytes)]),
    );
    printTable(
      [`${route.label} ${route.route}: largest modules`, 'gzip'],
      route.modules.map((entry) => [entry.name, kib(entry.gzipBytes)]),
    );
  }
}
