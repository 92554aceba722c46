import { describe, expect, it } from 'vitest';
import { buildMenuModel, type ServerMenuItem } from '../../../src/lib/menu/buildMenuModel';
import { tabResolverFor } from '../../../src/shell/routes';

// Issue 13 item 1: a signed-in route that only redirects opens no tab, and no tab is titled with a
// raw path. The resolver reads the route table the router uses, so the two cannot disagree.

const entry = (id: string, path: string, title: string, extra: Partial<ServerMenuItem> = {}) => ({
  id,
  path,
  name: id,
  component: 'system/UserList',
  route: '1' as const,
  meta: { title },
  ...extra,
});

const menu: ServerMenuItem[] = [
  entry('home', '/Home', '首页', { meta: { title: '首页', keepAlive: false } }),
  entry('sys', '/isystem', '系统管理', {
    component: 'layouts/RouteView',
    children: [
      entry('user', '/isystem/user', '用户管理', { meta: { title: '用户管理', keepAlive: true } }),
      entry('detail', '/isystem/detail/:id', '详情', { hidden: true }),
      entry('secret', '/isystem/secret', '机密', { meta: { title: '机密', permission: ['x'] } }),
    ],
  }),
  entry('acc', '/accounting', '账务管理', {
    component: 'layouts/RouteView',
    redirect: '/accounting/adjust',
    children: [entry('adjust', '/accounting/adjust', '调账管理')],
  }),
];

const resolveTab = tabResolverFor(
  buildMenuModel(
    menu,
    (raw) => raw ?? undefined,
    () => false,
  ),
);

describe('tabResolverFor: the tab of the page a signed-in path shows', () => {
  it('gives menu pages their title, keep-alive and route name', () => {
    expect(resolveTab('/isystem/user')).toEqual({
      title: '用户管理',
      keepAlive: true,
      name: 'user',
    });
    expect(resolveTab('/isystem/detail/42')).toMatchObject({ title: '详情' });
  });

  it('gives home 首页, kept alive, and the announcements page its own title (spec 2.1, 2.8)', () => {
    expect(resolveTab('/Home')).toMatchObject({ title: '首页', keepAlive: true });
    expect(resolveTab('/isps/userAnnouncement')).toEqual({ title: '我的消息', keepAlive: false });
  });

  it.each(['/', '/isystem', '/accounting', '/isystem/secret', '/no/such/page', '/isystem/user/x'])(
    'gives no tab for %s, whose route only redirects',
    (path) => {
      expect(resolveTab(path)).toBeNull();
    },
  );
});
