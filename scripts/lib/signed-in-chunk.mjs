// The code every signed-in page needs first, the signed-in app and the shell, in three chunks
// (issue 20). Left to itself the bundler cut it into some seventy files, most under 1 KiB gzip:
// each is one more request and compresses without its neighbours' words. Which modules go where
// is read from the bundler's own output of the same build (a survey build, not written), so barrel
// imports and tree-shaking are already resolved.
import path from 'node:path';
import { build } from 'vite';
import { importClosure } from './import-closure.mjs';

const SURVEY = 'CONSOLE_SIGNED_IN_CHUNK_SURVEY';

/** Whether this process is running the survey build (which must not survey again). */
export const isSurveyBuild = () => process.env[SURVEY] === '1';

/** The three chunks, in the order signedInParts gives their module sets. */
export const PART_NAMES = ['signed-in-shared', 'signed-in-app', 'shell'];

/** Chunk file names reachable from `start` through static imports, `start` included. */
const staticClosure = (byFile, start) => importClosure(start, (file) => byFile.get(file)?.imports);

/**
 * The module ids of each chunk, from the survey's chunks. `app` is a source path relative to
 * `projectRoot`, `shell` prefixes of such paths (the shell and the first tab's page), `noShell` a
 * prefix of sources that load the app but not the shell (the widget gallery). Of what the app and
 * the shell load statically, beyond the entry:
 * - `signed-in-shared`: what a lazy sign-in page (every lazy chunk the entry loads itself, other
 *   than the app) also loads; those pages load this chunk, and nothing of the shell's own;
 * - `signed-in-app`: the rest of the app's;
 * - `shell`: the rest of the shell's, but what the gallery shares with it, which stays apart.
 * Each set is closed under static imports once the entry and the sets before it are left out,
 * so no chunk imports one after it.
 */
export function signedInParts(chunks, projectRoot, { app, shell, noShell }) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sourceOf = (chunk) =>
    chunk.facadeModuleId
      ? path.relative(projectRoot, chunk.facadeModuleId).replaceAll('\\', '/')
      : '';
  const filesOf = (test) => chunks.filter((chunk) => test(sourceOf(chunk))).map((c) => c.fileName);
  const closureOf = (test) => staticClosure(byFile, filesOf(test));
  const entry = staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const appFiles = filesOf((source) => source === app);
  const signInPages = staticClosure(
    byFile,
    [...entry]
      .flatMap((file) => byFile.get(file).dynamicImports)
      .filter((file) => !appFiles.includes(file)),
  );
  const appClosure = staticClosure(byFile, appFiles);
  const shellClosure = closureOf((source) => shell.some((prefix) => source.startsWith(prefix)));
  const gallery = closureOf((source) => source.startsWith(noShell));

  const firstTab = [...new Set([...appClosure, ...shellClosure])].filter((f) => !entry.has(f));
  const parts = {
    'signed-in-shared': firstTab.filter((file) => signInPages.has(file)),
    'signed-in-app': firstTab.filter((file) => appClosure.has(file) && !signInPages.has(file)),
    shell: firstTab.filter(
      (file) => !appClosure.has(file) && !signInPages.has(file) && !gallery.has(file),
    ),
  };
  return PART_NAMES.map(
    (name) => new Set(parts[name].flatMap((file) => byFile.get(file).moduleIds)),
  );
}

/**
 * `groups` go into the build's code-splitting groups; the plugin fills their module sets at the
 * start of every build from a survey build of the same configuration, in which they capture
 * nothing.
 */
export function signedInChunks(sources) {
  const sets = PART_NAMES.map(() => new Set());
  let resolved;
  return {
    // The sets are closed under static imports already; following dependencies again would pull
    // what the sign-in pages or the gallery share with the shell into its chunk.
    groups: PART_NAMES.map((name, index) => ({
      name,
      test: (id) => sets[index].has(id),
      includeDependenciesRecursively: false,
    })),
    plugin: {
      name: 'console:signed-in-chunks',
      apply: 'build',
      configResolved(config) {
        resolved = config;
      },
      async buildStart() {
        sets.forEach((set) => set.clear());
        if (isSurveyBuild() || resolved.build.ssr) return;
        process.env[SURVEY] = '1';
        try {
          const output = await build({
            root: resolved.root,
            configFile: resolved.configFile,
            mode: resolved.mode,
            logLevel: 'silent',
            build: { write: false, manifest: false },
          });
          const chunks = [output]
            .flat()
            .flatMap((result) => result.output)
            .filter((item) => item.type === 'chunk');
          signedInParts(chunks, resolved.root, sources).forEach((modules, index) =>
            modules.forEach((id) => sets[index].add(id)),
          );
        } finally {
          delete process.env[SURVEY];
        }
      },
    },
  };
}
