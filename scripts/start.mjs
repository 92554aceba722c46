#!/usr/bin/env node
// npm start: the console on the Prism mock. Starts Prism (openapi/console.yaml, static examples)
// and the Vite dev server, whose /admin proxy points at that Prism through MOCK_PORT, then prints
// the URL. Free ports are picked when 4010 / 5173 are taken. Ctrl-C stops both.
import { existsSync } from 'node:fs';
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
import { consoleSpec, startPrism } from './lib/prism.mjs';

const generatedFiles = [
  consoleSpec,
  path.join(projectRoot, 'src/api/generated/sys.ts'),
  path.join(projectRoot, 'src/api/generated/cap.ts'),
];

async function main() {
  if (generatedFiles.some((file) => !existsSync(file))) {
    console.log('Generated API files are missing; running gen:api first.');
    await run(process.execPath, [path.join(projectRoot, 'scripts/gen-api.mjs')]);
  }
  const supervisor = superviseChildren();
  const mockPort = await findFreePort(Number(process.env.MOCK_PORT || 4010));
  const webPort = await findFreePort(Number(process.env.PORT || 5173));

  // Prism at "warn" prints contract violations and errors, not six lines per request.
  const mock = await startPrism({ port: mockPort, logLevel: 'warn', label: 'mock' });
  supervisor.watch(mock.child, 'Prism');

  const vite = startChild(
    localBin('vite'),
    ['--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
    { label: 'vite', env: { MOCK_PORT: String(mockPort) } },
  );
  supervisor.watch(vite, 'Vite');
  await waitForPort(webPort, { child: vite, name: 'Vite', timeoutMs: 120_000 });

  const url = `http://127.0.0.1:${webPort}/`;
  console.log(`\n模拟后端（Prism）：${mock.url}  —  接口前缀 /admin 经 Vite 代理转发到这里`);
  console.log(`控制台已就绪：${url}  （演示账号 admin，密码任意：Prism 模拟后端不校验密码）`);
  console.log('按 Ctrl-C 停止。\n');
}

main().catch(async (error) => {
  console.error(`start: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
