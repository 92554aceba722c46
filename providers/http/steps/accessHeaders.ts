/** X-Access-Token, tenant-id and X-Low-App-ID on every request (spec 6, 7.1; jeecg-contracts §4). */
import type { ConsoleStorage } from '../../../src/lib/storage';
import type { Step } from '../pipeline';
import type { RouteInfo, RouteReader } from '../ports';

const NO_TENANT = '0';
const LOW_CODE_ROUTE_PREFIX = 'low-app';
const ACCESS_TOKEN_HEADER = 'X-Access-Token';
const TENANT_HEADER = 'tenant-id';

export function lowAppIdOf(route: RouteInfo): string | undefined {
  if (!route.name?.startsWith(LOW_CODE_ROUTE_PREFIX)) return undefined;
  return route.params.appId || undefined;
}

/**
 * The session headers of a session that is no longer stored: the logout call, sent after the
 * session was cleared (spec 4), names the token it ends itself.
 */
export function sessionHeaders(
  token: string,
  tenantId: string | undefined,
): Record<string, string> {
  return { [ACCESS_TOKEN_HEADER]: token, [TENANT_HEADER]: tenantId || NO_TENANT };
}

export function accessHeadersStep(
  storage: Pick<ConsoleStorage, 'get'>,
  getRoute: RouteReader,
): Step {
  return (request, next) => {
    const headers = new Headers(request.headers);
    // Session headers a caller set itself are kept (see sessionHeaders).
    if (!headers.has(ACCESS_TOKEN_HEADER)) {
      const token = storage.get('Access-Token');
      if (token) headers.set(ACCESS_TOKEN_HEADER, token);
      headers.set(TENANT_HEADER, storage.get('TENANT_ID') || NO_TENANT);
    }
    const appId = lowAppIdOf(getRoute());
    if (appId) headers.set('X-Low-App-ID', appId);
    return next(new Request(request, { headers }));
  };
}
