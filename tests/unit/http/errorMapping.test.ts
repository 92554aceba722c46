import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCutOffByPageLeave } from '../../../providers/http/httpError';
import { QUIET_HEADERS } from '../../../providers/http/markers';
import { serverMessageOf } from '../../../providers/http/steps/errorMapping';
import { createTestHttp, json, type TestHttp } from './support';

const TOKEN_INVALID = {
  success: false,
  message: 'Token失效，请重新登录!',
  code: 500,
  result: null,
};

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

function signedIn(test: TestHttp): TestHttp {
  test.storage.set('Access-Token', 'eyJ.current');
  return test;
}

describe('HTTP statuses (spec 8.1)', () => {
  it.each([
    [403, json({ success: false, message: 'Forbidden' }, 403), '拒绝访问'],
    [404, json({ success: false, message: '路径不存在' }, 404), '很抱歉，资源未找到!'],
    [504, new Response('<html>Gateway Timeout</html>', { status: 504 }), '网络超时'],
    [502, new Response('<html>Bad Gateway</html>', { status: 502 }), '请求失败，请稍后重试'],
    [
      500,
      json({ success: false, code: 500, message: '操作失败，系统繁忙，请稍后再试' }, 500),
      '操作失败，系统繁忙，请稍后再试',
    ],
    [
      500,
      json(
        {
          status: {
            success: false,
            replyCode: 'E9999',
            replyText: '系统异常',
            errorMsg: '系统繁忙，请稍后再试',
          },
          body: null,
        },
        500,
      ),
      '系统异常:系统繁忙，请稍后再试',
    ],
    [400, json({ message: 'Bad Request' }, 400), 'Bad Request'],
  ])(
    '%i shows one notification and rejects with a presented HttpError',
    async (status, reply, message) => {
      const test = signedIn(createTestHttp({ reply: () => reply.clone() }));
      const error = await failureOf(test.http.request('get', '/sys/user/list'));
      expect(error).toMatchObject({ message, statusCode: status, presented: true });
      expect(test.shown).toEqual([`notification:${message}`]);
      expect(test.session.logout).not.toHaveBeenCalled();
    },
  );

  it('rejects typed client calls the same way', async () => {
    const test = createTestHttp({ reply: () => json({}, 403) });
    const error = await failureOf(test.http.sys.GET('/sys/user/getMultiUser'));
    expect(error).toMatchObject({ message: '拒绝访问', statusCode: 403, presented: true });
  });
});

describe('calls marked quiet (the caller has its own fallback)', () => {
  it('reject with the mapped error but show nothing', async () => {
    const test = createTestHttp({ reply: () => json({ message: '系统异常' }, 500) });
    const error = await failureOf(
      test.http.cap.POST('/cap/auth/v1/TenantInquiry', {
        body: test.http.serviceBody('/cap/auth/v1/TenantInquiry', { url: 'console.example.com' }),
        headers: QUIET_HEADERS,
      }),
    );
    expect(error).toMatchObject({ message: '系统异常', statusCode: 500 });
    expect(test.shown).toEqual([]);
    expect(test.sent[0]?.headers).not.toHaveProperty('x-console-quiet');
  });

  it('stay quiet when the server cannot be reached', async () => {
    const test = createTestHttp({
      reply: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failureOf(
      test.http.cap.POST('/cap/auth/v1/SystemInquiry', {
        body: test.http.serviceBody('/cap/auth/v1/SystemInquiry', { url: 'console.example.com' }),
        headers: QUIET_HEADERS,
      }),
    );
    expect(error).toMatchObject({ message: '请求失败，请稍后重试' });
    expect(test.shown).toEqual([]);
  });
});

describe('401', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('notifies once, then logs out once and reloads once 1.5 s later for 5 concurrent 401s', async () => {
    const test = signedIn(
      createTestHttp({
        reply: () => json({ success: true, code: 401, message: 'Token失效，请重新登录!' }, 401),
      }),
    );

    const errors = await Promise.all(
      Array.from({ length: 5 }, () => failureOf(test.http.request('get', '/sys/user/list'))),
    );

    expect(errors).toHaveLength(5);
    for (const error of errors) {
      expect(error).toMatchObject({
        message: '很抱歉，登录已过期，请重新登录',
        statusCode: 401,
        presented: true,
      });
    }
    expect(test.shown).toEqual(['notification:很抱歉，登录已过期，请重新登录']);
    // The session stays while the notice is read: clearing it would leave the page at once.
    await vi.advanceTimersByTimeAsync(1499);
    expect(test.session.logout).not.toHaveBeenCalled();
    expect(test.session.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(test.session.logout).toHaveBeenCalledTimes(1);
    expect(test.session.reload).toHaveBeenCalledTimes(1);
  });

  it('only notifies when nobody is signed in', async () => {
    const test = createTestHttp({ reply: () => json({ success: true, code: 401 }, 401) });
    await failureOf(test.http.request('get', '/sys/user/list'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(test.shown).toEqual(['notification:很抱歉，登录已过期，请重新登录']);
    expect(test.session.logout).not.toHaveBeenCalled();
    expect(test.session.reload).not.toHaveBeenCalled();
  });
});

describe("500 with 'Token失效'", () => {
  it('shows one expired dialog for 4 concurrent failures, then logs out and reloads after 重新登录', async () => {
    const test = signedIn(createTestHttp({ reply: () => json(TOKEN_INVALID, 500) }));
    let clickRelogin = (): void => undefined;
    test.presenter.showExpiredDialog.mockImplementation(() => {
      test.shown.push('dialog');
      return new Promise<void>((resolve) => {
        clickRelogin = resolve;
      });
    });

    const errors = await Promise.all(
      Array.from({ length: 4 }, () => failureOf(test.http.request('get', '/sys/user/list'))),
    );

    for (const error of errors) {
      expect(error).toMatchObject({
        message: '很抱歉，登录已过期，请重新登录',
        statusCode: 500,
        presented: true,
      });
    }
    expect(test.shown).toEqual(['dialog']);
    expect(test.presenter.showExpiredDialog).toHaveBeenCalledWith({
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
    });
    expect(test.session.logout).not.toHaveBeenCalled();

    clickRelogin();
    await vi.waitFor(() => expect(test.session.reload).toHaveBeenCalledTimes(1));
    expect(test.session.logout).toHaveBeenCalledTimes(1);
  });

  it('shows a loading message instead of the dialog in DingTalk / WeCom', async () => {
    const test = signedIn(
      createTestHttp({ reply: () => json(TOKEN_INVALID, 500), enterpriseChat: true }),
    );

    await Promise.all([1, 2, 3].map(() => failureOf(test.http.request('get', '/sys/user/list'))));

    expect(test.shown).toEqual(['loading:登录已过期，正在重新登录']);
    expect(test.presenter.showExpiredDialog).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(test.session.reload).toHaveBeenCalledTimes(1));
    expect(test.session.logout).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when nobody is signed in', async () => {
    const test = createTestHttp({ reply: () => json(TOKEN_INVALID, 500) });
    await failureOf(test.http.request('get', '/sys/user/list'));
    expect(test.shown).toEqual(['notification:Token失效，请重新登录!']);
  });
});

describe('transport failures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 网络超时 after 60 s without a reply', async () => {
    vi.useFakeTimers();
    const test = createTestHttp({ reply: () => new Promise<Response>(() => undefined) });
    const outcome = failureOf(test.http.request('get', '/sys/user/list'));
    await vi.advanceTimersByTimeAsync(0);
    // Node's Request follows its parent's signal weakly: a collection (a loaded machine runs
    // them at any time) must not leave the request on the wire un-aborted.
    collectGarbageNow();

    await vi.advanceTimersByTimeAsync(59_999);
    expect(test.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(await outcome).toMatchObject({ message: '网络超时', statusCode: 408, presented: true });
    expect(test.shown).toEqual(['notification:网络超时']);
    expect(test.sent[0]?.signal.aborted).toBe(true);
  });

  it('shows the generic failure with the cause when the server cannot be reached', async () => {
    const test = createTestHttp({
      reply: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await failureOf(test.http.request('get', '/sys/user/list'))).toMatchObject({
      message: '请求失败，请稍后重试',
      statusCode: 0,
      presented: true,
    });
    expect(test.presenter.notifyError).toHaveBeenCalledWith(
      '请求失败，请稍后重试',
      'Failed to fetch',
    );
  });

  it('stays silent about a call the browser cut off as the page was left, and marks it so', async () => {
    let leaving = false;
    const test = createTestHttp({
      leavingPage: () => leaving,
      reply: () => {
        leaving = true;
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failureOf(test.http.request('get', '/sys/user/list'));
    expect(isCutOffByPageLeave(error)).toBe(true);
    expect(error).toMatchObject({ presented: true });
    expect(test.shown).toEqual([]);
    expect(test.session.logout).not.toHaveBeenCalled();
  });

  it('stays silent when the caller cancelled the request itself', async () => {
    const test = createTestHttp({
      reply: (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });
    const caller = new AbortController();
    const outcome = failureOf(
      test.http.sys.GET('/sys/user/getMultiUser', { signal: caller.signal }),
    );
    await vi.waitFor(() => expect(test.sent).toHaveLength(1));
    // Node's Request forgets to follow a dropped parent's signal after GC; the pipeline must not.
    await forceGarbageCollection();
    caller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(test.shown).toEqual([]);
  });
});

function collectGarbageNow(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run Vitest with --expose-gc (vite.config.ts test.execArgv)');
  for (let round = 0; round < 3; round += 1) gc();
}

async function forceGarbageCollection(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run Vitest with --expose-gc (vite.config.ts test.execArgv)');
  for (let round = 0; round < 3; round += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('serverMessageOf', () => {
  it.each([
    ['{"success":false,"message":"操作失败"}', '操作失败'],
    ['{"status":{"success":false,"replyText":"系统异常","errorMsg":"超时"}}', '系统异常:超时'],
    ['{"message":"Bad Request","status":400}', 'Bad Request'],
    ['{"error":"x"}', ''],
    ['<html></html>', ''],
    ['', ''],
  ])('%s → %j', (body, expected) => {
    expect(serverMessageOf(body)).toBe(expected);
  });
});
