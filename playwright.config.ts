import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';

// End-to-end tests drive Debian's Chromium (installed by scripts/ensure-browser.mjs), never a
// browser downloaded by Playwright, against the built console on its own Prism mock.
const ci = Boolean(process.env.CI);
// Debian's Chromium with the flags this closed network needs, shared with the bench.
const chromiumLaunch = JSON.parse(
  readFileSync(new URL('./scripts/lib/chromium.json', import.meta.url), 'utf8'),
) as {
  executablePath: string;
  args: string[];
};
const port = Number(process.env.E2E_PORT || 4573);
const baseURL = `http://127.0.0.1:${port}`;
// The whole chain (tests/e2e-chain): the console → Prism as validating proxy → the demo backend.
const chainPort = Number(process.env.E2E_CHAIN_PORT || 4593);
const chainURL = `http://127.0.0.1:${chainPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Two workers on the two cores (issue 32): each test takes longer, but the run is shorter
  // (377 tests: 21 min against the 39 of one worker); the tests share no state of the mock.
  workers: 2,
  fullyParallel: false,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // The JSON report feeds the closing "N passed, N failed" line of .ci/run.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The console then runs antd without motion (src/shell/settings/reducedMotion.ts): nothing a
    // test clicks is still sliding in or out.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // Signs in through the UI once and stores the session that specs opt into
    // (tests/e2e/support/session.ts startSignedIn) instead of each test signing in again.
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    { name: 'console', testIgnore: /\.setup\.ts$/, dependencies: ['sign-in'] },
    // Flows that need state, on the whole chain; fails on any contract violation Prism reports.
    { name: 'whole-chain', testDir: 'tests/e2e-chain', use: { baseURL: chainURL } },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: !ci,
      // Includes a `vite build` when dist/ is missing.
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node scripts/e2e-chain-server.mjs',
      url: `${chainURL}/`,
      env: { E2E_CHAIN_PORT: String(chainPort) },
      reuseExistingServer: !ci,
      // A fresh data folder: Postgres's initdb and the seed, beside the build of the first server.
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
