/**
 * HTTP and transport failures shown to the user exactly as spec 8.1 says, then rejected with a
 * presented ApiError so upper layers do not show them again.
 */
import { asString, isRecord, parseJson } from '../../../src/lib/guards';
import {
  ACCESS_DENIED,
  NETWORK_TIMEOUT,
  REQUEST_FAILED,
  RESOURCE_NOT_FOUND,
  TOKEN_INVALID_MARKER,
} from '../../../src/lib/messages';
import { isCapEnvelope, isSysEnvelope, normaliseEnvelope } from '../envelope';
import {
  ApiError,
  NO_RESPONSE_STATUS,
  PAGE_LEFT_STATUS,
  SessionEndedError,
  TIMEOUT_STATUS,
} from '../httpError';
import { isMarked, QUIET_MARKER } from '../markers';
import type { Step } from '../pipeline';
import type { HttpPresenter } from '../ports';
import type { SessionEnd } from '../sessionEnd';
import { RequestTimeoutError } from './timeout';

export interface ErrorMappingDeps {
  presenter: HttpPresenter;
  sessionEnd: SessionEnd;
  hasToken: () => boolean;
  /** True once the page is being left: the browser then cuts off what is in flight. */
  isLeavingPage: () => boolean;
}

/** The message the server put in an error reply, whichever envelope (or none) it used. */
export function serverMessageOf(body: string): string {
  const parsed = parseJson(body);
  if (!parsed.ok) return '';
  const json = parsed.value;
  if (isCapEnvelope(json) || isSysEnvelope(json)) return normaliseEnvelope(json).message;
  return isRecord(json) ? (asString(json.message) ?? '') : '';
}

export function errorMappingStep(deps: ErrorMappingDeps): Step {
  const mapStatus = (
    status: number,
    serverMessage: string,
    fail: (message: string, status: number) => ApiError,
  ): ApiError => {
    switch (status) {
      case 401:
        deps.sessionEnd.unauthorized();
        return new SessionEndedError(status);
      case 403:
        return fail(ACCESS_DENIED, status);
      case 404:
        return fail(RESOURCE_NOT_FOUND, status);
      case 504:
        return fail(NETWORK_TIMEOUT, status);
      default:
        // Old backends answered an ended session with 500 'Token失效' (jeecg-contracts §4).
        if (status === 500 && serverMessage.includes(TOKEN_INVALID_MARKER) && deps.hasToken()) {
          deps.sessionEnd.expired();
          return new SessionEndedError(status);
        }
        return fail(serverMessage || REQUEST_FAILED, status);
    }
  };

  return async (request, next) => {
    const quiet = isMarked(request, QUIET_MARKER);
    const fail = (message: string, status: number): ApiError => {
      if (!quiet) deps.presenter.notifyError(message);
      return new ApiError(message, 'http', status);
    };
    let response: Response;
    try {
      response = await next(request);
    } catch (error) {
      // A caller that cancelled its own request (a query superseded by another) sees no notice.
      if (request.signal.aborted) throw error;
      if (error instanceof RequestTimeoutError) throw fail(NETWORK_TIMEOUT, TIMEOUT_STATUS);
      // Not the server's failure: nothing to show on a page that is going.
      if (deps.isLeavingPage()) throw new ApiError(REQUEST_FAILED, 'http', PAGE_LEFT_STATUS);
      if (!quiet) {
        deps.presenter.notifyError(
          REQUEST_FAILED,
          error instanceof Error ? error.message : undefined,
        );
      }
      throw new ApiError(REQUEST_FAILED, 'http', NO_RESPONSE_STATUS);
    }
    if (response.ok) return response;
    const body = await response.text().catch(() => '');
    throw mapStatus(response.status, serverMessageOf(body), fail);
  };
}
