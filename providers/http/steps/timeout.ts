/** Gives up on a request after the spec 7.1 timeout and aborts it. */
import type { Step } from '../pipeline';

export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`timeout of ${ms}ms exceeded`);
    this.name = 'TimeoutError';
  }
}

export function timeoutStep(ms: number): Step {
  return (request, next) =>
    new Promise<Response>((resolve, reject) => {
      const controller = new AbortController();
      // The caller's own cancellation still reaches the network request.
      const forwardAbort = (): void => controller.abort(request.signal.reason);
      request.signal.addEventListener('abort', forwardAbort, { once: true });
      const timer = setTimeout(() => {
        const error = new RequestTimeoutError(ms);
        controller.abort(error);
        reject(error);
      }, ms);
      next(new Request(request, { signal: controller.signal }))
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
          request.signal.removeEventListener('abort', forwardAbort);
        });
    });
}
