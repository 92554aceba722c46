import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../../../src/components/ErrorBoundary';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/lib/constants';

// Issue 13 items 5 and 12, spec 8.4 / 9: a lazily loaded page or widget that fails to load or
// crashes shows an error state in its own area; 重新加载 really imports again.

const CHUNK = 'http://localhost:3000/assets/UserListPage-Bx12.js';
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const page = (): { default: ComponentType } => ({ default: () => <p>用户列表</p> });

/** The server's answer to the probe of the failed file. */
function serverAnswers(status: number, contentType = 'text/javascript') {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(null, { status, headers: { 'content-type': contentType } }));
}

function renderLazy(Lazy: ComponentType) {
  return render(
    <AntdApp>
      <p>外壳仍可用</p>
      <Suspense fallback={<p>加载中</p>}>
        <Lazy />
      </Suspense>
    </AntdApp>,
  );
}

beforeEach(() => {
  // React reports every error a boundary catches; here they are the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithRetry', { timeout: 30_000 }, () => {
  it('shows 页面加载失败 for a failed chunk, and 重新加载 imports it again', async () => {
    const probe = serverAnswers(200);
    const load = vi.fn().mockRejectedValueOnce(importFailure()).mockResolvedValue(page());
    renderLazy(lazyWithRetry(load));

    expect(await screen.findByText('页面加载失败')).toBeVisible();
    expect(screen.getByText('外壳仍可用')).toBeVisible();
    expect(probe).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });

    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));

    expect(await screen.findByText('用户列表')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers a full reload, not a retry, when a new release removed the file (404)', async () => {
    serverAnswers(404, 'text/html');
    renderLazy(lazyWithRetry(vi.fn().mockRejectedValue(importFailure())));

    expect(await screen.findByText('系统已更新')).toBeVisible();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('fails a chunk that has not arrived after 120 s (spec 9) with the time-out state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderLazy(lazyWithRetry(() => new Promise<never>(() => {})));
    expect(screen.getByText('加载中')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText('页面加载失败')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('页面加载失败')).toBeVisible();
    expect(screen.getByText('加载超时，请检查网络后重新加载。')).toBeVisible();
  });

  it('shows a CSS-chunk failure, and 重新加载 loads the style sheet again', async () => {
    const sheet = 'http://localhost:3000/assets/richTextEditor-Cc3.css';
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error(`Unable to preload CSS for ${sheet}`))
      .mockResolvedValue(page());
    serverAnswers(200, 'text/css');
    renderLazy(lazyWithRetry(load));

    expect(await screen.findByText('页面样式加载失败')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));

    const link = document.head.querySelector<HTMLLinkElement>(`link[href="${sheet}"]`);
    expect(link?.rel).toBe('stylesheet');
    // jsdom loads no style sheets; the browser would fire this.
    act(() => {
      link?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText('用户列表')).toBeVisible();
  });

  it('keeps a widget that crashes to its own area, and 重新加载 mounts it afresh', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new TypeError("Cannot read properties of null (reading 'cached')");
      return <p>编辑器就绪</p>;
    }
    renderLazy(lazyWithRetry(async () => ({ default: Flaky }), 'widget'));

    expect(await screen.findByText('组件出错了')).toBeVisible();
    expect(screen.getByText('外壳仍可用')).toBeVisible();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('编辑器就绪')).toBeVisible();
  });

  // Issue 20: a page fetched ahead (the shell and 首页 while the user types) shows without a
  // suspension, so React does not hold it back behind the loading state.
  it('renders a preloaded page at once, with no loading state in between', async () => {
    const load = vi.fn().mockResolvedValue({ ListPage: () => <p>用户列表</p> });
    const Lazy = lazyWithRetry(
      load,
      'page',
      (module: { ListPage: ComponentType }) => module.ListPage,
    );
    await Lazy.preload();

    renderLazy(Lazy);

    expect(screen.getByText('用户列表')).toBeVisible();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  // Issue 32: the page's code is fetched ahead (withRefine) and rendered once Refine is there; a
  // failed fetch ahead shows in the page's area, whenever the render comes, and only 重新加载
  // fetches again.
  it('shows a failed preload at the render, without importing behind the user’s back', async () => {
    const probe = serverAnswers(200);
    const load = vi.fn().mockRejectedValueOnce(importFailure()).mockResolvedValue(page());
    const Lazy = lazyWithRetry(load);
    await Lazy.preload();

    renderLazy(Lazy);

    expect(await screen.findByText('页面加载失败')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('用户列表')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares an import still under way between the preload and the render', async () => {
    let answer: (module: { default: ComponentType }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((done) => (answer = done)));
    const Lazy = lazyWithRetry(load);
    const preloaded = Lazy.preload();

    renderLazy(Lazy);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    answer(page());
    await preloaded;

    expect(await screen.findByText('用户列表')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  // Issue 20: the header's 搜索菜单 fetches its AutoComplete again at the next focus after a failure.
  it('preloads again after a failed preload, through the retry import', async () => {
    const load = vi.fn().mockRejectedValueOnce(importFailure()).mockResolvedValue(page());
    const Lazy = lazyWithRetry(load, 'widget');

    await expect(Lazy.preloadAgain()).resolves.toBeUndefined();
    await Lazy.preloadAgain();
    renderLazy(Lazy);

    expect(screen.getByText('用户列表')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a page that was not preloaded through the loading state', async () => {
    const Lazy = lazyWithRetry(vi.fn().mockResolvedValue(page()));

    renderLazy(Lazy);

    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('用户列表')).toBeVisible();
  });
});
