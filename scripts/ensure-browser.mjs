#!/usr/bin/env node
// First step of `npm run test:e2e`: Playwright drives Debian's Chromium at /usr/bin/chromium and
// nothing else (no `playwright install`, no browser download). Installs it with apt-get when
// running as root; otherwise explains how to install it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const chromiumPath = JSON.parse(
  readFileSync(new URL('./lib/chromium.json', import.meta.url), 'utf8'),
).executablePath;

function aptGet(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`apt-get ${args[0]} exited with ${result.status}`);
}

function main() {
  if (existsSync(chromiumPath)) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      [
        `The end-to-end tests need Debian's Chromium at ${chromiumPath}, which is not installed.`,
        'Install it once with:',
        '',
        '  sudo apt-get update && sudo apt-get install -y chromium',
        '',
        'then run the tests again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`${chromiumPath} is missing; installing Debian's chromium package.`);
  aptGet(['update']);
  aptGet(['install', '-y', 'chromium']);
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
}

try {
  main();
} catch (error) {
  console.error(`ensure-browser: ${error.message}`);
  process.exit(1);
}
