// Gzip JS of a route's cold load, two ways: from the Vite manifest (entry + static imports + the
// route's declared lazy chunks) and in the browser (every JS file the page really requested),
// each file gzipped at level 6 so both add up the same bytes and can be compared file by file.
/* global location */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { newColdContext, signInFromLoginPage, waitUntilReady } from './browser.mjs';
import { importClosure } from '../lib/import-closure.mjs';
import { manifestKeyOf } from './manifestKeys.mjs';

export const GZIP_LEVEL = 6; // gzip's default, as in perf-security-anchors §1c
// Late requests (a lazy chunk after the first paint) are counted until the network is quiet.
const SETTLE_TIMEOUT_MS = 5_000;

export const gzipSize = (bytes) => gzipSync(bytes, { level: GZIP_LEVEL }).length;
export const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0);

export async function readManifest(dist) {
  return JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Manifest keys reachable through static imports from `keys`, the keys included. */
export const staticClosure = (manifest, keys) =>
  importClosure(keys, (key) => manifest[key] && (manifest[key].imports ?? []));

export async function readModules(dist) {
  try {
    return JSON.parse(await readFile(path.join(dist, '.vite/modules.json'), 'utf8'));
  } catch {
    return undefined; // a build without the module table: declared keys only
  }
}

/** The manifest's view, or a note why there is none (a declared lazy module with no chunk). */
export async function sizeFromManifest(dist, manifest, { lazy }) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const modules = await readModules(dist);
  const keys = lazy.map((key) => manifestKeyOf(manifest, modules, key));
  const missing = lazy.filter((_key, index) => !keys[index]);
  if (entries.length === 0) return { gzipBytes: null, files: [], note: 'no entry chunk' };
  if (missing.length > 0) {
    return { gzipBytes: null, files: [], note: `no chunk for ${missing.join(', ')}` };
  }
  const names = [...staticClosure(manifest, [...entries, ...keys])]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
  const files = await Promise.all(
    [...new Set(names)].sort().map(async (file) => {
      const bytes = await readFile(path.join(dist, file));
      return { file, rawBytes: bytes.length, gzipBytes: gzipSize(bytes) };
    }),
  );
  return { gzipBytes: sum(files), files };
}

/** Records every JS response of `page` (module preloads and public/ scripts included). */
export function recordScripts(page, baseURL) {
  const origin = new URL(baseURL).origin;
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (!isScript || !response.ok()) return;
    const file = url.origin === origin ? url.pathname.slice(1) : url.href;
    const entry = response.body().then((bytes) => ({
      file,
      rawBytes: bytes.length,
      gzipBytes: gzipSize(bytes),
      text: bytes.toString('utf8'),
    }));
    // A script that arrives after the figures were read has its body refused once the context
    // closes; nobody awaits it, and unhandled it stopped the whole bench (rc=1 at the timings).
    entry.catch(() => {});
    pending.push(entry);
  });
  return async () => {
    const byFile = new Map((await Promise.all(pending)).map((entry) => [entry.file, entry]));
    return [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file));
  };
}

/**
 * Signs in once in a throw-away context and returns what a signed-in browser keeps: cookies and
 * localStorage (Playwright's storage state) plus sessionStorage, which that state leaves out.
 */
async function signedInStorage(browser, baseURL, signIn) {
  const context = await newColdContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.goto(signIn.route, { waitUntil: 'commit' });
    await waitUntilReady(page, signIn.accountField);
    await signInFromLoginPage(page, signIn);
    const session = await page.evaluate(() => Object.entries(sessionStorage));
    return { storageState: await context.storageState(), session };
  } finally {
    await context.close();
  }
}

/** A cold context (signed in first when `signIn` is given) and its page; close the context. */
export async function openColdPage(browser, baseURL, signIn) {
  const stored = signIn ? await signedInStorage(browser, baseURL, signIn) : undefined;
  const context = await newColdContext(browser, baseURL, {
    storageState: stored?.storageState,
  });
  if (stored) {
    await context.addInitScript(
      ({ origin, session }) => {
        if (location.origin !== origin) return;
        for (const [key, value] of session) sessionStorage.setItem(key, value);
      },
      { origin: new URL(baseURL).origin, session: stored.session },
    );
  }
  return { context, page: await context.newPage() };
}

/** Waits for late lazy chunks until the network is quiet (or says it gave up). */
export async function settle(page, what) {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {
    console.warn(`${what}: network not idle after ${SETTLE_TIMEOUT_MS} ms; counted so far`);
  });
}

export const withoutText = (file) => ({
  file: file.file,
  rawBytes: file.rawBytes,
  gzipBytes: file.gzipBytes,
});

/** The browser's view: a cold load of `route` in a new context, signed in first when needed. */
export async function sizeInBrowser(browser, baseURL, route, signIn) {
  const { context, page } = await openColdPage(browser, baseURL, route.signedIn && signIn);
  try {
    const scripts = recordScripts(page, baseURL);
    await page.goto(route.route, { waitUntil: 'commit' });
    await waitUntilReady(page, route.ready);
    await settle(page, route.route);
    const files = (await scripts()).map(withoutText);
    return { gzipBytes: sum(files), files };
  } finally {
    await context.close();
  }
}

/** Both views of one route and the files only one of them has. */
export async function measureRouteSize({ browser, baseURL, dist, manifest, route, signIn }) {
  const fromManifest = await sizeFromManifest(dist, manifest, route);
  const fromBrowser = await sizeInBrowser(browser, baseURL, route, signIn);
  const names = (view) => new Set(view.files.map((file) => file.file));
  const [manifestNames, browserNames] = [names(fromManifest), names(fromBrowser)];
  return {
    label: route.label,
    route: route.route,
    manifest: fromManifest,
    browser: fromBrowser,
    onlyInBrowser: [...browserNames].filter((file) => !manifestNames.has(file)),
    onlyInManifest: [...manifestNames].filter((file) => !browserNames.has(file)),
  };
}
