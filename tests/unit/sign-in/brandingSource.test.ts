import { describe, expect, it, vi } from 'vitest';
import type { SystemLookup, TenantLookup } from '../../../providers/sign-in-api';
import { createStorage } from '../../../src/lib/storage';
import { createBrandingSource } from '../../../src/shell/branding/brandingSource';
import { createBrandingStore } from '../../../src/shell/branding/brandingStore';
import { MemoryStorage } from '../lib/memoryStorage';

const NOW = new Date(2026, 10, 21, 10, 0, 0).getTime();
const SEVEN_DAYS = 604_800_000;

const SYS_INFO = JSON.stringify({
  sysName: '系统信息名称',
  copyright: '2017-2026',
  cfgPayPwd: 'true',
  pwdReg: '^.{10,}$',
});
const TENANT_INFO = JSON.stringify({ company: '汇联支付科技有限公司', copyright: '2020-2026' });

interface Lookups {
  tenant?: () => Promise<TenantLookup | undefined>;
  system?: () => Promise<SystemLookup | undefined>;
}

function setup(lookups: Lookups = {}, clock = { now: NOW }) {
  const local = new MemoryStorage();
  const storage = createStorage({ local, session: new MemoryStorage(), now: () => clock.now });
  const api = {
    inquireTenant: vi.fn(
      lookups.tenant ?? (async () => ({ tenantId: '1001', tenantInfo: TENANT_INFO })),
    ),
    inquireSystem: vi.fn(
      lookups.system ?? (async () => ({ sysName: '汇联支付', sysInfo: SYS_INFO })),
    ),
  };
  const source = createBrandingSource({
    api,
    storage,
    location: { hostname: 'console.example.com', port: '', protocol: 'https:' },
    context: { staticUrl: (path) => `https://static.example.com/${path}` },
  });
  return { api, storage, local, source, clock };
}

describe('branding source (spec 2.4, 7.2)', () => {
  it('looks up tenant then system, merges them and stores tenant id and info for 7 days', async () => {
    const { api, storage, local, source } = setup();

    const branding = await source.load();

    expect(api.inquireTenant).toHaveBeenCalledWith('console.example.com');
    expect(api.inquireSystem).toHaveBeenCalledWith({
      url: 'console.example.com',
      port: '443',
      entityId: null,
    });
    expect(branding).toMatchObject({
      sysName: '汇联支付',
      copyright: '2017-2026',
      company: '汇联支付科技有限公司',
      flags: { cfgPayPwd: true, cfgDataDecrypt: false, cfgOpPwd: false },
      pwdReg: '^.{10,}$',
    });
    expect(storage.get('TENANT_ID')).toBe('1001');
    const stored = JSON.parse(local.getItem('pro__SYSTEM_INFO') ?? '{}') as { expire: number };
    expect(stored.expire).toBe(NOW + SEVEN_DAYS);
    expect(storage.get('SYSTEM_INFO')).toMatchObject({
      sysName: '汇联支付',
      company: '汇联支付科技有限公司',
    });
  });

  it('skips both lookups while the cache is fresh and a tenant is stored', async () => {
    const { api, storage, source } = setup();
    storage.set('SYSTEM_INFO', { sysName: '缓存的名称' }, SEVEN_DAYS);
    storage.set('TENANT_ID', '1001');

    expect(source.current().sysName).toBe('缓存的名称');
    await expect(source.load()).resolves.toMatchObject({ sysName: '缓存的名称' });
    expect(api.inquireTenant).not.toHaveBeenCalled();
    expect(api.inquireSystem).not.toHaveBeenCalled();
  });

  it('only restores the tenant id when the cache is fresh but logout cleared the tenant', async () => {
    const { api, storage, source } = setup();
    storage.set('SYSTEM_INFO', { sysName: '缓存的名称' }, SEVEN_DAYS);

    await expect(source.load()).resolves.toMatchObject({ sysName: '缓存的名称' });
    expect(api.inquireTenant).toHaveBeenCalledTimes(1);
    expect(api.inquireSystem).not.toHaveBeenCalled();
    expect(storage.get('TENANT_ID')).toBe('1001');
  });

  it('looks up again once the cache has expired, keeping a tenant chosen at sign-in', async () => {
    const { api, storage, source, clock } = setup();
    storage.set('SYSTEM_INFO', { sysName: '缓存的名称' }, SEVEN_DAYS);
    storage.set('TENANT_ID', '2');
    clock.now += SEVEN_DAYS + 1;

    await expect(source.load()).resolves.toMatchObject({ sysName: '汇联支付' });
    expect(api.inquireSystem).toHaveBeenCalledTimes(1);
    expect(storage.get('TENANT_ID')).toBe('2');
  });

  it.each([
    [
      'both lookups fail',
      async () => Promise.reject(new Error('500')),
      async () => Promise.reject(new Error('500')),
    ],
    ['both return nothing', async () => undefined, async () => undefined],
    [
      'the JSON texts are malformed',
      async () => ({ tenantInfo: '{"sysName":' }),
      async () => ({ sysInfo: 'not json' }),
    ],
  ])('uses the defaults and caches nothing when %s', async (_case, tenant, system) => {
    const { storage, source } = setup({ tenant, system });

    const branding = await source.load();

    expect(branding).toMatchObject({
      sysName: '欢迎使用本服务',
      tabTitle: '欢迎使用本服务',
      copyright: '2017-2023',
      logoUrl: '/logo-kj-big.png',
      backgroundUrl: '/background.svg',
      tabIconUrl: '/logo-kj.png',
    });
    expect(storage.get('SYSTEM_INFO')).toBeUndefined();
    expect(storage.get('TENANT_ID')).toBeUndefined();
  });

  it('runs the lookups once for concurrent callers', async () => {
    const { api, source } = setup();
    await Promise.all([source.load(), source.load()]);
    expect(api.inquireTenant).toHaveBeenCalledTimes(1);
  });
});

describe('branding store', () => {
  it('starts with what is known, then notifies once the lookups finish', async () => {
    const { source } = setup();
    const store = createBrandingStore(source);
    expect(store.getSnapshot().sysName).toBe('欢迎使用本服务');

    const changed = new Promise<void>((resolve) => store.subscribe(resolve));
    await changed;

    expect(store.getSnapshot().sysName).toBe('汇联支付');
  });
});
