/**
 * The request pipeline behind both openapi-fetch clients and the generic requester. Each step has
 * the onion signature, so a step can look at the reply, and send again (token refresh replay).
 */
export type Handler = (request: Request) => Promise<Response>;

export type Step = (request: Request, next: Handler) => Promise<Response>;

/** `compose([a, b], send)` runs a, then b, then send; replies travel back through b, then a. */
export function compose(steps: readonly Step[], innermost: Handler): Handler {
  return steps.reduceRight<Handler>((next, step) => (request) => step(request, next), innermost);
}
