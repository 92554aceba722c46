import { describe, expect, it } from 'vitest';
import {
  breadcrumbFor,
  buildMenuModel,
  findRouteNode,
  isRoutePermitted,
  type ServerMenuItem,
} from '../../../src/lib/menu/buildMenuModel';
import { resolveMenuUrl } from '../../../src/lib/menu/placeholders';

const resolve = (raw: string | null | undefined) =>
  resolveMenuUrl(raw, { apiBase: 'https://console.example.com/admin' });

const item = (
  overrides: Partial<ServerMenuItem> & Pick<ServerMenuItem, 'id' | 'path'>,
): ServerMenuItem => ({
  name: overrides.path.replace(/^\//, '').replace(/\//g, '-'),
  component: 'system/UserList',
  route: '1',
  meta: { title: overrides.id },
  ...overrides,
});

const menu: ServerMenuItem[] = [
  item({ id: 'home', path: '/Home', component: 'dashboard/Analysis', meta: { title: '首页' } }),
  item({
    id: 'sys',
    path: '/isystem',
    component: 'layouts/RouteView',
    meta: { title: '系统管理', icon: 'setting' },
    children: [
      item({ id: 'user', path: '/isystem/user', meta: { title: '用户管理', keepAlive: true } }),
      item({
        id: 'role',
        path: '/isystem/role',
        component: 'system/RoleList',
        meta: { title: '角色管理', hiddenHeaderContent: true },
      }),
      item({ id: 'secret', path: '/isystem/secret', hidden: true, meta: { title: '隐藏页' } }),
      item({ id: 'detail', path: '/isystem/detail/:id', hidden: true, meta: { title: '详情' } }),
      item({ id: 'norote', path: '/isystem/menu-only', route: '0', meta: { title: '仅菜单' } }),
    ],
  }),
  item({
    id: 'druid',
    path: '5f22d2592b01c9e964efe70040162b83',
    component: 'layouts/IframePageView',
    meta: { title: 'SQL监控', url: "{{ window._CONFIG['domianURL'] }}/druid/" },
  }),
  item({
    id: 'help',
    path: '3d0d0a675c236ccb602fb4634f74d2bd',
    component: 'layouts/IframePageView',
    meta: { title: '帮助中心', url: 'https://help.example.com/console', internalOrExternal: true },
  }),
  item({
    id: 'evil',
    path: 'e0e0',
    component: 'layouts/IframePageView',
    meta: { title: '可疑', url: '{{ alert(1) }}' },
  }),
  item({
    id: 'allHidden',
    path: '/ghost',
    component: 'layouts/RouteView',
    meta: { title: '空分组' },
    children: [item({ id: 'g1', path: '/ghost/a', hidden: true })],
  }),
];

const model = buildMenuModel(menu, resolve);

describe('buildMenuModel (spec 2.3, 2.5)', () => {
  it('routes every entry except route-flag-0 items and new-tab links, hidden ones included', () => {
    expect(model.routes.map((node) => node.id)).toEqual([
      'home',
      'sys',
      'user',
      'role',
      'secret',
      'detail',
      'druid',
      'evil',
      'allHidden',
      'g1',
    ]);
  });

  it('shows only visible entries, dropping groups left empty', () => {
    expect(model.tree.map((node) => node.id)).toEqual(['home', 'sys', 'druid', 'help', 'evil']);
    expect(model.tree[1]?.children.map((node) => node.id)).toEqual(['user', 'role']);
  });

  it('classifies entries and resolves their URLs through the whitelist', () => {
    const byId = new Map(model.routes.map((node) => [node.id, node]));
    expect(byId.get('sys')?.kind).toBe('container');
    expect(byId.get('user')).toMatchObject({
      kind: 'page',
      keepAlive: true,
      hideHeaderContent: false,
      parentIds: ['sys'],
    });
    expect(byId.get('role')?.hideHeaderContent).toBe(true);
    expect(byId.get('druid')).toMatchObject({
      kind: 'iframe',
      path: '/5f22d2592b01c9e964efe70040162b83',
      url: 'https://console.example.com/admin/druid/',
    });
    expect(byId.get('evil')).toMatchObject({ kind: 'iframe', url: undefined });
    expect(model.tree.find((node) => node.id === 'help')).toMatchObject({
      kind: 'external',
      url: 'https://help.example.com/console',
    });
  });

  it('finds the entry for a location by exact path, then by the longest enclosing page', () => {
    expect(findRouteNode(model, '/isystem/user')?.id).toBe('user');
    expect(findRouteNode(model, '/isystem/user/42/edit')?.id).toBe('user');
    expect(findRouteNode(model, '/isystem/detail/42')?.id).toBe('detail');
    expect(findRouteNode(model, '/isystem/detail/')).toBeUndefined();
    expect(findRouteNode(model, '/nowhere')).toBeUndefined();
  });

  it('builds the breadcrumb: 首页 link, group link to its first page, current as text', () => {
    expect(breadcrumbFor(model, '/isystem/role', '/Home')).toEqual([
      { title: '首页', path: '/Home' },
      { title: '系统管理', path: '/isystem/user' },
      { title: '角色管理' },
    ]);
    expect(breadcrumbFor(model, '/Home', '/Home')).toEqual([{ title: '首页' }]);
  });
});

describe('buildMenuModel: routes filtered by meta.permission (spec 6)', () => {
  const restricted: ServerMenuItem[] = [
    item({ id: 'home', path: '/Home', component: 'dashboard/Analysis', meta: { title: '首页' } }),
    item({
      id: 'sys',
      path: '/isystem',
      component: 'layouts/RouteView',
      meta: { title: '系统管理' },
      children: [
        item({ id: 'user', path: '/isystem/user', meta: { title: '用户管理', permission: ['x'] } }),
        item({
          id: 'role',
          path: '/isystem/role',
          meta: { title: '角色管理', permission: ['nope', 'role:list'] },
        }),
        item({ id: 'nobody', path: '/isystem/nobody', meta: { title: '无人', permission: [] } }),
      ],
    }),
    item({
      id: 'cus',
      path: '/cus',
      component: 'layouts/RouteView',
      meta: { title: '客户管理', permission: ['cus:view'] },
      children: [item({ id: 'cusInfo', path: '/cus/info', meta: { title: '客户信息' } })],
    }),
  ];
  const granted = new Set(['role:list', 'user:add']);
  const filtered = buildMenuModel(restricted, resolve, (code) => granted.has(code));
  const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id);

  it('keeps entries without meta.permission and those with any code the user holds', () => {
    expect(ids(filtered.routes)).toEqual(['home', 'sys', 'role']);
    expect(ids(filtered.tree)).toEqual(['home', 'sys']);
    expect(ids(filtered.tree[1]?.children ?? [])).toEqual(['role']);
  });

  it('lists the others, and everything below a forbidden group, as forbidden', () => {
    expect(ids(filtered.forbidden)).toEqual(['user', 'nobody', 'cus', 'cusInfo']);
  });

  it('sends a group to its first permitted page', () => {
    expect(findRouteNode(filtered, '/isystem')?.children.map((node) => node.id)).toEqual(['role']);
  });

  it('counts every code as held without a check (the e2e menu walk); an empty list still closes', () => {
    const open = buildMenuModel(restricted, resolve);
    expect(ids(open.forbidden)).toEqual(['nobody']);
    expect(ids(open.routes)).toEqual(['home', 'sys', 'user', 'role', 'cus', 'cusInfo']);
  });

  it.each([
    { required: undefined, expected: true },
    { required: null, expected: true },
    { required: [], expected: false },
    { required: ['a', 'b'], expected: true },
    { required: ['c'], expected: false },
  ])(
    'isRoutePermitted($required) with the user holding b is $expected',
    ({ required, expected }) => {
      expect(isRoutePermitted(required, (code) => code === 'b')).toBe(expected);
    },
  );
});
