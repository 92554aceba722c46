import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, timeoutStep } from '../../../providers/http/steps/timeout';
import { REQUEST_TIMEOUT_MS } from '../../../src/lib/constants';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timeoutStep', () => {
  it('rejects after 60 s and aborts the network request', async () => {
    let sentSignal: AbortSignal | undefined;
    const outcome = timeoutStep(REQUEST_TIMEOUT_MS)(
      new Request('https://c.test/admin/slow'),
      (request) => {
        sentSignal = request.signal;
        return new Promise<Response>(() => undefined);
      },
    ).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sentSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('timeout of 60000ms exceeded');
    expect(sentSignal?.aborted).toBe(true);
  });

  it('passes a timely reply through and leaves no timer behind', async () => {
    const response = await timeoutStep(REQUEST_TIMEOUT_MS)(
      new Request('https://c.test/'),
      async () => new Response('ok'),
    );
    expect(await response.text()).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("forwards the caller's own abort to the network request", async () => {
    const caller = new AbortController();
    let sentSignal: AbortSignal | undefined;
    void timeoutStep(REQUEST_TIMEOUT_MS)(
      new Request('https://c.test/', { signal: caller.signal }),
      (request) => {
        sentSignal = request.signal;
        return new Promise<Response>(() => undefined);
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    caller.abort();
    expect(sentSignal?.aborted).toBe(true);
  });
});
