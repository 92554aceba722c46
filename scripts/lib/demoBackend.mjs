// Starts the demo backend (scripts/demo-backend/main.ts) as a child: TypeScript through tsx's
// loader, one process to stop. Shared by npm start, the whole-chain e2e server and the bench.
import { startChild } from './processes.mjs';

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} options.label prefix of its output lines
 * @param {string} [options.dataDir] default: .demo-data/
 * @param {boolean} [options.reset] rebuild the data folder from the seed
 * @param {boolean} [options.testControl] the whole-chain tests' controls
 */
export function startDemoBackend({ port, label, dataDir, reset = false, testControl = false }) {
  const args = ['--import', 'tsx', 'scripts/demo-backend/main.ts', '--port', String(port)];
  if (dataDir) args.push('--data-dir', dataDir);
  if (reset) args.push('--reset');
  if (testControl) args.push('--test-control');
  return startChild(process.execPath, args, { label });
}
