/** `_t` (Unix seconds) on GET requests, except dictionary item lookups (spec 7.1, jeecg-contracts §4). */
import type { Step } from '../pipeline';
import type { Clock } from '../ports';

const PARAM = '_t';
const EXEMPT_PATH = 'sys/dict/getDictItems';

export function cacheBusterStep(clock: Clock): Step {
  return (request, next) => {
    if (request.method !== 'GET' || request.url.includes(EXEMPT_PATH)) return next(request);
    const url = new URL(request.url);
    const others = [...url.searchParams].filter(([key]) => key !== PARAM);
    url.search = new URLSearchParams([
      [PARAM, String(Math.floor(clock.now() / 1000))],
      ...others,
    ]).toString();
    return next(new Request(url, request));
  };
}
