import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SessionExchange } from './SessionExchange';
import { signInApi } from './signInApi';

/** The CAS service URL: this page without the ticket the CAS server appended. */
function serviceUrl(search: URLSearchParams): string {
  const given = search.get('service');
  if (given) return given;
  const own = new URL(globalThis.location.href);
  own.searchParams.delete('ticket');
  return own.href;
}

/** /user/cas-login?ticket=…: validates a CAS ticket (spec 7.2 validateLogin) and signs in. */
export function CasLoginPage() {
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const exchange = useCallback(async () => {
    if (!ticket) return { ok: false as const, message: '缺少CAS登录票据', presented: false };
    return signInApi.casLogin(ticket, serviceUrl(search));
  }, [ticket, search]);
  return <SessionExchange exchange={exchange} />;
}
