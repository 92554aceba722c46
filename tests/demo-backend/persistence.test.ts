// Issue 34: what is saved is in the data folder, and still there when the backend starts again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { createDemoBackend } from '../../scripts/demo-backend/server';
import { call, tokenOf } from './support';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-backend-persistence-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps a saved position and a session across a restart', async () => {
  const template = new Blob([readFileSync(inject('demoTemplate'))]);
  const first = await createDemoBackend({ dataDir, template });
  const { token } = await tokenOf(first, 'admin', 'Admin@123456');
  const added = await call(first, 'POST', '/sys/position/add', {
    token,
    body: { code: 'persisted', name: '持久化专员', postRank: '2' },
  });
  expect(added.json.success).toBe(true);
  await first.close();

  const again = await createDemoBackend({ dataDir });
  expect(again.seeded).toBe(false);
  const session = await tokenOf(again, 'admin', 'Admin@123456');
  const list = await call(again, 'GET', '/sys/position/list?code=persisted', {
    token: session.token,
  });
  expect(list.json.result.records).toEqual([
    expect.objectContaining({ name: '持久化专员', createBy: 'admin' }),
  ]);
  // The session opened before the restart is in the database too.
  const before = await call(again, 'GET', '/sys/position/list?pageSize=1', { token });
  expect(before.json.success).toBe(true);
  await again.close();
});
