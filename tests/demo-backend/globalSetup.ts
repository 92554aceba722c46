/**
 * Seeds one demo database per test run and hands its dump to the test files: a file then starts
 * its own backend from the dump in about a second instead of Postgres's initdb and the seed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDemoBackend } from '../../scripts/demo-backend/server';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-backend-template-'));
  const backend = await createDemoBackend();
  const dump = await backend.db.dumpDataDir('none');
  await backend.close();
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('demoTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
