import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type JSX } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createProgressStore,
  PROGRESS_FINISH_MS,
  RouteProgress,
  RouteProgressFallback,
} from '../../../src/shell/progress';

const bar = () => screen.queryByRole('progressbar', { name: '页面加载中' });

describe('createProgressStore', () => {
  it('is active while any load is in flight and ignores a second finish', () => {
    const store = createProgressStore();
    const listener = vi.fn();
    store.subscribe(listener);

    const first = store.start();
    const second = store.start();
    first();
    first();
    expect(store.isActive()).toBe(true);
    second();

    expect(store.isActive()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('RouteProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('shows while the store has a load, then fills up and goes', () => {
    vi.useFakeTimers();
    const store = createProgressStore();
    render(<RouteProgress store={store} />);
    expect(bar()).toBeNull();

    let done = () => {};
    act(() => {
      done = store.start();
    });
    expect(bar()).toHaveAttribute('aria-busy', 'true');

    act(() => done());
    expect(bar()).toHaveAttribute('aria-busy', 'false');
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(bar()).toBeNull();
  });

  it('runs while a lazy page suspends under RouteProgressFallback', async () => {
    const store = createProgressStore();
    let load: (value: { default: () => JSX.Element }) => void = () => {};
    const Page = lazy(
      () => new Promise<{ default: () => JSX.Element }>((resolve) => (load = resolve)),
    );
    render(
      <>
        <RouteProgress store={store} />
        <Suspense fallback={<RouteProgressFallback store={store}>加载中</RouteProgressFallback>}>
          <Page />
        </Suspense>
      </>,
    );
    expect(await screen.findByText('加载中')).toBeInTheDocument();
    expect(store.isActive()).toBe(true);

    await act(async () => load({ default: () => <p>页面内容</p> }));

    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(store.isActive()).toBe(false);
  });
});
