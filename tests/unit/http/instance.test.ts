// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindHttpPorts, http, unbindHttpPorts } from '../../../providers/http/instance';
import { fakePresenter, json, sysOk } from './support';

afterEach(() => {
  unbindHttpPorts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the app-wide instance', () => {
  it('uses the configured API base on the page origin and the browser storage', async () => {
    localStorage.setItem('pro__TENANT_ID', '{"value":"1002","expire":null}');
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(sysOk('ok')));
    vi.stubGlobal('fetch', fetch);

    expect(await http.request('get', '/sys/user/list')).toMatchObject({
      success: true,
      result: 'ok',
    });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/admin\/sys\/user\/list\?_t=\d+$/);
    expect(new Headers(init?.headers).get('tenant-id')).toBe('1002');
  });

  it('rejects before the app binds its presenter, and shows the failure once one is bound', async () => {
    vi.stubGlobal('fetch', async () => json({}, 403));
    const consoleError = vi.spyOn(console, 'error');

    await expect(http.request('get', '/sys/user/list')).rejects.toMatchObject({
      message: '拒绝访问',
      statusCode: 403,
      presented: true,
    });
    expect(consoleError).not.toHaveBeenCalled();

    const { presenter, shown } = fakePresenter();
    bindHttpPorts({ presenter });
    expect(shown).toEqual(['notification:拒绝访问']);
    // Shown once: a later binding has nothing left to show.
    const again = fakePresenter();
    bindHttpPorts({ presenter: again.presenter });
    expect(again.shown).toEqual([]);
  });

  it("keeps a 500 'Token失效' before binding waiting for the bound dialog: no logout before its answer", async () => {
    localStorage.setItem('pro__Access-Token', '{"value":"t-1","expire":null}');
    vi.stubGlobal('fetch', async () =>
      json({ success: false, message: 'Token失效，请重新登录!', code: 500 }, 500),
    );
    const reload = vi.fn();
    bindHttpPorts({ session: { logout: async () => localStorage.clear(), reload } });

    await expect(http.request('get', '/sys/user/list')).rejects.toMatchObject({ statusCode: 500 });
    await Promise.resolve();
    expect(localStorage.getItem('pro__Access-Token')).not.toBeNull();

    let answer = (): void => undefined;
    const dialogs: string[] = [];
    const { presenter } = fakePresenter();
    bindHttpPorts({
      presenter: {
        ...presenter,
        showExpiredDialog: (text) => {
          dialogs.push(text.title);
          return new Promise<void>((resolve) => (answer = resolve));
        },
      },
    });
    expect(dialogs).toEqual(['登录已过期']);
    expect(reload).not.toHaveBeenCalled();

    answer();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('shows failures through the bound presenter and reads the bound route', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({}, 404));
    vi.stubGlobal('fetch', fetch);
    const { presenter, shown } = fakePresenter();
    bindHttpPorts({
      presenter,
      getRoute: () => ({ name: 'low-app-list', params: { appId: 'app-3' } }),
    });

    await expect(http.request('get', '/sys/nothing')).rejects.toMatchObject({ statusCode: 404 });

    expect(shown).toEqual(['notification:很抱歉，资源未找到!']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('X-Low-App-ID')).toBe('app-3');
  });
});
