import { beforeEach, describe, expect, it } from 'vitest';
import { SessionEndedError } from '../../../providers/http/httpError';
import { createMenuStore, type MenuStoreDeps } from '../../../src/app/menu/menuStore';
import type { MenuModel } from '../../../src/lib/menu/types';

// spec 2.2: a failed menu load signs out (the shell acts on 'failed'); a load the browser cut off
// because the page was being left is no failure and must not end the session.

const MODEL: MenuModel = { tree: [], routes: [], forbidden: [] };
const CUT_OFF = new Error('cut off');
let leaving = false;

/** The browser cuts the load off as the page goes. */
const cutOff = (): Promise<MenuModel> => {
  leaving = true;
  return Promise.reject(CUT_OFF);
};

function storeWith(loadModel: MenuStoreDeps['loadModel']) {
  let showAgain = (): void => undefined;
  const statuses: string[] = [];
  const store = createMenuStore({
    hasSession: () => true,
    loadModel,
    isLeavingPage: () => leaving,
    pageShownAgain: () => new Promise<void>((resolve) => (showAgain = resolve)),
  });
  store.subscribe(() => statuses.push(store.getState().status));
  return {
    store,
    statuses,
    showAgain: () => {
      leaving = false;
      showAgain();
    },
  };
}

describe('menu store', () => {
  beforeEach(() => {
    leaving = false;
  });

  it('publishes a failed load with its message', async () => {
    const { store, statuses } = storeWith(() => Promise.reject(new Error('加载菜单失败')));
    await store.load();
    expect(statuses).toEqual(['loading', 'failed']);
    expect(store.getState()).toEqual({ status: 'failed', message: '加载菜单失败' });
  });

  it('keeps a load cut off by leaving the page loading, never failed', async () => {
    const { store, statuses } = storeWith(cutOff);
    await store.load();
    expect(statuses).toEqual(['loading']);
    expect(store.getState().status).toBe('loading');
  });

  it('keeps a load the session ended loading: the HTTP layer ends the session, not the shell', async () => {
    const { store, statuses } = storeWith(() => Promise.reject(new SessionEndedError(401)));
    await store.load();
    expect(statuses).toEqual(['loading']);
    expect(store.getState().status).toBe('loading');
  });

  it('loads again when a page left mid-load is shown again (back/forward cache)', async () => {
    let calls = 0;
    const { store, statuses, showAgain } = storeWith(() =>
      ++calls === 1 ? cutOff() : Promise.resolve(MODEL),
    );
    await store.load();
    showAgain();
    await Promise.resolve();
    expect(statuses).toEqual(['loading', 'idle']);
    await store.load();
    expect(store.getState()).toEqual({ status: 'ready', model: MODEL });
    expect(calls).toBe(2);
  });
});
