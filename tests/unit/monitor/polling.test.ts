import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, type VisibilitySource } from '../../../resources/monitor/shared/poller';
import { appendPoint, EMPTY_SERIES, SERIES_LIMIT } from '../../../resources/monitor/shared/series';

describe('appendPoint', () => {
  it('appends in Unix seconds and keeps only the latest points', () => {
    let series = EMPTY_SERIES;
    for (let index = 1; index <= 5; index += 1)
      series = appendPoint(series, index * 1000, index * 10, 3);
    expect(series).toEqual({ seconds: [3, 4, 5], values: [30, 40, 50] });
  });

  it('keeps a window of 60 points by default and leaves the given series untouched', () => {
    let series = EMPTY_SERIES;
    for (let index = 0; index < 100; index += 1) series = appendPoint(series, index * 3000, index);
    expect(series.values).toHaveLength(SERIES_LIMIT);
    expect(series.values[0]).toBe(40);
    expect(appendPoint(series, 0, 1).values).toHaveLength(SERIES_LIMIT);
    expect(EMPTY_SERIES).toEqual({ seconds: [], values: [] });
  });
});

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('startPolling', () => {
  let visibility: FakeDocument;
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = new FakeDocument();
  });
  afterEach(() => vi.useRealTimers());

  const source = (): VisibilitySource => visibility as unknown as VisibilitySource;

  it('polls at once, then an interval after each round settled, never two at a time', async () => {
    const settle: (() => void)[] = [];
    const poll = vi.fn(() => new Promise<void>((resolve) => settle.push(resolve)));
    const stop = startPolling({ poll, intervalMs: 3000, visibility: source() });
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000); // the first round is still in flight
    expect(poll).toHaveBeenCalledTimes(1);
    settle[0]?.();
    await vi.advanceTimersByTimeAsync(2999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('pauses while the document is hidden and polls as soon as it is shown', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const stop = startPolling({ poll, intervalMs: 3000, visibility: source() });
    await vi.advanceTimersByTimeAsync(0);
    visibility.setHidden(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(1);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    visibility.setHidden(false); // a second 'shown' while a round is scheduled adds none
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('aborts the round in flight and polls no more once stopped', async () => {
    let signal: AbortSignal | undefined;
    const poll = vi.fn((given: AbortSignal) => {
      signal = given;
      return Promise.resolve();
    });
    const stop = startPolling({ poll, intervalMs: 3000, visibility: source() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(signal?.aborted).toBe(true);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
