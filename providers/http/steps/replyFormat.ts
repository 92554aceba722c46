/**
 * A successful reply that is not JSON (an HTML page from a misrouted proxy, an empty body) becomes
 * a failure envelope with the malformed-reply message, so every caller gets a normalised failure
 * instead of a parse error. File downloads are left alone.
 */
import { parseJson } from '../../../src/lib/guards';
import { MALFORMED_REPLY } from '../../../src/lib/messages';
import { BINARY_MARKER, isMarked } from '../markers';
import type { Step } from '../pipeline';

const NO_CONTENT = 204;

export const replyFormatStep: Step = async (request, next) => {
  const response = await next(request);
  if (!response.ok || response.status === NO_CONTENT || isMarked(request, BINARY_MARKER)) {
    return response;
  }
  if (parseJson(await response.clone().text()).ok) return response;
  const failure = { success: false, message: MALFORMED_REPLY, result: null };
  return new Response(JSON.stringify(failure), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  });
};
