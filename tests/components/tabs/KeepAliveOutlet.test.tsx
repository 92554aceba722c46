import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  click,
  closeButtonOf,
  counterText,
  openPage,
  renderTabs,
  SLOW_DOM,
  tab,
  tabLabel,
} from './harness';

const addOne = (name: string) => click(screen.getByText(`${name}加一`));

describe('KeepAliveOutlet', SLOW_DOM, () => {
  it('keeps the state of a keep-alive page while another tab is shown', async () => {
    renderTabs();
    await openPage('甲');
    await addOne('甲');
    await addOne('甲');

    await openPage('乙');
    expect(counterText('甲')).not.toBeVisible();
    expect(screen.getByText('乙计数 0')).toBeVisible();

    await click(tab('页面甲'));
    expect(screen.getByText('甲计数 2')).toBeVisible();
  });

  it('mounts a page without keepAlive afresh each time it is shown', async () => {
    renderTabs();
    await openPage('丙');
    await addOne('丙');

    await click(tab('首页'));
    expect(screen.queryByText(/^丙计数/)).toBeNull();

    await click(tab('页面丙'));
    expect(screen.getByText('丙计数 0')).toBeVisible();
  });

  it('drops the kept page when its tab is closed', async () => {
    renderTabs();
    await openPage('甲');
    await addOne('甲');
    await openPage('乙');

    await click(closeButtonOf('页面甲'));
    expect(screen.queryByText(/^甲计数/)).toBeNull();

    await openPage('甲');
    expect(screen.getByText('甲计数 0')).toBeVisible();
  });

  it('remounts a kept page on refresh', async () => {
    renderTabs();
    await openPage('甲');
    await addOne('甲');

    fireEvent.contextMenu(tabLabel('页面甲'));
    await click(await screen.findByRole('menuitem', { name: /刷新/ }));

    expect(screen.getByText('甲计数 0')).toBeVisible();
  });

  it('lets a hidden page keep seeing its own location', async () => {
    renderTabs();
    await openPage('甲');
    await openPage('乙');

    expect(screen.getByText('甲位置 /a')).not.toBeVisible();
    expect(screen.getByText('乙位置 /b')).toBeVisible();
  });

  it('keeps at most `max` pages, dropping the least recently used', async () => {
    renderTabs({ max: 2 });
    await addOne('首页');
    await openPage('甲');
    await addOne('甲');
    await openPage('乙');

    await click(tab('页面甲'));
    expect(screen.getByText('甲计数 1')).toBeVisible();
    await click(tab('首页'));
    expect(screen.getByText('首页计数 0')).toBeVisible();
  });
});
