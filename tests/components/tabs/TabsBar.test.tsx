import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  activeTabTitle,
  click,
  SLOW_DOM,
  closeButtonOf,
  hasCloseButton,
  openPage,
  renderTabs,
  tab,
  tabLabel,
  tabTitles,
} from './harness';

async function openAll() {
  await openPage('甲');
  await openPage('乙');
  await openPage('丙');
}

async function chooseFromContextMenu(title: string, item: string) {
  fireEvent.contextMenu(tabLabel(title));
  await click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
}

describe('TabsBar', SLOW_DOM, () => {
  it('adds a tab for each opened route, after the home tab, and activates it (spec 4)', async () => {
    renderTabs();
    expect(tabTitles()).toEqual(['首页']);

    await openPage('甲');
    await openPage('乙');

    expect(tabTitles()).toEqual(['首页', '页面甲', '页面乙']);
    expect(activeTabTitle()).toBe('页面乙');
  });

  it('navigates to a tab when it is activated', async () => {
    renderTabs();
    await openPage('甲');
    await openPage('乙');

    await click(tab('页面甲'));

    expect(activeTabTitle()).toBe('页面甲');
    expect(screen.getByText('甲位置 /a')).toBeVisible();
    expect(screen.getByText(/^乙计数/)).not.toBeVisible();
  });

  it('opens the home tab first even when signed in on another page', () => {
    renderTabs({ entry: '/b' });
    expect(tabTitles()).toEqual(['首页', '页面乙']);
  });

  it('closing the active tab selects the right neighbour, else the left one', async () => {
    renderTabs();
    await openAll();
    await click(tab('页面甲'));

    await click(closeButtonOf('页面甲'));
    expect(tabTitles()).toEqual(['首页', '页面乙', '页面丙']);
    expect(activeTabTitle()).toBe('页面乙');
    expect(screen.getByText('乙位置 /b')).toBeVisible();

    await click(tab('页面丙'));
    await click(closeButtonOf('页面丙'));
    expect(activeTabTitle()).toBe('页面乙');
  });

  it('refuses to close the home tab with 首页不能关闭 (spec 8.4)', async () => {
    renderTabs();
    await openPage('甲');
    await click(tab('首页'));

    await click(screen.getByText('关闭当前'));

    expect(await screen.findByText('首页不能关闭')).toBeInTheDocument();
    expect(tabTitles()).toEqual(['首页', '页面甲']);
  });

  it('offers no close control on the home tab, only on the others (spec 2.8, issue 13)', async () => {
    renderTabs();
    expect(hasCloseButton('首页')).toBe(false);

    await openPage('甲');

    expect(hasCloseButton('首页')).toBe(false);
    expect(hasCloseButton('页面甲')).toBe(true);
  });

  it('opens no tab for a route that only redirects, only for the page it leads to', async () => {
    renderTabs();

    await openPage('分组');

    expect(await screen.findByText('甲位置 /a')).toBeVisible();
    expect(tabTitles()).toEqual(['首页', '页面甲']);
    expect(activeTabTitle()).toBe('页面甲');
  });

  it('keeps the tab actions button out of the tab list, where only tabs belong (issue 14)', async () => {
    renderTabs();
    await openPage('甲');

    const tablist = screen.getByRole('tablist');
    expect(within(tablist).queryAllByRole('button')).toEqual([]);
    expect(within(tablist).queryByLabelText('页签操作')).toBeNull();

    screen.getByLabelText('页签操作').focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /关闭其他/ })).toBeInTheDocument();
  });

  it('refuses to close the last page with 这是最后一页，不能再关闭了 (spec 8.4)', async () => {
    renderTabs({ entry: '/a', multipage: false });

    await click(screen.getByText('关闭当前'));

    expect(await screen.findByText('这是最后一页，不能再关闭了')).toBeInTheDocument();
    expect(screen.getByText('甲位置 /a')).toBeVisible();
  });

  it('shows no tab bar and keeps only the current page when multi-tab mode is off', async () => {
    renderTabs({ multipage: false });
    await click(screen.getByText('首页加一'));
    await openPage('甲');
    await openPage('首页');

    expect(tabTitles()).toEqual([]);
    expect(screen.getByText('首页计数 0')).toBeVisible();
  });
});

describe('TabsBar context menu (spec 2.8)', SLOW_DOM, () => {
  it('关闭其他 keeps the home tab and the chosen one', async () => {
    renderTabs();
    await openAll();

    await chooseFromContextMenu('页面乙', '关闭其他');

    expect(tabTitles()).toEqual(['首页', '页面乙']);
    expect(activeTabTitle()).toBe('页面乙');
  });

  it('关闭左侧 and 关闭右侧 close around the chosen tab, never home', async () => {
    renderTabs();
    await openAll();

    await chooseFromContextMenu('页面乙', '关闭左侧');
    expect(tabTitles()).toEqual(['首页', '页面乙', '页面丙']);

    await chooseFromContextMenu('页面乙', '关闭右侧');
    expect(tabTitles()).toEqual(['首页', '页面乙']);
    expect(activeTabTitle()).toBe('页面乙');
  });

  it('刷新 mounts the page afresh', async () => {
    renderTabs();
    await openPage('甲');
    await click(screen.getByText('甲加一'));
    expect(screen.getByText('甲计数 1')).toBeVisible();

    await chooseFromContextMenu('页面甲', '刷新');

    expect(screen.getByText('甲计数 0')).toBeVisible();
  });

  it('offers only the closes that would close something', async () => {
    renderTabs();
    await openPage('甲');

    fireEvent.contextMenu(tabLabel('页面甲'));

    const item = async (name: string) => screen.findByRole('menuitem', { name: new RegExp(name) });
    expect(await item('关闭左侧')).toHaveAttribute('aria-disabled', 'true');
    expect(await item('关闭右侧')).toHaveAttribute('aria-disabled', 'true');
    expect(await item('关闭其他')).toHaveAttribute('aria-disabled', 'true');
    expect(await item('刷新')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('is reachable from the bar menu button for the active tab', async () => {
    renderTabs();
    await openAll();
    await click(tab('页面甲'));

    await click(screen.getByLabelText('页签操作'));
    await click(await screen.findByRole('menuitem', { name: /关闭右侧/ }));

    await waitFor(() => expect(tabTitles()).toEqual(['首页', '页面甲']));
  });
});
