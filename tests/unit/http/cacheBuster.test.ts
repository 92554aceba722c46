import { describe, expect, it } from 'vitest';
import { cacheBusterStep } from '../../../providers/http/steps/cacheBuster';
import { throughStep } from './support';

const clock = { now: () => 1763701200999 };

describe('cacheBusterStep', () => {
  it('puts _t (Unix seconds) first on a GET and keeps the other params', async () => {
    const { seen } = await throughStep(
      cacheBusterStep(clock),
      new Request('https://c.test/admin/sys/user/list?pageNo=1&realname=%E5%BC%A0'),
    );
    const url = new URL(seen[0]?.url ?? '');
    expect([...url.searchParams]).toEqual([
      ['_t', '1763701200'],
      ['pageNo', '1'],
      ['realname', '张'],
    ]);
  });

  it('replaces a _t that is already there', async () => {
    const { seen } = await throughStep(
      cacheBusterStep(clock),
      new Request('https://c.test/admin/x?_t=5'),
    );
    expect(new URL(seen[0]?.url ?? '').search).toBe('?_t=1763701200');
  });

  it('leaves dictionary item lookups alone', async () => {
    const url = 'https://c.test/admin/sys/dict/getDictItems/sex';
    const { seen } = await throughStep(cacheBusterStep(clock), new Request(url));
    expect(seen[0]?.url).toBe(url);
  });

  it.each(['POST', 'PUT', 'DELETE'])('leaves %s alone', async (method) => {
    const url = 'https://c.test/admin/sys/role/delete?id=1';
    const { seen } = await throughStep(cacheBusterStep(clock), new Request(url, { method }));
    expect(seen[0]?.url).toBe(url);
  });
});
