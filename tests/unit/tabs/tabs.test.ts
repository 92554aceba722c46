import { describe, expect, it } from 'vitest';
import {
  applyTabAction,
  EMPTY_TABS,
  HOME_TAB_NOT_CLOSABLE,
  isTabClosable,
  LAST_TAB_NOT_CLOSABLE,
  tabMenuAvailability,
  type TabPage,
  type TabsAction,
  type TabsState,
} from '../../../src/lib/tabs';

const page = (path: string, keepAlive = false, search = ''): TabPage => ({
  key: `${path}${search}`,
  path,
  title: path.slice(1),
  keepAlive,
});
const home = { ...page('/Home'), title: '首页' };

/** Opens the pages in order with multi-tab mode on and the home tab leading. */
function opened(...paths: string[]): TabsState {
  return paths.reduce<TabsState>(
    (state, path) =>
      applyTabAction(state, { type: 'open', page: page(path), multipage: true, home }).state,
    EMPTY_TABS,
  );
}

const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);

describe('applyTabAction: open', () => {
  it('adds a tab for a new route after the home tab and activates it', () => {
    const state = opened('/a');
    expect(keys(state)).toEqual(['/Home', '/a']);
    expect(state.activeKey).toBe('/a');
  });

  it('activates an already open tab without adding another', () => {
    const state = opened('/a', '/b', '/a');
    expect(keys(state)).toEqual(['/Home', '/a', '/b']);
    expect(state.activeKey).toBe('/a');
  });

  it('keys tabs by full path, so the same path with another query is its own tab', () => {
    const start = opened('/a');
    const { state } = applyTabAction(start, {
      type: 'open',
      page: page('/a', false, '?id=2'),
      multipage: true,
      home,
    });
    expect(keys(state)).toEqual(['/Home', '/a', '/a?id=2']);
  });

  it('returns the same state when the active tab is opened again', () => {
    const state = opened('/a');
    const again = applyTabAction(state, { type: 'open', page: page('/a'), multipage: true, home });
    expect(again.state).toBe(state);
  });

  it('takes a changed title from the menu without losing the refresh count', () => {
    const refreshed = applyTabAction(opened('/a'), { type: 'refresh', key: '/a' }).state;
    const renamed = { ...page('/a'), title: '客户信息' };
    const { state } = applyTabAction(refreshed, {
      type: 'open',
      page: renamed,
      multipage: true,
      home,
    });
    expect(state.tabs[1]).toMatchObject({ title: '客户信息', refreshCount: 1 });
  });

  it('keeps only the current page when multi-tab mode is off (spec 4)', () => {
    const { state } = applyTabAction(opened('/a', '/b'), {
      type: 'open',
      page: page('/c'),
      multipage: false,
      home,
    });
    expect(keys(state)).toEqual(['/c']);
    expect(state.activeKey).toBe('/c');
  });
});

describe('applyTabAction: close', () => {
  const cases: {
    name: string;
    start: TabsState;
    action: TabsAction;
    tabs: string[];
    active: string | null;
    message?: string;
  }[] = [
    {
      name: 'closing the active tab selects the right neighbour',
      start: applyTabAction(opened('/a', '/b', '/c'), { type: 'activate', key: '/b' }).state,
      action: { type: 'close', key: '/b' },
      tabs: ['/Home', '/a', '/c'],
      active: '/c',
    },
    {
      name: 'closing the active last tab selects the left neighbour',
      start: opened('/a', '/b'),
      action: { type: 'close', key: '/b' },
      tabs: ['/Home', '/a'],
      active: '/a',
    },
    {
      name: 'closing an inactive tab keeps the active one',
      start: opened('/a', '/b'),
      action: { type: 'close', key: '/a' },
      tabs: ['/Home', '/b'],
      active: '/b',
    },
    {
      name: 'the home tab cannot be closed (spec 8.4)',
      start: opened('/a'),
      action: { type: 'close', key: '/Home' },
      tabs: ['/Home', '/a'],
      active: '/a',
      message: HOME_TAB_NOT_CLOSABLE,
    },
    {
      name: 'the last remaining tab cannot be closed (spec 8.4)',
      start: applyTabAction(EMPTY_TABS, { type: 'open', page: page('/a'), multipage: false }).state,
      action: { type: 'close', key: '/a' },
      tabs: ['/a'],
      active: '/a',
      message: LAST_TAB_NOT_CLOSABLE,
    },
    {
      name: 'the home rule is checked before the last-tab rule',
      start: opened('/Home'),
      action: { type: 'close', key: '/Home' },
      tabs: ['/Home'],
      active: '/Home',
      message: HOME_TAB_NOT_CLOSABLE,
    },
    {
      name: 'an unknown key changes nothing',
      start: opened('/a'),
      action: { type: 'close', key: '/nope' },
      tabs: ['/Home', '/a'],
      active: '/a',
    },
  ];

  it.each(cases)('$name', ({ start, action, tabs, active, message }) => {
    const result = applyTabAction(start, action);
    expect(keys(result.state)).toEqual(tabs);
    expect(result.state.activeKey).toBe(active);
    expect(result.message).toBe(message);
  });
});

describe('applyTabAction: close left, right and others', () => {
  const start = applyTabAction(opened('/a', '/b', '/c', '/d'), {
    type: 'activate',
    key: '/b',
  }).state;
  const cases: { action: TabsAction; tabs: string[]; active: string }[] = [
    { action: { type: 'closeLeft', key: '/c' }, tabs: ['/Home', '/c', '/d'], active: '/c' },
    { action: { type: 'closeLeft', key: '/b' }, tabs: ['/Home', '/b', '/c', '/d'], active: '/b' },
    { action: { type: 'closeRight', key: '/c' }, tabs: ['/Home', '/a', '/b', '/c'], active: '/b' },
    { action: { type: 'closeRight', key: '/a' }, tabs: ['/Home', '/a'], active: '/a' },
    { action: { type: 'closeOthers', key: '/d' }, tabs: ['/Home', '/d'], active: '/d' },
    { action: { type: 'closeOthers', key: '/b' }, tabs: ['/Home', '/b'], active: '/b' },
    { action: { type: 'closeOthers', key: '/Home' }, tabs: ['/Home'], active: '/Home' },
  ];

  it.each(cases)('$action.type of $action.key (active /b)', ({ action, tabs, active }) => {
    const { state, message } = applyTabAction(start, action);
    expect(keys(state)).toEqual(tabs);
    expect(state.activeKey).toBe(active);
    expect(message).toBeUndefined();
  });
});

describe('applyTabAction: activate and refresh', () => {
  it('activates an open tab and ignores unknown keys', () => {
    const state = opened('/a', '/b');
    expect(applyTabAction(state, { type: 'activate', key: '/a' }).state.activeKey).toBe('/a');
    expect(applyTabAction(state, { type: 'activate', key: '/x' }).state).toBe(state);
  });

  it('bumps the refresh count of the tab and activates it', () => {
    const { state } = applyTabAction(opened('/a', '/b'), { type: 'refresh', key: '/a' });
    expect(state.tabs.map((tab) => tab.refreshCount)).toEqual([0, 1, 0]);
    expect(state.activeKey).toBe('/a');
  });
});

describe('tabMenuAvailability', () => {
  const state = opened('/a', '/b');
  it.each([
    { key: '/Home', expected: { closeLeft: false, closeRight: true, closeOthers: true } },
    { key: '/a', expected: { closeLeft: false, closeRight: true, closeOthers: true } },
    { key: '/b', expected: { closeLeft: true, closeRight: false, closeOthers: true } },
    { key: '/x', expected: { closeLeft: false, closeRight: false, closeOthers: false } },
  ])('for $key', ({ key, expected }) => {
    expect(tabMenuAvailability(state, key)).toEqual(expected);
  });

  it('offers nothing when only home is open', () => {
    expect(tabMenuAvailability(opened('/Home'), '/Home').closeOthers).toBe(false);
  });
});

describe('isTabClosable: the tab bar shows a close control only where closing is accepted', () => {
  it('never for the home tab, for every other tab (spec 2.8)', () => {
    const state = opened('/a', '/b');
    expect(isTabClosable(state, '/Home')).toBe(false);
    expect(isTabClosable(state, '/a')).toBe(true);
    expect(isTabClosable(state, '/b')).toBe(true);
  });

  it('never for the last remaining tab, nor for an unknown key', () => {
    const single = applyTabAction(EMPTY_TABS, {
      type: 'open',
      page: page('/a'),
      multipage: false,
    }).state;
    expect(isTabClosable(single, '/a')).toBe(false);
    expect(isTabClosable(single, '/x')).toBe(false);
  });

  it('agrees with the close action: whatever is closable closes without a message', () => {
    const state = opened('/a', '/b');
    for (const tab of state.tabs) {
      const result = applyTabAction(state, { type: 'close', key: tab.key });
      expect(result.message === undefined).toBe(isTabClosable(state, tab.key));
    }
  });
});
