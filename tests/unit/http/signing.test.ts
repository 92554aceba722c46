import { describe, expect, it } from 'vitest';
import { markerHeaders, SIGNED_MARKER } from '../../../providers/http/markers';
import { signingStep } from '../../../providers/http/steps/signing';
import { SECRET, throughStep } from './support';

const clock = { now: () => new Date(2026, 10, 21, 9, 5, 7).getTime() };
const signedHeaders = markerHeaders(SIGNED_MARKER);

describe('signingStep', () => {
  it('signs a marked GET over its query, leaving out _t (jeecg-contracts §5.3 example 2)', async () => {
    const request = new Request(
      'https://c.test/admin/sys/dict/loadDict/sys_user,realname,username?_t=1763701200&keyword=adm&pageSize=10',
      { headers: signedHeaders },
    );
    const { seen } = await throughStep(signingStep(SECRET, clock), request);
    expect(seen[0]?.headers.get('X-Sign')).toBe('11FBAA8B93EC2684DA669F9A18719285');
    expect(seen[0]?.headers.get('X-TIMESTAMP')).toBe('20261121090507');
  });

  it('signs a marked POST over its JSON body and keeps the body (example 4)', async () => {
    const body = JSON.stringify({
      pid: '',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '',
      converIsLeafVal: 1,
    });
    const request = new Request('https://c.test/admin/sys/dict/loadTreeData', {
      method: 'POST',
      headers: { ...signedHeaders, 'Content-Type': 'application/json' },
      body,
    });
    const { seen } = await throughStep(signingStep(SECRET, clock), request);
    expect(seen[0]?.headers.get('X-Sign')).toBe('133B47ABBF2753B5D75147E83B0B2E58');
    expect(await seen[0]?.text()).toBe(body);
  });

  it('signs the path variable of a table dictionary (example 1)', async () => {
    const request = new Request('https://c.test/admin/sys/dict/getDictItems/sys_user,realname,id', {
      headers: signedHeaders,
    });
    const { seen } = await throughStep(signingStep(SECRET, clock), request);
    expect(seen[0]?.headers.get('X-Sign')).toBe('77C52056EF6109F4874CBD8532C8F530');
  });

  it('leaves an unmarked request unsigned', async () => {
    const { seen } = await throughStep(
      signingStep(SECRET, clock),
      new Request('https://c.test/admin/sys/user/list'),
    );
    expect(seen[0]?.headers.has('X-Sign')).toBe(false);
    expect(seen[0]?.headers.has('X-TIMESTAMP')).toBe(false);
  });
});
