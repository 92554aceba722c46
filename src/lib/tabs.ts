/** Tabs of the multi-page shell (spec 2.8, 3 "Tab page entry", 4 "Tabs", 8.4) as a pure reducer. */
import { HOME_PATH } from './constants';
import { listNameOfPath } from './listLinks';

/** spec 8.4, in the Chinese of the old console. */
export const HOME_TAB_NOT_CLOSABLE = '首页不能关闭';
export const LAST_TAB_NOT_CLOSABLE = '这是最后一页，不能再关闭了';

/** Route facts a tab takes from the menu model (spec 3 "Tab page entry" meta). */
export interface TabMeta {
  title: string;
  keepAlive: boolean;
  icon?: string;
  /** Route name of the menu entry. */
  name?: string;
  componentName?: string;
}

/** A page to open: `key` is the full path (path plus query), `path` the path alone. */
export interface TabPage extends TabMeta {
  key: string;
  path: string;
}

export interface TabEntry extends TabPage {
  /** Bumped by refresh; the outlet keys the page on it so the page mounts afresh. */
  refreshCount: number;
}

export interface TabsState {
  tabs: readonly TabEntry[];
  activeKey: string | null;
}

export type TabsAction =
  | { type: 'open'; page: TabPage; multipage: boolean; home?: TabPage }
  | { type: 'activate'; key: string }
  | { type: 'close'; key: string }
  | { type: 'closeLeft'; key: string }
  | { type: 'closeRight'; key: string }
  | { type: 'closeOthers'; key: string }
  | { type: 'refresh'; key: string };

export interface TabsResult {
  state: TabsState;
  /** A warning to show the user when the action was refused. */
  message?: string;
}

export const EMPTY_TABS: TabsState = { tabs: [], activeKey: null };

export function fullPathOf(pathname: string, search = ''): string {
  return `${pathname}${search}`;
}

/**
 * The tab a location opens: its full path, except for a list a link may filter (issue 18 item 4),
 * whose query is its search: one tab per list, which a second link re-filters instead of opening
 * another tab of the same list.
 */
export function tabKeyOf(pathname: string, search = ''): string {
  return listNameOfPath(pathname) === undefined ? fullPathOf(pathname, search) : pathname;
}

export function isHomeTab(tab: Pick<TabPage, 'path'>, homePath = HOME_PATH): boolean {
  return tab.path === homePath;
}

function entryOf(page: TabPage): TabEntry {
  return { ...page, refreshCount: 0 };
}

function replaceAt(tabs: readonly TabEntry[], index: number, tab: TabEntry): TabEntry[] {
  return tabs.map((entry, position) => (position === index ? tab : entry));
}

function sameMeta(tab: TabEntry, page: TabPage): boolean {
  return (
    tab.title === page.title &&
    tab.keepAlive === page.keepAlive &&
    tab.icon === page.icon &&
    tab.name === page.name &&
    tab.componentName === page.componentName
  );
}

function open(state: TabsState, page: TabPage, multipage: boolean, home?: TabPage): TabsState {
  // spec 4: with multi-tab mode off only the current page is kept.
  if (!multipage) {
    const current = state.tabs.find((tab) => tab.key === page.key);
    const tab =
      current === undefined
        ? entryOf(page)
        : sameMeta(current, page)
          ? current
          : { ...current, ...page };
    if (state.tabs.length === 1 && state.tabs[0] === tab && state.activeKey === page.key)
      return state;
    return { tabs: [tab], activeKey: page.key };
  }
  let tabs = state.tabs;
  const index = tabs.findIndex((tab) => tab.key === page.key);
  const existing = tabs[index];
  if (existing === undefined) tabs = [...tabs, entryOf(page)];
  else if (!sameMeta(existing, page)) tabs = replaceAt(tabs, index, { ...existing, ...page });
  // The home tab always leads, as in the old console's tab bar.
  if (home && !tabs.some((tab) => tab.key === home.key)) tabs = [entryOf(home), ...tabs];
  if (tabs === state.tabs && state.activeKey === page.key) return state;
  return { tabs, activeKey: page.key };
}

/** Keeps `kept` tabs; the active one survives if kept, otherwise `fallback` becomes active. */
function keepOnly(state: TabsState, kept: (tab: TabEntry) => boolean, fallback: string): TabsState {
  const tabs = state.tabs.filter(kept);
  if (tabs.length === state.tabs.length) return state;
  const activeKept = tabs.some((tab) => tab.key === state.activeKey);
  return { tabs, activeKey: activeKept ? state.activeKey : fallback };
}

/** Why a tab may not close (spec 2.8, 8.4), or undefined when it may. */
function closeRefusal(state: TabsState, tab: TabEntry, homePath: string): string | undefined {
  // Home first, then the last-tab rule, as the old console checked them.
  if (isHomeTab(tab, homePath)) return HOME_TAB_NOT_CLOSABLE;
  if (state.tabs.length === 1) return LAST_TAB_NOT_CLOSABLE;
  return undefined;
}

/** Whether closing the tab would be accepted; the tab bar offers a close control only then. */
export function isTabClosable(
  state: TabsState,
  key: string,
  homePath: string = HOME_PATH,
): boolean {
  const tab = state.tabs.find((entry) => entry.key === key);
  return tab !== undefined && closeRefusal(state, tab, homePath) === undefined;
}

function close(state: TabsState, key: string, homePath: string): TabsResult {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  const tab = state.tabs[index];
  if (tab === undefined) return { state };
  const refusal = closeRefusal(state, tab, homePath);
  if (refusal !== undefined) return { state, message: refusal };
  const tabs = state.tabs.filter((entry) => entry.key !== key);
  if (state.activeKey !== key) return { state: { tabs, activeKey: state.activeKey } };
  // spec 4: closing the active tab selects its neighbour, the right one first.
  const neighbour = state.tabs[index + 1] ?? state.tabs[index - 1];
  return { state: { tabs, activeKey: neighbour?.key ?? null } };
}

/** Applies one tab action; a refused action returns the unchanged state and a message. */
export function applyTabAction(
  state: TabsState,
  action: TabsAction,
  homePath: string = HOME_PATH,
): TabsResult {
  if (action.type === 'open') {
    return { state: open(state, action.page, action.multipage, action.home) };
  }
  const index = state.tabs.findIndex((tab) => tab.key === action.key);
  const target = state.tabs[index];
  if (target === undefined) return { state };
  const isHome = (tab: TabEntry) => isHomeTab(tab, homePath);
  switch (action.type) {
    case 'activate':
      return {
        state: state.activeKey === action.key ? state : { ...state, activeKey: action.key },
      };
    case 'close':
      return close(state, action.key, homePath);
    case 'closeLeft':
      return {
        state: keepOnly(
          state,
          (tab) => isHome(tab) || state.tabs.indexOf(tab) >= index,
          target.key,
        ),
      };
    case 'closeRight':
      return {
        state: keepOnly(
          state,
          (tab) => isHome(tab) || state.tabs.indexOf(tab) <= index,
          target.key,
        ),
      };
    case 'closeOthers':
      return { state: keepOnly(state, (tab) => isHome(tab) || tab === target, target.key) };
    case 'refresh': {
      const tabs = replaceAt(state.tabs, index, {
        ...target,
        refreshCount: target.refreshCount + 1,
      });
      return { state: { tabs, activeKey: action.key } };
    }
  }
}

export interface TabMenuAvailability {
  closeLeft: boolean;
  closeRight: boolean;
  closeOthers: boolean;
}

/** Which context-menu closes would close anything (home never closes). */
export function tabMenuAvailability(
  state: TabsState,
  key: string,
  homePath: string = HOME_PATH,
): TabMenuAvailability {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { closeLeft: false, closeRight: false, closeOthers: false };
  const closable = (tab: TabEntry) => !isHomeTab(tab, homePath);
  const closeLeft = state.tabs.slice(0, index).some(closable);
  const closeRight = state.tabs.slice(index + 1).some(closable);
  return { closeLeft, closeRight, closeOthers: closeLeft || closeRight };
}

/** A page kept mounted by the keep-alive outlet, with the tick of its last activation. */
export interface KeptPage<T> {
  key: string;
  usedAt: number;
  value: T;
}

export interface KeptPagesInput<T> {
  /** Keys of the open tabs; pages of closed tabs are dropped. */
  openKeys: readonly string[];
  activeKey: string | null;
  /** Whether the active page is to be kept alive (route meta keepAlive). */
  activeKeepAlive: boolean;
  max: number;
  /** Builds the kept value of the active page the first time it is kept. */
  create: () => T;
}

/**
 * Keeps the pages of open keep-alive tabs, at most `max`, dropping the least recently used.
 * The list stays in insertion order so kept DOM is never moved (a moved iframe reloads); it is
 * returned unchanged when nothing changed, so callers can compare by identity.
 */
export function reconcileKeptPages<T>(
  pages: readonly KeptPage<T>[],
  input: KeptPagesInput<T>,
): readonly KeptPage<T>[] {
  const open = new Set(input.openKeys);
  let next = pages.filter((page) => open.has(page.key));
  const { activeKey } = input;
  if (activeKey !== null && input.activeKeepAlive && open.has(activeKey)) {
    const tick = Math.max(0, ...next.map((page) => page.usedAt));
    const index = next.findIndex((page) => page.key === activeKey);
    const current = next[index];
    if (current === undefined) {
      next = [...next, { key: activeKey, usedAt: tick + 1, value: input.create() }];
    } else if (current.usedAt !== tick) {
      next = next.map((page) => (page === current ? { ...page, usedAt: tick + 1 } : page));
    }
  }
  while (next.length > Math.max(input.max, 1)) {
    const evictable = next.filter((page) => page.key !== activeKey);
    const oldest = evictable.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
    next = next.filter((page) => page !== oldest);
  }
  const unchanged =
    next.length === pages.length && next.every((page, position) => page === pages[position]);
  return unchanged ? pages : next;
}
