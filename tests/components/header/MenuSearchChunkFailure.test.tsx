import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../../src/lib/menu/types';
import { MenuSearch } from '../../../src/shell/header/MenuSearch';
import { renderInApp } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const chunk = vi.hoisted(() => ({ failing: true, imports: 0 }));
vi.mock('../../../src/shell/header/MenuSearchBox', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.failing) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const NODES: MenuNode[] = [
  {
    id: 'user',
    path: '/user',
    name: 'user',
    title: '用户管理',
    component: 'system/Page',
    kind: 'page',
    hidden: false,
    keepAlive: false,
    hideHeaderContent: false,
    parentIds: [],
    children: [],
  },
];

describe('MenuSearch when the AutoComplete fails to load (issue 20)', () => {
  it('stays a plain box, with no error in the header, and loads again at the next focus', async () => {
    const user = userEvent.setup();
    renderInApp(<MenuSearch nodes={NODES} />);

    await user.click(screen.getByRole('combobox', { name: '搜索菜单' }));
    await user.keyboard('用户');
    await waitFor(() => expect(chunk.imports).toBeGreaterThan(0));
    const box = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(box).toHaveValue('用户');
    expect(box).toHaveFocus();
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();

    const failed = chunk.imports;
    chunk.failing = false;
    await user.tab();
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '搜索菜单' }).id).toMatch(/^rc_select_/),
    );
    expect(chunk.imports).toBeGreaterThan(failed);
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toHaveFocus();
    expect(await screen.findByText('用户管理')).toBeInTheDocument();
  });
});
