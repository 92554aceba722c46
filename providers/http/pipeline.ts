/**
 * The request pipeline behind both openapi-fetch clients and the generic requester. Each step has
 * the onion signature, so a step can look at the reply, and send again (token refresh replay).
 */
export type Handler = (request: Request) => Promise<Response>;

export type Step = (request: Request, next: Handler) => Promise<Response>;

/** `compose([a, b], send)` runs a, then b, then send; replies travel back through b, then a. */
export function compose(steps: readonly Step[], innermost: Handler): Handler {
  return steps.reduceRight<Handler>(
    (next, step) => retaining((request) => step(request, next)),
    retaining(innermost),
  );
}

/**
 * Each step hands on a new Request whose signal follows the one before. Node's Request (used by
 * the tests) stops following once the earlier Request is garbage collected, so the caller's
 * cancellation would never reach the network; holding every Request of the chain until its
 * handler settles keeps the chain intact.
 */
function retaining(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } finally {
      void request.signal;
    }
  };
}
