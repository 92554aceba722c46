import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

// The few checks that must hold on the development server (`npm start`: Vite dev with React's
// development build, StrictMode double mounts, on its own Prism mock), not only on the build.
// Run on demand, not part of `npm test`:
//   npx playwright test -c playwright.dev.config.ts
const port = Number(process.env.E2E_DEV_PORT || 4583);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  reporter: 'list',
  // The first visit makes Vite transform the app on demand.
  timeout: 180_000,
  use: { ...baseConfig.use, baseURL },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      MOCK_PORT: String(Number(process.env.E2E_DEV_MOCK_PORT || port + 1)),
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
