/**
 * `tsx scripts/demo-backend/main.ts [--port N] [--data-dir DIR] [--reset]`: the demo backend on
 * 127.0.0.1. Prints `demo backend ready on <port>` once it answers; scripts/start.mjs waits for
 * that line. For trying and testing the console, never for production.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { attachSockets } from './routes/notices/sockets';
import { createDemoBackend } from './server';

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname ?? '.', '../../.demo-data');

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
      reset: { type: 'boolean', default: false },
      'test-control': { type: 'boolean', default: false },
    },
  });
  const started = Date.now();
  const backend = await createDemoBackend({
    dataDir: values['data-dir'],
    reset: values.reset,
    testControl: values['test-control'],
  });
  const server = serve({
    fetch: backend.app.fetch,
    hostname: '127.0.0.1',
    port: Number(values.port),
  }) as Server;
  const sockets = attachSockets(server, backend.router.deps);
  server.once('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : values.port;
    const how = backend.seeded ? '（已从种子数据建库）' : '';
    console.log(`demo backend ready on ${port} in ${Date.now() - started} ms${how}`);
  });
  const stop = async () => {
    sockets.close();
    server.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`demo backend: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
