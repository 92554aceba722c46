/**
 * HTTP 请求追踪 (spec 2.7, /actuator/httptrace): the last 100 requests this backend served, kept in
 * memory as Spring Boot's in-memory trace repository keeps them, newest first. Headers are kept
 * as received, credentials included: the page masks them (as the contract says).
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { components } from '../../../../src/api/generated/sys';

type HttpTrace = components['schemas']['HttpTrace'];

const CAPACITY = 100;

function headerMap(headers: Headers): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  headers.forEach((value, name) => {
    (map[name] ??= []).push(value);
  });
  return map;
}

export class TraceRing {
  private readonly traces: HttpTrace[] = [];
  /** Every request traced since the start, not only the kept ones. */
  served = 0;

  add(trace: HttpTrace): void {
    this.served += 1;
    this.traces.push(trace);
    if (this.traces.length > CAPACITY) this.traces.shift();
  }

  newestFirst(): HttpTrace[] {
    return [...this.traces].reverse();
  }
}

/** Records each request once its reply is made (mount before every route: see index.ts). */
export function traceRequests(ring: TraceRing): MiddlewareHandler {
  return async (context, next) => {
    const started = Date.now();
    await next();
    const incoming = (context.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    ring.add({
      timestamp: new Date(started).toISOString(),
      principal: null,
      session: null,
      timeTaken: Date.now() - started,
      request: {
        method: context.req.method,
        uri: context.req.url,
        remoteAddress: incoming?.socket?.remoteAddress ?? null,
        headers: headerMap(context.req.raw.headers),
      },
      response: { status: context.res.status, headers: headerMap(context.res.headers) },
    });
  };
}
