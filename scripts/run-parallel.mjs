#!/usr/bin/env node
// `node scripts/run-parallel.mjs a b c`: runs the npm scripts a, b and c two at a time (one per
// core of the CI machine), prints each one's output whole when it ends, and fails when any
// failed, after all have ended. `npm test` runs its static checks and the build this way
// (issue 32): each is mostly one process on one core.
import { spawn } from 'node:child_process';
import os from 'node:os';

const scripts = process.argv.slice(2);
const slots = Math.max(1, Math.min(2, os.availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runScript(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`-- npm run ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
const results = [];
async function worker() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    results.push({ name, ok: await runScript(name) });
  }
}
await Promise.all(Array.from({ length: slots }, worker));
const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
