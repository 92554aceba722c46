/** X-Access-Token, tenant-id and X-Low-App-ID on every request (spec 6, 7.1; jeecg-contracts §4). */
import type { ConsoleStorage } from '../../../src/lib/storage';
import type { Step } from '../pipeline';
import type { RouteInfo, RouteReader } from '../ports';

const NO_TENANT = '0';
const LOW_CODE_ROUTE_PREFIX = 'low-app';

export function lowAppIdOf(route: RouteInfo): string | undefined {
  if (!route.name?.startsWith(LOW_CODE_ROUTE_PREFIX)) return undefined;
  return route.params.appId || undefined;
}

export function accessHeadersStep(
  storage: Pick<ConsoleStorage, 'get'>,
  getRoute: RouteReader,
): Step {
  return (request, next) => {
    const headers = new Headers(request.headers);
    const token = storage.get('Access-Token');
    if (token) headers.set('X-Access-Token', token);
    headers.set('tenant-id', storage.get('TENANT_ID') || NO_TENANT);
    const appId = lowAppIdOf(getRoute());
    if (appId) headers.set('X-Low-App-ID', appId);
    return next(new Request(request, { headers }));
  };
}
