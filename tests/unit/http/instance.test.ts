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

  it('still rejects, silently, before the app binds its presenter', async () => {
    vi.stubGlobal('fetch', async () => json({}, 403));
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');

    await expect(http.request('get', '/sys/user/list')).rejects.toMatchObject({
      message: '拒绝访问',
      statusCode: 403,
      presented: true,
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
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
