/**
 * Single-flight token refresh and replay (spec 4, 8.1; perf-security-anchors §2c). A 200 reply
 * saying the access token has expired waits for the one refresh in flight (starting it if there
 * is none), then is sent again once through the inner steps, which pick up the new token. A
 * replay that is still expired is returned as it is: there is no second refresh for it.
 */
import { TOKEN_TTL_MS } from '../../../src/lib/constants';
import { asString, isRecord, parseJson } from '../../../src/lib/guards';
import {
  ACCESS_TOKEN_EXPIRED_MARKER,
  TOKEN_REFRESH_FAILED,
  tokenRefreshException,
} from '../../../src/lib/messages';
import type { ConsoleStorage } from '../../../src/lib/storage';
import { isCapEnvelope, normaliseEnvelope, normaliseReplyText } from '../envelope';
import { ApiError } from '../httpError';
import { BINARY_MARKER, isMarked } from '../markers';
import type { Step } from '../pipeline';
import type { HttpPresenter } from '../ports';
import type { SessionEnd } from '../sessionEnd';
import type { Normalised } from '../types';

const UNAUTHORIZED = 401;

export interface TokenRefreshDeps {
  storage: Pick<ConsoleStorage, 'get' | 'set'>;
  presenter: HttpPresenter;
  sessionEnd: SessionEnd;
  /** POST /cap/auth/v1/RefreshToken through the steps below this one. */
  sendRefresh: (refreshToken: string) => Promise<Response>;
}

/** Checked on the raw errorMsg too: a long one is left out of the normalised message. */
export function saysAccessTokenExpired(json: unknown): boolean {
  if (normaliseEnvelope(json).message.includes(ACCESS_TOKEN_EXPIRED_MARKER)) return true;
  return (
    isCapEnvelope(json) &&
    (asString(json.status.errorMsg) ?? '').includes(ACCESS_TOKEN_EXPIRED_MARKER)
  );
}

async function isExpiredReply(request: Request, response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (isMarked(request, BINARY_MARKER) && !isJson) return false;
  const parsed = parseJson(await response.clone().text());
  return parsed.ok && saysAccessTokenExpired(parsed.value);
}

function tokensOf(result: unknown): { accessToken: string; refreshToken?: string } | undefined {
  if (!isRecord(result)) return undefined;
  const accessToken = asString(result.accessToken);
  if (!accessToken) return undefined;
  return { accessToken, refreshToken: asString(result.refreshToken) || undefined };
}

export function tokenRefreshStep(deps: TokenRefreshDeps): Step {
  const { storage } = deps;
  let inFlight: Promise<void> | undefined;
  let lastFailure: { token: string | undefined; error: ApiError } | undefined;

  const fail = (message: string): ApiError => {
    deps.presenter.message('error', message);
    deps.sessionEnd.expired();
    const error = new ApiError(message, 'http', UNAUTHORIZED);
    lastFailure = { token: storage.get('Access-Token'), error };
    return error;
  };

  const refresh = async (): Promise<void> => {
    let reply: Normalised<unknown>;
    try {
      const response = await deps.sendRefresh(storage.get('Access-Refresh-Token') ?? '');
      reply = normaliseReplyText(await response.text());
    } catch (error) {
      throw fail(tokenRefreshException(error instanceof Error ? error.message : String(error)));
    }
    const tokens = reply.success ? tokensOf(reply.result) : undefined;
    if (!tokens) throw fail(TOKEN_REFRESH_FAILED);
    storage.set('Access-Token', tokens.accessToken, TOKEN_TTL_MS);
    if (tokens.refreshToken) storage.set('Access-Refresh-Token', tokens.refreshToken, TOKEN_TTL_MS);
  };

  const refreshOnce = (): Promise<void> =>
    (inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    }));

  return async (request, next) => {
    const sentToken = storage.get('Access-Token');
    const replay = request.clone();
    const response = await next(request);
    if (!(await isExpiredReply(request, response))) return response;
    // Without any stored session (the logout call, sent after clearing it) there is nothing to refresh.
    if (!sentToken && !storage.get('Access-Refresh-Token')) return response;
    // A refresh that already failed for this token is not tried again by late replies.
    if (lastFailure && lastFailure.token === sentToken) throw lastFailure.error;
    // Unless another request has already refreshed the token this one was sent with.
    if (storage.get('Access-Token') === sentToken) await refreshOnce();
    return next(replay);
  };
}
