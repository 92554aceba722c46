#!/usr/bin/env node
// npm start [-- --reset]: the console on the demo backend (issue 34). Starts, in order, the demo
// backend (scripts/demo-backend, PGlite in .demo-data/) on a free port, Prism as the validating
// proxy in front of it on MOCK_PORT (every request and reply checked against openapi/console.yaml),
// and the Vite dev server, whose /admin proxy points at Prism (websockets go to the demo backend
// directly: Prism does not proxy them). Prints the URL and the demo accounts. --reset rebuilds the
// data folder from the seed. Ctrl-C stops all three; if one dies, the others are stopped.
// `npm run mock` stays the static Prism mock the fault tests use.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findFreePort,
  localBin,
  projectRoot,
  run,
  startChild,
  stopChildren,
  superviseChildren,
  waitForPort,
} from './lib/processes.mjs';
import { startDemoBackend } from './lib/demoBackend.mjs';
import { consoleSpec, startPrism } from './lib/prism.mjs';

const generatedFiles = [
  consoleSpec,
  path.join(projectRoot, 'src/api/generated/sys.ts'),
  path.join(projectRoot, 'src/api/generated/cap.ts'),
];
const demoAccounts = JSON.parse(
  readFileSync(path.join(projectRoot, 'scripts/demo-backend/seed/demo-accounts.json'), 'utf8'),
);

function printAccounts() {
  console.log('演示账号（操作密码均为 %s）：', demoAccounts.operationPassword);
  for (const account of demoAccounts.accounts) {
    console.log(`  ${account.username.padEnd(11)} ${account.password.padEnd(16)} ${account.who}`);
  }
}

async function main() {
  const started = Date.now();
  const reset = process.argv.slice(2).includes('--reset');
  if (generatedFiles.some((file) => !existsSync(file))) {
    console.log('Generated API files are missing; running gen:api first.');
    await run(process.execPath, [path.join(projectRoot, 'scripts/gen-api.mjs')]);
  }
  const supervisor = superviseChildren();
  const backendPort = await findFreePort(Number(process.env.DEMO_PORT || 4020));
  const mockPort = await findFreePort(Number(process.env.MOCK_PORT || 4010));
  const webPort = await findFreePort(Number(process.env.PORT || 5173));

  const backend = startDemoBackend({ port: backendPort, reset, label: 'demo' });
  supervisor.watch(backend, 'demo backend');
  // Prism starts while the backend opens its database: it forwards nothing before Vite is up.
  const [, proxy] = await Promise.all([
    waitForPort(backendPort, { child: backend, name: 'demo backend', timeoutMs: 180_000 }),
    startPrism({
      port: mockPort,
      upstream: `http://127.0.0.1:${backendPort}`,
      logLevel: 'warn',
      label: 'prism',
    }),
  ]);
  supervisor.watch(proxy.child, 'Prism');

  const vite = startChild(
    localBin('vite'),
    ['--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
    {
      label: 'vite',
      env: { MOCK_PORT: String(mockPort), DEMO_BACKEND_PORT: String(backendPort) },
    },
  );
  supervisor.watch(vite, 'Vite');
  await waitForPort(webPort, { child: vite, name: 'Vite', timeoutMs: 120_000 });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n演示后端：http://127.0.0.1:${backendPort}（数据在 .demo-data/，--reset 重建）`);
  console.log(`校验代理（Prism）：${proxy.url}  —  /admin 经 Vite 转发到这里，再到演示后端`);
  console.log(`控制台已就绪（${seconds} 秒）：http://127.0.0.1:${webPort}/`);
  printAccounts();
  console.log('演示后端仅供试用与测试控制台，切勿用于生产。按 Ctrl-C 停止。\n');
}

main().catch(async (error) => {
  console.error(`start: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
