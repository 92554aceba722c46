// Starts the local Prism (node_modules/.bin/prism) on openapi/console.yaml, either as the static
// mock (examples only, never generated data) or as a validating proxy in front of a real backend.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { localBin, projectRoot, startChild, waitForPort } from './processes.mjs';

export const consoleSpec = path.join(projectRoot, 'openapi', 'console.yaml');

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.upstream] backend URL: proxy mode with --errors instead of the mock
 * @param {string} [options.logLevel] Prism's --verboseLevel (info logs every request step)
 * @param {string} [options.label] prefix for Prism's output lines; inherited output when absent
 * @returns {Promise<{child: import('node:child_process').ChildProcess, url: string}>}
 */
export async function startPrism({ port, upstream, logLevel = 'info', label }) {
  if (!existsSync(consoleSpec)) {
    throw new Error('openapi/console.yaml is missing: run `npm run gen:api` first.');
  }
  const mode = upstream ? ['proxy', consoleSpec, upstream, '--errors'] : ['mock', consoleSpec];
  const args = [...mode, '--host', '127.0.0.1', '--port', String(port), '--verboseLevel', logLevel];
  const child = startChild(localBin('prism'), args, {
    label,
    env: { SCARF_ANALYTICS: 'false' },
  });
  // A large spec takes a few seconds to resolve on a slow box before Prism listens.
  await waitForPort(port, { child, name: 'Prism', timeoutMs: 90_000 });
  return { child, url: `http://127.0.0.1:${port}` };
}
