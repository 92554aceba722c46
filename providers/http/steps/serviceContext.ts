/**
 * The context of a /cap service body (spec 7.1) from the session at the moment of sending, like
 * the access headers: a replay after a token refresh carries the new token in the body too.
 */
import { parseJson } from '../../../src/lib/guards';
import type { Step } from '../pipeline';
import { withCurrentContext, type SessionSnapshot } from '../serviceBody';

export function serviceContextStep(currentSession: () => SessionSnapshot): Step {
  return async (request, next) => {
    if (request.body === null) return next(request);
    if (!(request.headers.get('content-type') ?? '').includes('json')) return next(request);
    const parsed = parseJson(await request.clone().text());
    const body = parsed.ok ? withCurrentContext(parsed.value, currentSession()) : undefined;
    if (!body) return next(request);
    return next(new Request(request, { body: JSON.stringify(body) }));
  };
}
