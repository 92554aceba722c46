#!/usr/bin/env node
// `node scripts/run-parallel.mjs a b c`: runs the npm scripts a, b and c two at a time (one per
// core of the CI machine), each line of their output prefixed with the script's name, and fails
// when any failed, after all have ended. `npm test` runs its static checks and the build this way
// (issue 32): each is mostly one process on one core.
import os from 'node:os';
import { run } from './lib/processes.mjs';

const scripts = process.argv.slice(2);
const slots = Math.max(1, Math.min(2, os.availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

async function runScript(name) {
  const started = Date.now();
  const ok = await run(npm, ['run', name], { label: name }).then(
    () => true,
    () => false,
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`-- npm run ${name}: ${ok ? 'ok' : 'failed'} in ${seconds} s`);
  return ok;
}

const queue = [...scripts];
const failed = [];
async function worker() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (!(await runScript(name))) failed.push(name);
  }
}
await Promise.all(Array.from({ length: slots }, worker));
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
