import { describe, expect, it, vi } from 'vitest';
import { createBatchedLookup } from '../../../src/lib/batchedLookup';

interface User {
  username: string;
  realname: string;
}

const KNOWN: User[] = [
  { username: 'zhangwei', realname: '张伟' },
  { username: 'lina', realname: '李娜' },
];

/** A lookup whose flushes the test runs by hand, and the values each fetch asked for. */
function setup(
  fetchMany = (values: readonly string[]) =>
    Promise.resolve(KNOWN.filter((user) => values.includes(user.username))),
) {
  const flushes: (() => void)[] = [];
  const fetch = vi.fn(fetchMany);
  const lookup = createBatchedLookup<User>({
    fetchMany: fetch,
    keyOf: (user) => user.username,
    schedule: (flush) => flushes.push(flush),
  });
  const flushAll = () => flushes.splice(0).forEach((flush) => flush());
  return { lookup, fetch, flushes, flushAll };
}

describe('createBatchedLookup (grid name cells: one request per window)', () => {
  it('gathers the values asked before the flush into one call of the distinct values', async () => {
    const { lookup, fetch, flushes, flushAll } = setup();

    const asked = [lookup('zhangwei'), lookup('lina'), lookup('zhangwei'), lookup('ghost')];
    expect(flushes).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    flushAll();

    expect(fetch.mock.calls).toEqual([[['zhangwei', 'lina', 'ghost']]]);
    const rows = await Promise.all(asked);
    expect(rows.map((row) => row?.realname)).toEqual(['张伟', '李娜', '张伟', undefined]);
  });

  it('values asked after a flush form the next batch', async () => {
    const { lookup, fetch, flushAll } = setup();

    const first = lookup('zhangwei');
    flushAll();
    const second = lookup('lina');
    flushAll();

    expect(fetch.mock.calls).toEqual([[['zhangwei']], [['lina']]]);
    expect((await first)?.realname).toBe('张伟');
    expect((await second)?.realname).toBe('李娜');
  });

  it('a failed call rejects every value of its batch with that one error', async () => {
    const failure = new Error('用户查询失败');
    const { lookup, flushAll } = setup(() => Promise.reject(failure));

    const asked = [lookup('zhangwei'), lookup('lina')];
    flushAll();

    const settled = await Promise.allSettled(asked);
    expect(settled).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });
});
