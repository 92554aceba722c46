import { describe, expect, it, vi } from 'vitest';
import { sharedLoad } from '../../../src/lib/sharedLoad';

// The signed-in app's code, the sign-in feedback, the region tree and the signed-in feedback
// holders load through one rule: one download for every caller, a failed one tried again.

describe('sharedLoad', () => {
  it('loads once for every caller, during and after the load', async () => {
    const load = vi.fn(() => Promise.resolve('代码'));
    const shared = sharedLoad(load);
    const [first, second] = await Promise.all([shared(), shared()]);
    expect([first, second, await shared()]).toEqual(['代码', '代码', '代码']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('代码');
    const shared = sharedLoad(load);
    await expect(shared()).rejects.toThrow('Failed to fetch');
    await expect(shared()).resolves.toBe('代码');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
