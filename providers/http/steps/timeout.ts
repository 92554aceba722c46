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
      const forwarded = new Request(request, { signal: controller.signal });
      // Node's Request follows its parent's signal through a weak reference only, so once the
      // request handed on is collected, aborting `controller` no longer reaches the requests made
      // from it. The timer holds it (its third argument) for as long as the call may be aborted.
      const timer = setTimeout(
        (_held: Request) => {
          const error = new RequestTimeoutError(ms);
          controller.abort(error);
          reject(error);
        },
        ms,
        forwarded,
      );
      next(forwarded)
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
          request.signal.removeEventListener('abort', forwardAbort);
        });
    });
}
