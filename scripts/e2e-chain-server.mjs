#!/usr/bin/env node
// Playwright's second webServer: the whole chain for tests/e2e-chain. The built console (`vite
// preview` of dist/) on 127.0.0.1:$E2E_CHAIN_PORT (default 4593), its /admin proxy at Prism as the
// validating proxy (--errors; port +1) in front of the demo backend (port +2) on a fresh data
// folder of its own, with the tests' controls (--test-control). Websockets go to the backend.
// dist/ is built by `npm test` or by scripts/e2e-server.mjs; this waits for it rather than
// building it a second time at once.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isListening,
  localBin,
  projectRoot,
  startChild,
  stopChildren,
  superviseChildren,
  waitForPort,
} from './lib/processes.mjs';
import { startDemoBackend } from './lib/demoBackend.mjs';
import { startPrism } from './lib/prism.mjs';

const webPort = Number(process.env.E2E_CHAIN_PORT || 4593);
const prismPort = webPort + 1;
const backendPort = webPort + 2;
const distDir = path.resolve(projectRoot, process.env.E2E_DIST || 'dist');

async function distReady(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path.join(distDir, 'index.html'))) {
    if (Date.now() > deadline) throw new Error(`${distDir} was not built within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  for (const port of [webPort, prismPort, backendPort]) {
    if (await isListening(port)) throw new Error(`port ${port} is in use (set E2E_CHAIN_PORT)`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-demo-e2e-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const supervisor = superviseChildren();
  const backend = startDemoBackend({
    port: backendPort,
    dataDir,
    testControl: true,
    label: 'chain-backend',
  });
  supervisor.watch(backend, 'demo backend');
  const [, proxy] = await Promise.all([
    waitForPort(backendPort, { child: backend, name: 'demo backend', timeoutMs: 180_000 }),
    startPrism({
      port: prismPort,
      upstream: `http://127.0.0.1:${backendPort}`,
      logLevel: 'warn',
      label: 'chain-prism',
      snapshot: true,
    }),
    distReady(240_000),
  ]);
  supervisor.watch(proxy.child, 'Prism');
  const preview = startChild(
    localBin('vite'),
    [
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(webPort),
      '--strictPort',
      '--outDir',
      distDir,
    ],
    {
      label: 'chain-preview',
      env: { MOCK_PORT: String(prismPort), DEMO_BACKEND_PORT: String(backendPort) },
    },
  );
  supervisor.watch(preview, 'vite preview');
  await waitForPort(webPort, { child: preview, name: 'vite preview' });
  console.log(
    `whole chain ready: http://127.0.0.1:${webPort}/ → Prism ${proxy.url} → demo backend ${backendPort}`,
  );
}

main().catch(async (error) => {
  console.error(`e2e-chain-server: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
