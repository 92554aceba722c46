/** The demo backend in process for tests: seeded once per file, called like the console calls it. */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { encryptCredential } from '../../src/lib/crypto';
import {
  createDemoBackend,
  DEFAULT_CONFIG,
  type DemoBackend,
} from '../../scripts/demo-backend/server';

export type { DemoBackend };

/** A backend of its own, from the run's seeded template (globalSetup.ts). */
export async function startBackend(now?: () => Date): Promise<DemoBackend> {
  const template = new Blob([readFileSync(inject('demoTemplate'))]);
  return createDemoBackend({ template, ...(now ? { now } : {}) });
}

export interface Reply {
  status: number;
  json: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- replies are read field by field
}

export async function call(
  backend: DemoBackend,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['X-Access-Token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await backend.app.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Reply['json'] };
}

const encrypt = (text: string) => encryptCredential(text, DEFAULT_CONFIG.loginAesKey);

export function login(backend: DemoBackend, username: string, password: string): Promise<Reply> {
  return call(backend, 'POST', '/sys/login', {
    body: { username: encrypt(username), password: encrypt(password), remember_me: true },
  });
}

/** Signs in and returns the access token (fails the test when the sign-in is refused). */
export async function tokenOf(backend: DemoBackend, username: string, password: string) {
  const reply = await login(backend, username, password);
  if (!reply.json.success) throw new Error(`sign-in of ${username} refused: ${reply.json.message}`);
  return reply.json.result as { token: string; refreshToken: string };
}
