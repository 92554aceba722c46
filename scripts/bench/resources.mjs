// Issue 5 bench row: the gzip JS each page of the resource modules adds on top of the signed-in
// shell, read from the Vite manifest: the page's lazy chunk and its static imports, less what the
// entry already loaded. Chunks shared by several pages count for each of them (what a cold visit
// of that page alone fetches). A report: the 60 KB budget is printed, never asserted.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../lib/processes.mjs';
import { manifestKeyOf } from './manifestKeys.mjs';
import { gzipSize, readModules, staticClosure, sum } from './sizes.mjs';

export const PAGE_BUDGET_BYTES = 60 * 1024;
const resourcesDir = path.join(projectRoot, 'resources');

/**
 * `component path → manifest key` of every page a resource module loads lazily: each
 * `resources/<area>/<name>/index.ts` names its pages as `'<component>': lazyPage(() => import('./X'), …)`.
 */
async function registryPages() {
  const pages = [];
  const entry = /'([\w/-]+)':\s*lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const area of await readdir(resourcesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const folder of await readdir(path.join(resourcesDir, area.name), {
      withFileTypes: true,
    })) {
      const moduleFile = path.join(resourcesDir, area.name, folder.name, 'index.ts');
      const source = await readFile(moduleFile, 'utf8').catch(() => undefined);
      if (!folder.isDirectory() || source === undefined) continue;
      for (const [, component, specifier] of source.matchAll(entry)) {
        const file = path.relative(projectRoot, path.resolve(path.dirname(moduleFile), specifier));
        pages.push({ component, key: `${file}.tsx` });
      }
    }
  }
  return pages.sort((a, b) => a.component.localeCompare(b.component));
}

/** Gzip bytes of each file, read once. */
async function gzipOf(dist, files, cache) {
  return Promise.all(
    files.map(async (file) => {
      if (!cache.has(file)) cache.set(file, gzipSize(await readFile(path.join(dist, file))));
      return { file, gzipBytes: cache.get(file) };
    }),
  );
}

/**
 * Per page: `own` is what only this page loads (its chunk and the chunks no other page needs),
 * held to the budget; `shared` is what it loads with other pages (antd's table, form and date
 * widgets, the list kit), fetched once on the first of those pages a session opens.
 */
export async function measureResourcePages(dist, manifest) {
  const modules = await readModules(dist);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const shell = new Set([...staticClosure(manifest, entries)].map((key) => manifest[key].file));
  const pages = await registryPages();
  const filesOf = new Map(
    pages
      .filter(({ key }) => manifest[key])
      .map(({ key }) => [
        key,
        [...new Set([...staticClosure(manifest, [key])].map((k) => manifest[k].file))].filter(
          (file) => file.endsWith('.js') && !shell.has(file),
        ),
      ]),
  );
  const users = new Map();
  for (const files of new Set(filesOf.values())) {
    for (const file of files) users.set(file, (users.get(file) ?? 0) + 1);
  }
  const cache = new Map();
  const rows = [];
  for (const { component, key } of pages) {
    const files = filesOf.get(key);
    const holder = files ? undefined : manifestKeyOf(manifest, modules, key);
    if (holder) {
      // Built into a chunk every signed-in page loads first (首页 in the shell chunk,
      // vite.config.ts): nothing of its own on top.
      const chunk = manifest[holder].file;
      rows.push({
        component,
        key,
        ownBytes: 0,
        sharedBytes: 0,
        withinBudget: true,
        own: [],
        shared: [],
        note: `in ${chunk}`,
      });
      continue;
    }
    if (!files) {
      rows.push({ component, key, ownBytes: null, sharedBytes: null, note: 'no chunk' });
      continue;
    }
    const own = await gzipOf(
      dist,
      files.filter((file) => users.get(file) === 1),
      cache,
    );
    const shared = await gzipOf(
      dist,
      files.filter((file) => users.get(file) > 1),
      cache,
    );
    const ownBytes = sum(own);
    rows.push({
      component,
      key,
      ownBytes,
      sharedBytes: sum(shared),
      withinBudget: ownBytes <= PAGE_BUDGET_BYTES,
      own,
      shared,
    });
  }
  return rows;
}
