import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../../src/lib/menu/types';
import { MenuSearch } from '../../../src/shell/header/MenuSearch';
import { menuSearchCode } from '../../../src/shell/header/menuSearchCode';
import { MenuSearchStandIn } from '../../../src/shell/header/MenuSearchStandIn';
import { renderInApp } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// The AutoComplete's chunk is requested once per file (the import is kept), and arrives when the
// test says so, or fails.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const state = {
    fail: false,
    requests: 0,
    arrived: new Promise<void>((resolve) => {
      release = resolve;
    }),
    release: () => release(),
  };
  return state;
});
vi.mock('../../../src/shell/header/MenuSearchBox', async (importOriginal) => {
  chunk.requests += 1;
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

const standInProps = {
  query: '',
  onQueryChange: () => {},
  width: 200,
  autoFocus: false,
  onApproach: () => {},
  onComposingChange: () => {},
  onHandoffChange: () => {},
};

/** What the user meets of a 搜索菜单 box: its role, name, text, icons, width and antd's look. */
function seen(container: HTMLElement) {
  const box = within(container).getByRole<HTMLInputElement>('combobox', { name: '搜索菜单' });
  // antd's Input: the element around the <input>, its search icon and its clear button.
  const input = box.parentElement!;
  return {
    box,
    shown: {
      placeholder: box.placeholder,
      value: box.value,
      expanded: box.getAttribute('aria-expanded'),
      icons: within(input)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
      width: box.closest<HTMLElement>('[style]')?.style.width,
    },
    inputClasses: [...input.classList],
    boxClasses: [...box.classList],
  };
}

describe('MenuSearch before the AutoComplete loads (issue 20, 33)', () => {
  it('is the Input the AutoComplete wraps, closed: same name, text, icons, width and look', async () => {
    const { MenuSearchBox } = await vi.importActual<
      typeof import('../../../src/shell/header/MenuSearchBox')
    >('../../../src/shell/header/MenuSearchBox');
    const standIn = seen(render(<MenuSearchStandIn {...standInProps} query="用户" />).container);
    const real = seen(
      render(
        <MenuSearchBox
          query="用户"
          onQueryChange={() => {}}
          onPick={() => {}}
          options={[]}
          notFoundContent={null}
          width={200}
          autoFocus={false}
          handoff={null}
          onHandoffTaken={() => {}}
        />,
      ).container,
    );

    expect(standIn.shown).toEqual({
      placeholder: '搜索菜单',
      value: '用户',
      expanded: 'false',
      icons: ['search', 'close-circle'],
      width: '200px',
    });
    expect(real.shown).toEqual(standIn.shown);
    // antd's own classes (size, variant, theme): the AutoComplete adds its own, nothing differs.
    expect(real.inputClasses).toEqual(expect.arrayContaining(standIn.inputClasses));
    expect(real.boxClasses).toEqual(standIn.boxClasses);
  });

  it('tells the header when the user comes to it: pointer, touch or keyboard focus', async () => {
    const user = userEvent.setup();
    const onApproach = vi.fn();
    render(<MenuSearchStandIn {...standInProps} onApproach={onApproach} />);
    const box = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(onApproach).not.toHaveBeenCalled();

    await user.hover(box);
    expect(onApproach).toHaveBeenCalled();

    onApproach.mockClear();
    fireEvent.touchStart(box);
    expect(onApproach).toHaveBeenCalled();

    onApproach.mockClear();
    fireEvent.pointerDown(box);
    expect(onApproach).toHaveBeenCalled();

    onApproach.mockClear();
    await user.tab();
    expect(box).toHaveFocus();
    expect(onApproach).toHaveBeenCalled();
  });

  it('on mobile opens the modal with a box to type in at once, and asks for the code', async () => {
    const user = userEvent.setup();
    renderInApp(<MenuSearch nodes={NODES} mobile />);
    // The first test here to render the header: nothing has asked for the AutoComplete yet.
    expect(chunk.requests).toBe(0);

    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await waitFor(() => expect(chunk.requests).toBe(1));
    const dialog = await screen.findByRole('dialog', { name: '搜索菜单' });
    const box = within(dialog).getByRole('combobox', { name: '搜索菜单' });
    await user.click(box);
    await user.keyboard('用户');
    expect(box).toHaveValue('用户');
  });

  it('keeps what is typed before the chunk arrives, then hands the focus and caret over', async () => {
    const user = userEvent.setup();
    renderInApp(<MenuSearch nodes={NODES} />);

    await user.click(screen.getByRole('combobox', { name: '搜索菜单' }));
    await user.keyboard('管理{Home}');
    const first = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(first).toHaveValue('管理');
    expect(first).toHaveFocus();
    expect(first).toHaveProperty('selectionStart', 0);

    // Not swapped under an IME composition: it would end it.
    fireEvent.compositionStart(first);
    await act(async () => {
      chunk.release();
      await chunk.arrived;
    });
    await waitFor(() => expect(menuSearchCode.has()).toBe(true));
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toBe(first);
    fireEvent.compositionEnd(first);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '搜索菜单' })).not.toBe(first));
    const real = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(real.id).toMatch(/^rc_select_/);
    expect(real).toHaveFocus();
    expect(real).toHaveValue('管理');
    expect(real).toHaveProperty('selectionStart', 0);
    expect(real).toHaveProperty('selectionEnd', 0);
    expect(await screen.findByText('系统管理 / 用户管理')).toBeInTheDocument();
    expect(screen.getByText('系统管理 / 角色管理')).toBeInTheDocument();

    // Typing goes on where the caret was.
    await user.keyboard('用户');
    expect(real).toHaveValue('用户管理');
    await waitFor(() => expect(screen.queryByText('系统管理 / 角色管理')).not.toBeInTheDocument());
    // Keyboard choice is checked in the browser (e2e): rc-select's list keeps no active option in jsdom.
    await user.click(screen.getByText('系统管理 / 用户管理'));
    expect(await screen.findByText('landed on /isystem/user')).toBeInTheDocument();
  });
});
