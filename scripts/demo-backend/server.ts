/**
 * The demo backend (issue 34): the contract's calls with real state in PGlite. For trying and
 * testing the console, never for production. `createDemoBackend` is what the tests use in
 * process; main.ts serves it on a port.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { migrate, openDatabase, type Database } from './db/database';
import { sysFail } from './http/envelope';
import { ContractRouter, type DemoConfig } from './http/router';
import { SessionStore } from './http/session';
import { registerRoutes } from './routes';
import { replayedOperations } from './routes/exampleReplay';
import { testControlRoutes } from './routes/testControl';
import { seedMigrations } from './seed';

export interface DemoBackendOptions {
  /** The data folder; the database lives in memory without one (tests). */
  dataDir?: string;
  /** Deletes the data folder first, so the seed builds it afresh. */
  reset?: boolean;
  config?: Partial<DemoConfig>;
  now?: () => Date;
  /** A dump of a seeded database to start from (the tests build one per run). */
  template?: Blob;
  /** Adds the whole-chain tests' controls (routes/testControl.ts). */
  testControl?: boolean;
}

export interface DemoBackend {
  app: Hono;
  db: Database;
  router: ContractRouter;
  /** True when this start applied migrations and their seeds. */
  seeded: boolean;
  /** The operations that replay the contract's example (no handler yet). */
  replayed: string[];
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;

/** The keys of `.env` (development and tests only; the demo backend is never production). */
export const DEFAULT_CONFIG: Omit<DemoConfig, 'filesDir'> = {
  loginAesKey: process.env.VITE_LOGIN_AES_KEY ?? '1234567890adbcde',
  signSecret: process.env.VITE_SIGN_SECRET ?? 'dd05f1c54d63749eda95f9fa6d49v442a',
  accessTokenTtlMs: 2 * HOUR_MS,
  refreshTokenTtlMs: 7 * 24 * HOUR_MS,
};

export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  const now = options.now ?? (() => new Date());
  if (options.dataDir && options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  const databaseDir = options.dataDir && path.join(options.dataDir, 'pg');
  const filesDir = options.dataDir
    ? path.join(options.dataDir, 'files')
    : path.join(process.cwd(), '.demo-files');
  if (options.dataDir) mkdirSync(filesDir, { recursive: true });
  const db = await openDatabase(databaseDir, options.template);
  const applied = await migrate(db);
  await seedMigrations(db, applied, now());
  const seeded = applied.length > 0;

  const config: DemoConfig = { ...DEFAULT_CONFIG, filesDir, ...options.config };
  const sessions = new SessionStore(
    db,
    { accessMs: config.accessTokenTtlMs, refreshMs: config.refreshTokenTtlMs },
    now,
  );
  const app = new Hono();
  const router = new ContractRouter(app, { db, config, sessions, now });
  if (options.testControl) testControlRoutes(app, sessions);
  registerRoutes(router);
  const replayed = replayedOperations(router);

  app.notFound((context) => context.json(sysFail(`接口 ${context.req.path} 未实现`), 404));
  app.onError((error, context) => {
    console.error(
      `[demo-backend] ${context.req.method} ${context.req.path}: ${error.stack ?? error}`,
    );
    return context.json(sysFail('操作失败，系统繁忙，请稍后再试'), 500);
  });
  return { app, db, router, seeded, replayed, close: () => db.close() };
}
