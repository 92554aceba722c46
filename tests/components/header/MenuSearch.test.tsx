import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../../src/lib/menu/types';
import { MenuSearch } from '../../../src/shell/header/MenuSearch';
import { renderInApp } from './harness';

vi.setConfig({ testTimeout: 30_000 });

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
    children: [
      node('isystem/user', '用户管理'),
      node('isystem/monitor', '监控大屏', { kind: 'iframe', url: 'https://m.example.com/' }),
    ],
  }),
  node('docs', '帮助文档', { kind: 'external', url: 'https://docs.example.com/' }),
];

async function search(text: string) {
  // The AutoComplete's code loads as the pointer comes to the box (issue 20; MenuSearchLazy.test).
  await userEvent.hover(screen.getByRole('combobox'));
  await waitFor(() => expect(screen.getByRole('combobox').id).toMatch(/^rc_select_/));
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.paste(text);
}

describe('MenuSearch (spec 2.6)', () => {
  it('finds a page by title and opens it through the router', async () => {
    renderInApp(<MenuSearch nodes={NODES} />);
    expect(screen.getByPlaceholderText('搜索菜单')).toBeInTheDocument();

    await search('用户');
    await userEvent.click(await screen.findByText('系统管理 / 用户管理'));

    expect(await screen.findByText('landed on /isystem/user')).toBeInTheDocument();
  });

  it('opens an iframe entry by its route', async () => {
    renderInApp(<MenuSearch nodes={NODES} />);
    await search('监控');
    await userEvent.click(await screen.findByText('系统管理 / 监控大屏'));
    expect(await screen.findByText('landed on /isystem/monitor')).toBeInTheDocument();
  });

  it('opens an external entry in a new tab without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderInApp(<MenuSearch nodes={NODES} />);

    await search('帮助');
    await userEvent.click(await screen.findByText('帮助文档'));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://docs.example.com/',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(screen.queryByText(/landed on/)).not.toBeInTheDocument();
  });

  it('does not offer containers', async () => {
    renderInApp(<MenuSearch nodes={NODES} />);
    await search('系统管理');
    expect(await screen.findByText('没有匹配的菜单')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('on mobile is a button that opens the search in a modal', async () => {
    renderInApp(<MenuSearch nodes={NODES} mobile />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));

    expect(await screen.findByRole('dialog', { name: '搜索菜单' })).toBeInTheDocument();
    await search('用户');
    await userEvent.click(await screen.findByText('系统管理 / 用户管理'));
    expect(await screen.findByText('landed on /isystem/user')).toBeInTheDocument();
  });
});
