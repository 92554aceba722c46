// Starts the local Prism (node_modules/.bin/prism) on openapi/console.yaml, either as the static
// mock (examples only, never generated data) or as a validating proxy in front of a real backend.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localBin, projectRoot, startChild, waitForPort } from './processes.mjs';

export const consoleSpec = path.join(projectRoot, 'openapi', 'console.yaml');

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.upstream] backend URL: proxy mode with --errors instead of the mock
 * @param {string} [options.logLevel] Prism's --verboseLevel (info logs every request step)
 * @param {string} [options.label] prefix for Prism's output lines; inherited output when absent
 * @param {boolean} [options.snapshot] serve a copy of openapi/ taken now: Prism restarts whenever
 *   the file it serves changes, which would break a test run while the specs are being edited
 * @returns {Promise<{child: import('node:child_process').ChildProcess, url: string}>}
 */
export async function startPrism({ port, upstream, logLevel = 'info', label, snapshot = false }) {
  if (!existsSync(consoleSpec)) {
    throw new Error('openapi/console.yaml is missing: run `npm run gen:api` first.');
  }
  const spec = snapshot ? snapshotOfSpecs() : consoleSpec;
  const mode = upstream ? ['proxy', spec, upstream, '--errors'] : ['mock', spec];
  const args = [...mode, '--host', '127.0.0.1', '--port', String(port), '--verboseLevel', logLevel];
  const child = startChild(localBin('prism'), args, {
    label,
    env: { SCARF_ANALYTICS: 'false' },
  });
  // A large spec takes a few seconds to resolve on a slow box before Prism listens.
  await waitForPort(port, { child, name: 'Prism', timeoutMs: 90_000 });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** A private copy of openapi/ (removed on exit); returns its console.yaml. */
function snapshotOfSpecs() {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'console-openapi-'));
  cpSync(path.dirname(consoleSpec), copy, { recursive: true });
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  return path.join(copy, path.basename(consoleSpec));
}
