/**
 * Where the branding comes from (spec 1, 2.4, 7.2): the tenant lookup by host name, then the
 * system lookup, cached 7 days in SYSTEM_INFO; built-in defaults when both give nothing (spec 8.4).
 */
import type { SignInApi } from '../../../providers/sign-in-api';
import {
  mergeBrandInfo,
  parseBrandInfo,
  resolveBranding,
  type BrandInfo,
  type Branding,
  type BrandingContext,
} from '../../lib/branding';
import { SYSTEM_INFO_TTL_MS } from '../../lib/constants';
import type { ConsoleStorage } from '../../lib/storage';

export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

export interface BrandingSourceDeps {
  api: Pick<SignInApi, 'inquireTenant' | 'inquireSystem'>;
  storage: ConsoleStorage;
  location: PageLocation;
  context: BrandingContext;
}

export interface BrandingSource {
  /** What is known without asking the server: the last lookup, the fresh cache, or defaults. */
  current(): Branding;
  /** Runs the lookups once (later calls share the first); never rejects. */
  load(): Promise<Branding>;
}

const defaultPort = (protocol: string): string => (protocol === 'https:' ? '443' : '80');

export function createBrandingSource(deps: BrandingSourceDeps): BrandingSource {
  const { api, storage, location, context } = deps;
  // The password rule is kept here too: the stored SYSTEM_INFO only keeps the spec 3 fields.
  let known: BrandInfo | undefined;
  let loading: Promise<Branding> | undefined;

  const current = (): Branding =>
    resolveBranding(known ?? storage.get('SYSTEM_INFO') ?? {}, context);

  const lookUp = async (): Promise<Branding> => {
    const cached = storage.get('SYSTEM_INFO');
    const hasTenant = storage.get('TENANT_ID') !== undefined;
    if (cached && hasTenant) return current();

    const tenant = await api.inquireTenant(location.hostname).catch(() => undefined);
    // A tenant chosen at sign-in is never replaced by the host's tenant.
    if (tenant?.tenantId && !hasTenant) storage.set('TENANT_ID', tenant.tenantId);
    // A fresh cache only lacked the tenant id (logout clears it, spec 4).
    if (cached) return current();

    const system = await api
      .inquireSystem({
        url: location.hostname,
        port: location.port || defaultPort(location.protocol),
        entityId: storage.get('Login_Userinfo')?.entityId ?? null,
      })
      .catch(() => undefined);
    const info = mergeBrandInfo(
      { sysName: system?.sysName },
      parseBrandInfo(system?.sysInfo),
      parseBrandInfo(tenant?.tenantInfo),
    );
    known = info;
    // Nothing learnt means the lookups failed: keep asking on later visits instead of caching defaults.
    if (Object.keys(info).length > 0) storage.set('SYSTEM_INFO', info, SYSTEM_INFO_TTL_MS);
    return current();
  };

  return {
    current,
    load() {
      loading ??= lookUp().catch(() => current());
      return loading;
    },
  };
}
