// The demo backend's figures (issue 34): its start time on a fresh data folder (Postgres's initdb,
// migrations and the seed) and on the folder it left, and the latency of the administration lists
// at seeded volume (200 users, 2,000 log lines…), called on the backend's own port as the console
// calls them through Prism. Target: p95 ≤ 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import { startDemoBackend } from '../lib/demoBackend.mjs';
import { findFreePort, stopChildren } from '../lib/processes.mjs';

const LOGIN_AES_KEY = process.env.VITE_LOGIN_AES_KEY || '1234567890adbcde';
const WARM_UP = 3;
const CALLS_PER_LIST = 30;
export const LIST_P95_TARGET_MS = 50;

/** The administration lists and trees a console page opens with, first page, default sort. */
export const ADMIN_LISTS = [
  '/sys/user/list?pageNo=1&pageSize=10',
  '/sys/role/list?pageNo=1&pageSize=10',
  '/sys/position/list?pageNo=1&pageSize=10',
  '/sys/dict/list?pageNo=1&pageSize=10',
  '/sys/log/list?logType=1&pageNo=1&pageSize=10',
  '/sys/log/list?logType=2&pageNo=1&pageSize=10',
  '/sys/annountCement/list?pageNo=1&pageSize=10',
  '/sys/tenant/list?pageNo=1&pageSize=10',
  '/sys/quartzJob/list?pageNo=1&pageSize=10',
  '/sys/category/rootList?pageNo=1&pageSize=10',
  '/sys/permission/list',
  '/sys/sysDepart/queryTreeList',
  '/sys/online/list?pageNo=1&pageSize=10',
];

const encrypt = (text) =>
  AES.encrypt(Utf8.parse(text), Utf8.parse(LOGIN_AES_KEY), {
    mode: ECB,
    padding: Pkcs7,
  }).ciphertext.toString(Base64);

/** Starts the backend and resolves with its port and the milliseconds until it answered. */
async function startBackend(dataDir, reset) {
  const port = await findFreePort(4720);
  const started = performance.now();
  const child = startDemoBackend({ port, dataDir, reset, label: 'bench-demo' });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/sys/randomImage/bench`);
      return { child, port, ms: Math.round(performance.now() - started) };
    } catch {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('the demo backend did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function stop(child) {
  child.kill('SIGTERM');
  await child.exited;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeLists(port) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: encrypt('admin'), password: encrypt('Admin@123456') }),
  }).then((r) => r.json());
  if (!login.success) throw new Error(`sign-in refused: ${login.message}`);
  const headers = { 'X-Access-Token': login.result.token, 'tenant-id': '1' };
  const all = [];
  const rows = [];
  for (const list of ADMIN_LISTS) {
    const times = [];
    for (let call = 0; call < WARM_UP + CALLS_PER_LIST; call += 1) {
      const started = performance.now();
      const reply = await fetch(`${base}${list}`, { headers }).then((r) => r.json());
      const ms = performance.now() - started;
      if (!reply.success) throw new Error(`${list} answered ${reply.message}`);
      if (call >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({ list, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  all.sort((a, b) => a - b);
  return { rows, p50: percentile(all, 50), p95: percentile(all, 95), calls: all.length };
}

export async function measureDemoBackend() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-demo-bench-'));
  try {
    const first = await startBackend(dataDir, true);
    await stop(first.child);
    const second = await startBackend(dataDir, false);
    try {
      const lists = await timeLists(second.port);
      return {
        firstStartMs: first.ms,
        secondStartMs: second.ms,
        lists,
        targetP95Ms: LIST_P95_TARGET_MS,
      };
    } finally {
      await stop(second.child);
    }
  } catch (error) {
    await stopChildren();
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDemoBackend({ error, firstStartMs, secondStartMs, lists, targetP95Ms }) {
  console.log('\nDemo backend (scripts/demo-backend, PGlite)');
  if (error) {
    console.log(`  not measured: ${error}`);
    return;
  }
  console.log(
    `  start on a fresh data folder (initdb, migrations, seed): ${(firstStartMs / 1000).toFixed(1)} s`,
  );
  console.log(`  start on the folder it left: ${(secondStartMs / 1000).toFixed(1)} s`);
  console.log(
    `  admin list calls (${lists.calls}): p50 ${lists.p50.toFixed(1)} ms, p95 ${lists.p95.toFixed(1)} ms ` +
      `(target p95 ≤ ${targetP95Ms} ms)`,
  );
  for (const row of lists.rows) {
    console.log(
      `    ${row.list.padEnd(48)} p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms`,
    );
  }
}
