import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retry } from '../../../src/components/TreeTable/retry';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A task failing `failures` times before it succeeds, recording when each attempt started. */
function flakyTask(failures: number) {
  const startedAt: number[] = [];
  const task = vi.fn(async () => {
    startedAt.push(Date.now());
    if (startedAt.length <= failures) throw new Error(`attempt ${startedAt.length} failed`);
    return 'rows';
  });
  return { task, startedAt };
}

describe('retry (spec 4: up to 3 times, 100 ms apart)', () => {
  it('returns the first success without waiting', async () => {
    const { task } = flakyTask(0);
    await expect(retry(task, { retries: 3, delayMs: 100 })).resolves.toBe('rows');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('tries again 100 ms after each failure until one succeeds', async () => {
    const { task, startedAt } = flakyTask(2);
    const result = retry(task, { retries: 3, delayMs: 100 });

    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);

    await expect(result).resolves.toBe('rows');
    const start = startedAt[0] ?? 0;
    expect(startedAt.map((at) => at - start)).toEqual([0, 100, 200]);
  });

  it('gives up after the third retry with the last failure', async () => {
    const { task } = flakyTask(10);
    const result = retry(task, { retries: 3, delayMs: 100 });
    const settled = expect(result).rejects.toThrow('attempt 4 failed');

    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('does not try again a failure that is not worth it', async () => {
    const { task } = flakyTask(10);
    await expect(
      retry(task, { retries: 3, delayMs: 100, shouldRetry: () => false }),
    ).rejects.toThrow('attempt 1 failed');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
