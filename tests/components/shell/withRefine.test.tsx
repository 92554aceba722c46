import { useResourceParams } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withRefine } from '../../../src/app/withRefine';
import { lazyWithRetry } from '../../../src/components/ErrorBoundary';
import type { MenuModel, MenuNode } from '../../../src/lib/menu/types';
import { ServerMenuContext, type ServerMenu } from '../../../src/shell/menu/serverMenu';

// Issue 20: the shell and 首页 draw without Refine; a page that uses Refine gets it around itself,
// with the menu's routes as its resources.

const USERS: MenuNode = {
  id: 'm1',
  path: '/system/user',
  name: 'system-user',
  title: '用户管理',
  component: 'system/UserList',
  kind: 'page',
  hidden: false,
  keepAlive: false,
  hideHeaderContent: false,
  parentIds: [],
  children: [],
};
const MODEL: MenuModel = { tree: [USERS], routes: [USERS], forbidden: [] };
const MENU: ServerMenu = {
  state: { status: 'ready', model: MODEL },
  load: () => {},
  reset: () => {},
};

function ResourceName() {
  const { resource } = useResourceParams();
  return <p>资源：{resource?.meta?.label ?? '（无）'}</p>;
}

const LazyResourceName = lazyWithRetry(async () => ({ default: ResourceName }));

function renderAt(path: string, Page: React.ComponentType) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <ServerMenuContext value={MENU}>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </ServerMenuContext>
      </AntdApp>
    </MemoryRouter>,
  );
}

describe('withRefine', () => {
  it('draws a page inside Refine, whose resource is the menu entry of the path', async () => {
    renderAt('/system/user', withRefine(LazyResourceName));
    expect(await screen.findByText('资源：用户管理')).toBeInTheDocument();
  });

  it('gives the same page the same wrapper, so a render never remounts it', () => {
    expect(withRefine(LazyResourceName)).toBe(withRefine(LazyResourceName));
  });

  it('without it the page finds no resource: the wrapper is what brings Refine', () => {
    renderAt('/system/user', ResourceName);
    expect(screen.getByText('资源：（无）')).toBeInTheDocument();
  });
});
