/** X-Sign and X-TIMESTAMP on requests marked as signed (spec 7.1, jeecg-contracts §5). */
import { parseJson } from '../../../src/lib/guards';
import { computeSign, formatSignTimestamp } from '../../../src/lib/sign';
import { isMarked, SIGNED_MARKER } from '../markers';
import type { Step } from '../pipeline';
import type { Clock } from '../ports';

async function jsonBodyOf(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  const parsed = parseJson(await request.clone().text());
  return parsed.ok ? parsed.value : undefined;
}

export function signingStep(secret: string, clock: Clock): Step {
  return async (request, next) => {
    if (!isMarked(request, SIGNED_MARKER)) return next(request);
    const headers = new Headers(request.headers);
    headers.set('X-Sign', computeSign(request.url, await jsonBodyOf(request), secret));
    headers.set('X-TIMESTAMP', formatSignTimestamp(new Date(clock.now())));
    return next(new Request(request, { headers }));
  };
}
