import type { HttpError } from '@refinedev/core';

/**
 * What the HTTP layer rejects with after it has shown the failure to the user (spec 8.1). Shaped
 * like Refine's HttpError; `presented` tells upper layers not to show it a second time.
 */
export class ConsoleHttpError extends Error implements HttpError {
  readonly statusCode: number;
  readonly presented = true;

  constructor(message: string, statusCode: number) {
    super(message);
    this.name = 'ConsoleHttpError';
    this.statusCode = statusCode;
  }
}

export function isPresentedError(error: unknown): error is ConsoleHttpError {
  return error instanceof ConsoleHttpError;
}

/** Status used when the server never answered (network failure). */
export const NO_RESPONSE_STATUS = 0;
/** Status used when the client gave up waiting (spec 7.1 timeout). */
export const TIMEOUT_STATUS = 408;
