import { describe, expect, it } from 'vitest';
import { accessHeadersStep, lowAppIdOf } from '../../../providers/http/steps/accessHeaders';
import { createStorage } from '../../../src/lib/storage';
import { MemoryStorage } from '../lib/memoryStorage';
import { throughStep } from './support';

function storageWith(values: { token?: string; tenant?: string }) {
  const storage = createStorage({ local: new MemoryStorage(), session: new MemoryStorage() });
  if (values.token !== undefined) storage.set('Access-Token', values.token);
  if (values.tenant !== undefined) storage.set('TENANT_ID', values.tenant);
  return storage;
}

describe('accessHeadersStep', () => {
  it('sends the stored token and tenant id', async () => {
    const step = accessHeadersStep(storageWith({ token: 'eyJ.abc', tenant: '1002' }), () => ({
      params: {},
    }));
    const { seen } = await throughStep(step, new Request('https://c.test/admin/sys/user/list'));
    expect(seen[0]?.headers.get('X-Access-Token')).toBe('eyJ.abc');
    expect(seen[0]?.headers.get('tenant-id')).toBe('1002');
    expect(seen[0]?.headers.get('X-Low-App-ID')).toBeNull();
  });

  it('sends tenant-id 0 and no token when signed out', async () => {
    const step = accessHeadersStep(storageWith({}), () => ({ params: {} }));
    const { seen } = await throughStep(step, new Request('https://c.test/admin/sys/login'));
    expect(seen[0]?.headers.has('X-Access-Token')).toBe(false);
    expect(seen[0]?.headers.get('tenant-id')).toBe('0');
  });

  it('sends X-Low-App-ID on a low-app route with an appId', async () => {
    const route = { name: 'low-app-form', params: { appId: 'app-7' } };
    const step = accessHeadersStep(storageWith({}), () => route);
    const { seen } = await throughStep(step, new Request('https://c.test/admin/x'));
    expect(seen[0]?.headers.get('X-Low-App-ID')).toBe('app-7');
  });

  it('keeps the method, body and other headers', async () => {
    const step = accessHeadersStep(storageWith({ token: 't' }), () => ({ params: {} }));
    const request = new Request('https://c.test/admin/sys/role/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"roleName":"管理员"}',
    });
    const { seen } = await throughStep(step, request);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.text()).toBe('{"roleName":"管理员"}');
  });
});

describe('lowAppIdOf', () => {
  it.each([
    [{ name: 'low-app-detail', params: { appId: 'a1' } }, 'a1'],
    [{ name: 'low-app', params: { appId: 'a2' } }, 'a2'],
    [{ name: 'low-app-detail', params: {} }, undefined],
    [{ name: 'low-app-detail', params: { appId: '' } }, undefined],
    [{ name: 'report-low-app', params: { appId: 'a3' } }, undefined],
    [{ params: { appId: 'a4' } }, undefined],
  ])('%j → %s', (route, expected) => {
    expect(lowAppIdOf(route)).toBe(expected);
  });
});
