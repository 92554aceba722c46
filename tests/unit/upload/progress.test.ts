import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPercent, simulateProgress } from '../../../src/components/FileUpload/progress';

describe('simulated upload progress (spec 4: up to 99, every 100 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('climbs on each 100 ms tick and never passes 99', () => {
    const seen: number[] = [];
    const stop = simulateProgress((percent) => seen.push(percent));

    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([10]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([10, 19]);

    vi.advanceTimersByTime(60_000);
    expect(seen.at(-1)).toBe(99);
    expect(Math.max(...seen)).toBe(99);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
    stop();
  });

  it('stops ticking once stopped (the server answered)', () => {
    const seen: number[] = [];
    const stop = simulateProgress((percent) => seen.push(percent));
    vi.advanceTimersByTime(300);
    stop();
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(3);
  });

  it.each([
    [0, 10],
    [90, 91],
    [98, 99],
    [99, 99],
    [120, 99],
  ])('nextPercent(%i) = %i', (from, to) => {
    expect(nextPercent(from)).toBe(to);
  });
});
