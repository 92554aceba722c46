import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoComplete, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../../src/lib/menu/types';
import { MenuSearch } from '../../../src/shell/header/MenuSearch';
import { menuSearchCode } from '../../../src/shell/header/menuSearchCode';
import { searchInputProps } from '../../../src/shell/header/menuSearchInput';
import { StaticMenuSearchBox } from '../../../src/shell/header/StaticMenuSearchBox';
import { renderInApp } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// The AutoComplete's chunk arrives when the test says so, or fails.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const state = {
    fail: false,
    arrived: new Promise<void>((resolve) => {
      release = resolve;
    }),
    release: () => release(),
  };
  return state;
});
vi.mock('../../../src/shell/header/MenuSearchBox', async (importOriginal) => {
  await chunk.arrived;
  if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function node(id: string, title: string, overrides: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    path: `/${id}`,
    name: id,
    title,
    component: 'system/Page',
    kind: 'page',
    hidden: false,
    keepAlive: false,
    hideHeaderContent: false,
    parentIds: [],
    children: [],
    ...overrides,
  };
}

const NODES: MenuNode[] = [
  node('isystem', '系统管理', {
    kind: 'container',
    children: [node('isystem/user', '用户管理'), node('isystem/role', '角色管理')],
  }),
];

// The ids are the one thing that differs, and nothing styles them: rc-select names its input from
// a counter of its own, and sets the id after mounting (so the attribute comes last there), the
// first box from React's useId. The list ids in aria-owns/aria-controls follow the input's id.
const withoutIds = (html: string) =>
  html.replace(/ id="[^"]*"/g, '').replace(/"(rc_select_|menu-search)[^"]*?(_list)?"/g, '"ID$2"');

describe('MenuSearch drawn before the AutoComplete loads (issue 20)', () => {
  it('draws the same elements and classes as the closed AutoComplete', () => {
    const drawn = render(
      <StaticMenuSearchBox
        prefixCls="ant-select"
        query=""
        onQueryChange={() => {}}
        width={200}
        autoFocus={false}
        onApproach={() => {}}
        onComposingChange={() => {}}
        onHandoffChange={() => {}}
      />,
    ).container.innerHTML;
    const real = render(
      <AutoComplete value="" options={[]} style={{ width: 200 }} popupMatchSelectWidth={false}>
        <Input {...searchInputProps} />
      </AutoComplete>,
    ).container.innerHTML;

    expect(drawn).toContain('ant-select-selection-search-input');
    expect(withoutIds(drawn)).toBe(withoutIds(real));
  });

  it('on mobile opens the modal with the first box at once, and starts the load', async () => {
    const user = userEvent.setup();
    renderInApp(<MenuSearch nodes={NODES} mobile />);

    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '搜索菜单' });
    const box = within(dialog).getByRole('combobox', { name: '搜索菜单' });
    expect(box.id).toMatch(/^menu-search/);
    await user.click(box);
    await user.keyboard('用户');
    expect(box).toHaveValue('用户');
  });

  it('keeps what is typed before the chunk arrives, then hands the focus and caret over', async () => {
    const user = userEvent.setup();
    renderInApp(<MenuSearch nodes={NODES} />);

    await user.click(screen.getByRole('combobox', { name: '搜索菜单' }));
    await user.keyboard('用户');
    const first = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(first).toHaveValue('用户');
    expect(first).toHaveFocus();
    expect(first.id).toMatch(/^menu-search/);

    // Not swapped under an IME composition: it would end it.
    fireEvent.compositionStart(first);
    await act(async () => {
      chunk.release();
      await chunk.arrived;
    });
    await waitFor(() => expect(menuSearchCode.has()).toBe(true));
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toBe(first);
    fireEvent.compositionEnd(first);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '搜索菜单' }).id).toMatch(/^rc_select_/),
    );
    const real = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(real).toHaveFocus();
    expect(real).toHaveValue('用户');
    expect(real).toHaveProperty('selectionStart', 2);
    expect(await screen.findByText('系统管理 / 用户管理')).toBeInTheDocument();

    await user.keyboard('管理');
    expect(real).toHaveValue('用户管理');
    // Keyboard choice is checked in the browser (e2e): rc-select's list keeps no active option in jsdom.
    await user.click(screen.getByText('系统管理 / 用户管理'));
    expect(await screen.findByText('landed on /isystem/user')).toBeInTheDocument();
  });
});
