// The startup budget (issue 20, targets as issue 33 set them): four console / baseline ratios, and for each
// measured route the largest modules and packages it loads (from the bench build's
// .vite/modules.json, see moduleTable.mjs), so whoever works on the budget sees where it goes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The figures of issue 20, each read from the sizes or timings rows by its id. Issue 33 allowed
 * `/Home` 0.90 (the price of using antd's components instead of copies of their insides) and
 * measures sign-in after typing, the figure a user meets: nobody signs in without typing.
 */
export const STARTUP_BUDGET = [
  {
    id: 'loginGzip',
    label: 'gzip JS, login route',
    from: 'size',
    route: '/user/login-admin',
    target: 0.45,
  },
  {
    id: 'shellGzip',
    label: 'gzip JS, signed-in shell /Home',
    from: 'size',
    route: '/Home',
    target: 0.9,
  },
  {
    id: 'loginInteractive',
    label: 'login form interactive (p50)',
    from: 'timing',
    timing: 'loginFormInteractive',
    target: 0.6,
  },
  {
    id: 'signInAfterTyping',
    label: 'sign-in click → first tab, after typing (p50)',
    from: 'timing',
    timing: 'signInAfterTyping',
    target: 0.5,
  },
];

/** One row per budget figure: console and baseline values, their ratio, the target, the verdict. */
export function startupRows(sizeRows, timingRows) {
  return STARTUP_BUDGET.map(({ id, label, from, route, timing, target }) => {
    const row =
      from === 'size'
        ? sizeRows.find((candidate) => candidate.route === route)
        : timingRows.find((candidate) => candidate.id === timing);
    const reference = timingRows.find((candidate) => candidate.ratio === null);
    const value = from === 'size' ? row?.browser.gzipBytes : row?.p50;
    const baseline = from === 'size' ? row?.baselineGzipBytes : reference?.p50;
    const ratio = row?.ratio ?? null;
    return {
      id,
      label,
      unit: from === 'size' ? 'bytes' : 'ms',
      value: value ?? null,
      baseline: baseline ?? null,
      ratio,
      target,
      withinTarget: ratio === null ? null : ratio <= target,
    };
  });
}

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;

/** `node_modules/…/antd/es/x.js` → `antd`; the console's own files → `(console)`. */
export const packageOf = (id) => PACKAGE.exec(id.replaceAll('\\', '/'))?.[1] ?? '(console)';

const shortName = (id, root) => {
  const normal = id.replaceAll('\\', '/');
  const inPackages = normal.lastIndexOf('node_modules/');
  if (inPackages >= 0) return normal.slice(inPackages + 'node_modules/'.length);
  return path.relative(root, normal).replaceAll('\\', '/');
};

const top = (entries, count) =>
  [...entries]
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name))
    .slice(0, count);

/**
 * The `count` largest modules and packages among the files a route loaded. Each module's size is
 * its rendered code gzipped alone: more than its share of the chunk's gzip, but it ranks.
 */
export function largestModules(moduleTable, files, { root, count = 10 }) {
  const modules = [];
  const packages = new Map();
  for (const file of files) {
    for (const [id, gzipBytes] of Object.entries(moduleTable.chunks[file] ?? {})) {
      modules.push({ name: shortName(id, root), gzipBytes });
      const name = packageOf(id);
      packages.set(name, (packages.get(name) ?? 0) + gzipBytes);
    }
  }
  return {
    modules: top(modules, count),
    packages: top(
      [...packages].map(([name, gzipBytes]) => ({ name, gzipBytes })),
      count,
    ),
  };
}

export async function readModuleTable(dist) {
  return JSON.parse(await readFile(path.join(dist, '.vite/modules.json'), 'utf8'));
}

/** The largest modules and packages of every measured route (its browser-loaded files). */
export function largestPerRoute(moduleTable, sizeRows, root) {
  return sizeRows.map((row) => ({
    route: row.route,
    label: row.label,
    ...largestModules(
      moduleTable,
      row.browser.files.map((file) => file.file),
      { root },
    ),
  }));
}
