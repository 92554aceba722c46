import type { HttpError } from '@refinedev/core';
import { LOGIN_EXPIRED_CONTENT } from '../../src/lib/messages';

/**
 * Which kind of failure an `ApiError` is, so each is shown once and as spec 8.1/8.2 says:
 * - `http`: an HTTP failure (status, timeout, no answer) the HTTP layer has already shown.
 * - `server`: the server answered but refused (`success: false`) or gave an unusable reply; not
 *   shown yet: the caller shows the message as a warning.
 * - `configuration`: the page or the endpoint table is wrong (missing url, unsupported filter);
 *   shown as an error toast.
 * - `input`: the user asked for something that cannot be sent (batch delete with no selection).
 */
export type ApiErrorKind = 'http' | 'server' | 'configuration' | 'input';

/**
 * The one error every API call rejects with. Shaped like Refine's HttpError (`message`,
 * `statusCode`) so Refine's notifications and `authProvider.onError` can read it.
 */
export class ApiError extends Error implements HttpError {
  readonly statusCode: number;
  readonly kind: ApiErrorKind;
  /** The user has been told already; upper layers must not show it a second time. */
  readonly presented: boolean;

  constructor(message: string, kind: ApiErrorKind, statusCode = 500) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.statusCode = statusCode;
    this.presented = kind === 'http';
  }
}

/**
 * The call found the session over (HTTP 401, or 500 'Token失效'): the HTTP layer has shown spec
 * 8.1's notice or dialog and ends the session itself, so a caller neither shows it nor signs out.
 */
export class SessionEndedError extends ApiError {
  constructor(statusCode: number) {
    super(LOGIN_EXPIRED_CONTENT, 'http', statusCode);
  }
}

export function isSessionEnded(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError;
}

export function isPresentedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.presented;
}

/** A refusal of the server (spec 8.2): its message is for the user, as a warning. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'server';
}

/** Status used when the server never answered (network failure). */
export const NO_RESPONSE_STATUS = 0;
/** Status used when the client gave up waiting (spec 7.1 timeout). */
export const TIMEOUT_STATUS = 408;
/** Status used when the browser cut the call off because the page was being left. */
export const PAGE_LEFT_STATUS = -1;

/** A call the browser cut off as the page went: no answer of the server, and nobody was told. */
export function isCutOffByPageLeave(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === PAGE_LEFT_STATUS;
}
