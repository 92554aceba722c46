// 系统监控 against the demo backend (issue 34 item 6; spec 2.7): readings of the backend's own
// process and data, which move when the process and the data do.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDemoBackend } from '../../scripts/demo-backend/server';
import { call, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-monitor-'));
  const template = new Blob([readFileSync(inject('demoTemplate'))]);
  backend = await createDemoBackend({
    template,
    config: { filesDir: path.join(dataDir, 'files') },
  });
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(async () => {
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const metric = async (name: string) => {
  const reply = await get(`/actuator/metrics/${name}`);
  expect(reply.name).toBe(name);
  return reply.measurements as { statistic: string; value: number }[];
};
const valueOf = async (name: string) => (await metric(name))[0]!.value;

describe('metrics of the running process', () => {
  it('reports its own memory, CPUs, start and uptime', async () => {
    const heap = await valueOf('jvm.memory.used');
    expect(heap).toBeGreaterThan(process.memoryUsage().heapUsed / 4);
    expect(heap).toBeLessThan(process.memoryUsage().heapTotal * 4);
    expect(await valueOf('jvm.memory.max')).toBeGreaterThan(heap);
    expect(await valueOf('system.cpu.count')).toBe(os.availableParallelism());
    const share = await valueOf('process.cpu.usage');
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);

    const started = await valueOf('process.start.time');
    expect(Math.abs(started - (Date.now() / 1000 - process.uptime()))).toBeLessThan(2);
    const first = await valueOf('process.uptime');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await valueOf('process.uptime')).toBeGreaterThan(first);
    expect((await metric('jvm.gc.pause')).map((m) => m.statistic)).toEqual([
      'COUNT',
      'TOTAL_TIME',
      'MAX',
    ]);
    expect(await valueOf('jvm.threads.live')).toBeGreaterThanOrEqual(1);
  });

  it('counts sign-in sessions as Tomcat sessions', async () => {
    const created = await valueOf('tomcat.sessions.created');
    const live = await valueOf('tomcat.sessions.active.current');
    await tokenOf(backend, 'checker', 'Checker@123456');
    expect(await valueOf('tomcat.sessions.created')).toBe(created + 1);
    expect(await valueOf('tomcat.sessions.active.current')).toBe(live + 1);
    expect(await valueOf('tomcat.sessions.active.max')).toBeGreaterThanOrEqual(live + 1);
  });
});

describe('request traces', () => {
  it('keeps the requests it served, newest first, with status and headers', async () => {
    await get('/sys/position/list?pageSize=2');
    await call(backend, 'GET', '/sys/no/such/path', { token });
    const { traces } = await get('/actuator/httptrace');
    const [notFound, positions] = traces.slice(0, 2);
    expect(positions.request).toMatchObject({ method: 'GET' });
    expect(positions.request.uri).toContain('/sys/position/list?pageSize=2');
    expect(positions.request.headers['x-access-token']).toEqual([token]);
    expect(positions.response.status).toBe(200);
    expect(positions.timeTaken).toBeGreaterThanOrEqual(0);
    expect(notFound.request.uri).toContain('/sys/no/such/path');
    expect(notFound.response.status).toBe(404);
    expect(Date.parse(notFound.timestamp)).toBeGreaterThanOrEqual(Date.parse(positions.timestamp));
  });
});

describe('the Redis and disk pages, from the backend’s own store', () => {
  it('counts rows of the main tables as keys', async () => {
    const before = (await get('/sys/actuator/redis/keysSize')).dbSize;
    await call(backend, 'POST', '/sys/annountCement/add', {
      token,
      body: { titile: '监控计数', msgType: 'ALL', msgCategory: '1' },
    });
    const after = await get('/sys/actuator/redis/keysSize');
    expect(after.dbSize).toBe(before + 1);
    expect(after.create_time).toBeGreaterThan(0);

    const memory = await get('/sys/actuator/redis/memoryInfo');
    expect(Number(memory.used_memory)).toBeGreaterThan(process.memoryUsage().heapUsed / 4);
    const info = (await get('/sys/actuator/redis/info')).result as { key: string; value: string }[];
    expect(info.find((row) => row.key === 'db0')?.value).toBe(`keys=${after.dbSize}`);
    expect(info.find((row) => row.key === 'redis_version')?.value).toBe(
      `Node.js ${process.version}`,
    );
  });

  it('measures the data folder, which grows with an upload', async () => {
    const disks = async () =>
      (await get('/sys/actuator/redis/queryDiskInfo')).result as {
        name: string;
        max: number;
        rest: number;
        restPPT: number;
      }[];
    const [disk, before] = await disks();
    expect(disk!.name).toBe(dataDir);
    expect(disk!.max).toBeGreaterThan(disk!.rest);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024 * 1024)]), 'blob.bin');
    await backend.app.request('/sys/common/upload', {
      method: 'POST',
      body: form,
      headers: { 'X-Access-Token': token },
    });
    const [, after] = await disks();
    expect(before!.rest - after!.rest).toBeGreaterThanOrEqual(1024 * 1024);
  });
});
