#!/usr/bin/env node
// Playwright's webServer: the built console (`vite preview` of dist/) on 127.0.0.1:$E2E_PORT
// (default 4573) with its /admin proxy pointed at a Prism mock of its own (port 4510 or the next
// free one), so e2e runs never share a mock with `npm start`. Builds dist/ first when missing;
// `npm test` builds it just before the e2e step.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  findFreePort,
  isListening,
  localBin,
  projectRoot,
  run,
  startChild,
  stopChildren,
  superviseChildren,
  waitForPort,
} from './lib/processes.mjs';
import { startPrism } from './lib/prism.mjs';

const webPort = Number(process.env.E2E_PORT || 4573);
// E2E_DIST lets parallel work trees or developers serve their own build (default dist/).
const distDir = path.resolve(projectRoot, process.env.E2E_DIST || 'dist');

async function main() {
  if (await isListening(webPort))
    throw new Error(`port ${webPort} is already in use (set E2E_PORT)`);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`${distDir} is missing; building the console first.`);
    await run(localBin('vite'), ['build', '--outDir', distDir]);
  }
  const supervisor = superviseChildren();
  const mockPort = await findFreePort(Number(process.env.E2E_MOCK_PORT || 4510));
  const mock = await startPrism({
    port: mockPort,
    logLevel: 'warn',
    label: 'e2e-mock',
    snapshot: true,
  });
  supervisor.watch(mock.child, 'Prism');

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
    { label: 'e2e-preview', env: { MOCK_PORT: String(mockPort) } },
  );
  supervisor.watch(preview, 'vite preview');
  await waitForPort(webPort, { child: preview, name: 'vite preview' });
  console.log(`e2e server ready: http://127.0.0.1:${webPort}/ (Prism mock ${mock.url})`);
}

main().catch(async (error) => {
  console.error(`e2e-server: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
