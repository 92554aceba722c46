import { describe, expect, it, vi } from 'vitest';
import { saysAccessTokenExpired } from '../../../providers/http/steps/tokenRefresh';
import { TOKEN_TTL_MS } from '../../../src/lib/constants';
import {
  CAP_EXPIRED,
  capOk,
  createTestHttp,
  json,
  NOW,
  sysOk,
  type SentRequest,
  type TestHttp,
} from './support';

const REFRESH = '/admin/cap/auth/v1/RefreshToken';
const NEW_TOKENS = { accessToken: 'eyJ.new-access', refreshToken: 'eyJ.new-refresh' };

const isRefresh = (request: SentRequest): boolean => request.url.pathname === REFRESH;

/** Expired for the old token, the request's own path back for the new one. */
function backend(refreshReply: () => Response | Promise<Response>) {
  return (request: SentRequest): Response | Promise<Response> => {
    if (isRefresh(request)) return refreshReply();
    if (request.headers['x-access-token'] === NEW_TOKENS.accessToken) {
      return json(sysOk({ path: request.url.pathname }));
    }
    return json(CAP_EXPIRED);
  };
}

function signedIn(test: TestHttp): TestHttp {
  test.storage.set('Access-Token', 'eyJ.old-access', TOKEN_TTL_MS);
  test.storage.set('Access-Refresh-Token', 'eyJ.old-refresh', TOKEN_TTL_MS);
  return test;
}

const fifty = (test: TestHttp) =>
  Array.from({ length: 50 }, (_, index) => test.http.request('get', `/sys/item/${index}`));

describe('single-flight refresh and replay', () => {
  it('refreshes once for 50 concurrent expired replies and replays each with the new token', async () => {
    const test = signedIn(createTestHttp({ reply: backend(() => json(capOk(NEW_TOKENS))) }));

    const replies = await Promise.all(fifty(test));

    expect(replies.map((reply) => reply.success)).toEqual(Array(50).fill(true));
    expect(replies.map((reply) => reply.result)).toEqual(
      Array.from({ length: 50 }, (_, index) => ({ path: `/admin/sys/item/${index}` })),
    );
    const refreshes = test.sent.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    const replays = test.sent.filter(
      (request) => request.headers['x-access-token'] === 'eyJ.new-access',
    );
    expect(replays).toHaveLength(50);
    expect(new Set(replays.map((request) => request.url.pathname)).size).toBe(50);
    expect(test.sent).toHaveLength(101);
    expect(test.shown).toEqual([]);
  });

  it('sends the stored refresh token in a service body and stores both new tokens for 7 days', async () => {
    const test = signedIn(createTestHttp({ reply: backend(() => json(capOk(NEW_TOKENS))) }));

    await test.http.request('get', '/sys/user/list');

    const [refresh] = test.sent.filter(isRefresh);
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['content-type']).toBe('application/json');
    expect(refresh?.headers['x-access-token']).toBe('eyJ.old-access');
    expect(refresh?.headers['tenant-id']).toBe('0');
    expect(JSON.parse(refresh?.body ?? '')).toMatchObject({
      refreshToken: 'eyJ.old-refresh',
      page: { pageSize: 10, pageNum: 1 },
      context: { channel: 'web', serviceUri: '/cap/auth/v1/RefreshToken', token: 'eyJ.old-access' },
    });
    expect(JSON.parse(test.local.getItem('pro__Access-Token') ?? '')).toEqual({
      value: 'eyJ.new-access',
      expire: NOW + 604_800_000,
    });
    expect(JSON.parse(test.local.getItem('pro__Access-Refresh-Token') ?? '')).toEqual({
      value: 'eyJ.new-refresh',
      expire: NOW + 604_800_000,
    });
  });

  it('replays a POST with its body', async () => {
    const bodies: string[] = [];
    const test = signedIn(
      createTestHttp({
        reply: (request) => {
          if (!isRefresh(request)) bodies.push(request.body);
          return backend(() => json(capOk(NEW_TOKENS)))(request);
        },
      }),
    );
    await test.http.signedPost('/sys/role/add', { roleName: '审核员' });
    expect(bodies).toEqual(['{"roleName":"审核员"}', '{"roleName":"审核员"}']);
  });

  // spec 7.1 context object: the body speaks for the session as the headers do.
  it.each<[string, (test: TestHttp, path: string) => Promise<unknown>]>([
    ['servicePost', (test, path) => test.http.servicePost(path, { cusName: '汇联' })],
    [
      'a typed call with serviceBody',
      (test, path) =>
        test.http.cap.POST('/cap/cus/v2/CusMastInfoInquiry', {
          body: test.http.serviceBody(path, { cusCode: 'C001', cusName: '汇联' }),
        }),
    ],
  ])('replays a service POST (%s) with the new token in context.token', async (_, call) => {
    const path = '/cap/cus/v2/CusMastInfoInquiry';
    const test = signedIn(createTestHttp({ reply: backend(() => json(capOk(NEW_TOKENS))) }));
    test.storage.set('TENANT_ID', '1002');

    await call(test, path);

    const sends = test.sent.filter((request) => request.url.pathname === `/admin${path}`);
    expect(sends.map((request) => request.headers['x-access-token'])).toEqual([
      'eyJ.old-access',
      'eyJ.new-access',
    ]);
    const [first, replay] = sends.map((request) => JSON.parse(request.body));
    expect(first.context.token).toBe('eyJ.old-access');
    expect(replay).toEqual({
      ...first,
      context: { ...first.context, token: 'eyJ.new-access' },
    });
    expect(replay).toMatchObject({
      cusName: '汇联',
      context: { tenantId: '1002', serviceUri: path, channel: 'web' },
    });
  });

  it('does not refresh again when the replay is still expired', async () => {
    const test = signedIn(
      createTestHttp({
        reply: (request) => (isRefresh(request) ? json(capOk(NEW_TOKENS)) : json(CAP_EXPIRED)),
      }),
    );

    const reply = await test.http.request('post', '/cap/cus/v2/CusMastInfoInquiry', { body: {} });

    expect(reply).toEqual({
      success: false,
      code: 'E0401',
      message: '登录状态已失效:Access token has expired',
      result: null,
    });
    expect(test.sent.map((request) => request.url.pathname)).toEqual([
      '/admin/cap/cus/v2/CusMastInfoInquiry',
      REFRESH,
      '/admin/cap/cus/v2/CusMastInfoInquiry',
    ]);
  });

  it('replays without a second refresh an expired reply that arrives after the refresh', async () => {
    let releaseLate = (): void => undefined;
    const lateReply = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    const answer = backend(() => json(capOk(NEW_TOKENS)));
    const test = signedIn(
      createTestHttp({
        reply: async (request) => {
          if (
            request.url.pathname === '/admin/sys/late' &&
            request.headers['x-access-token'] === 'eyJ.old-access'
          ) {
            await lateReply;
          }
          return answer(request);
        },
      }),
    );

    const late = test.http.request('get', '/sys/late');
    await test.http.request('get', '/sys/early');
    releaseLate();

    expect(await late).toMatchObject({ success: true, result: { path: '/admin/sys/late' } });
    expect(test.sent.filter(isRefresh)).toHaveLength(1);
    expect(
      test.sent.map((request) => [request.url.pathname, request.headers['x-access-token']]),
    ).toEqual([
      ['/admin/sys/late', 'eyJ.old-access'],
      ['/admin/sys/early', 'eyJ.old-access'],
      [REFRESH, 'eyJ.old-access'],
      ['/admin/sys/early', 'eyJ.new-access'],
      ['/admin/sys/late', 'eyJ.new-access'],
    ]);
  });
});

describe('failed refresh', () => {
  it.each([
    [
      'a reply without success',
      () => json({ status: { success: false, replyText: '刷新令牌已失效' }, body: null }),
      'message:error:token 刷新失败',
    ],
    ['a success without body', () => json(capOk(null)), 'message:error:token 刷新失败'],
    [
      'a reply that is not JSON',
      () => new Response('<html></html>'),
      'message:error:token 刷新失败',
    ],
    [
      'a refresh call that throws',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'message:error:token 刷新异常：Failed to fetch',
    ],
  ])(
    '%s: one message, one expired dialog, one logout, all 50 reject',
    async (_case, refreshReply, message) => {
      const test = signedIn(createTestHttp({ reply: backend(refreshReply) }));

      const outcomes = await Promise.allSettled(fifty(test));

      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(50).fill('rejected'));
      const text = message.replace('message:error:', '');
      for (const outcome of outcomes) {
        expect(outcome.status === 'rejected' && outcome.reason).toMatchObject({
          message: text,
          statusCode: 401,
          presented: true,
        });
      }
      expect(test.sent.filter(isRefresh)).toHaveLength(1);
      expect(test.shown).toEqual([message, 'dialog']);
      await vi.waitFor(() => expect(test.session.reload).toHaveBeenCalledTimes(1));
      expect(test.session.logout).toHaveBeenCalledTimes(1);
      expect(test.storage.get('Access-Token')).toBe('eyJ.old-access');
    },
  );

  it('does not try again for an expired reply that arrives after the refresh failed', async () => {
    let releaseLate = (): void => undefined;
    const lateReply = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    const answer = backend(() => json(capOk(null)));
    const test = signedIn(
      createTestHttp({
        reply: async (request) => {
          if (request.url.pathname === '/admin/sys/late') await lateReply;
          return answer(request);
        },
      }),
    );

    const late = test.http.request('get', '/sys/late');
    await expect(test.http.request('get', '/sys/early')).rejects.toMatchObject({
      message: 'token 刷新失败',
    });
    releaseLate();

    await expect(late).rejects.toMatchObject({ message: 'token 刷新失败', statusCode: 401 });
    expect(test.sent.filter(isRefresh)).toHaveLength(1);
    expect(test.shown).toEqual(['message:error:token 刷新失败', 'dialog']);
  });

  it('does not refresh the refresh call itself when it says the token expired', async () => {
    const test = signedIn(createTestHttp({ reply: () => json(CAP_EXPIRED) }));
    await expect(test.http.request('get', '/sys/user/list')).rejects.toMatchObject({
      message: 'token 刷新失败',
    });
    expect(test.sent.filter(isRefresh)).toHaveLength(1);
    expect(test.sent).toHaveLength(2);
  });
});

describe('saysAccessTokenExpired', () => {
  it.each([
    [CAP_EXPIRED, true],
    [{ success: false, code: 500, message: 'Access token has expired' }, true],
    [
      {
        status: {
          success: false,
          replyText: '失败',
          errorMsg: `Access token has expired ${'x'.repeat(80)}`,
        },
      },
      true,
    ],
    [capOk({}), false],
    [{ success: false, message: 'Token失效，请重新登录!' }, false],
    [[], false],
  ])('%j → %s', (json, expected) => {
    expect(saysAccessTokenExpired(json)).toBe(expected);
  });
});
