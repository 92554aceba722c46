// 菜单管理 against the demo backend: the menu tree, its lazy levels, a menu's data rules and a
// department's grant (issue 34 item 6; spec 7.4, jeecg-contracts §2.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

interface PermissionNode {
  id: string;
  name: string;
  parentId: string | null;
  component: string | null;
  url: string | null;
  isLeaf: boolean;
  leaf: boolean;
  children: PermissionNode[] | null;
}

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const send = async (method: string, path: string, body?: unknown) =>
  (await call(backend, method, path, { token, ...(body ? { body } : {}) })).json;

const tree = async (): Promise<PermissionNode[]> => (await get('/sys/permission/list')).result;
const find = (nodes: PermissionNode[], name: string): PermissionNode | undefined => {
  for (const node of nodes) {
    if (node.name === name) return node;
    const below = find(node.children ?? [], name);
    if (below) return below;
  }
  return undefined;
};

describe('the menu tree', () => {
  it('answers the whole tree nested, leaves with children null', async () => {
    const nodes = await tree();
    const system = find(nodes, '系统管理')!;
    expect(system).toMatchObject({ parentId: null, isLeaf: false, leaf: false });
    expect(system.children!.map((n) => n.name)).toEqual(
      expect.arrayContaining(['用户管理', '角色管理', '菜单管理', '部门管理']),
    );
    const home = find(nodes, '首页')!;
    expect(home).toMatchObject({ isLeaf: true, children: null });
  });

  it('searches by name, flat, each match a leaf', async () => {
    const matches: PermissionNode[] = (await get('/sys/permission/list?name=用户管理')).result;
    expect(matches.length).toBeGreaterThan(0);
    for (const node of matches) expect(node).toMatchObject({ leaf: true, children: null });
    expect(matches.every((n) => n.name.includes('用户管理'))).toBe(true);
  });

  it('loads the tree lazily: top menus, one level, several levels', async () => {
    const tops: PermissionNode[] = (await get('/sys/permission/getSystemMenuList')).result;
    const system = tops.find((n) => n.name === '系统管理')!;
    expect(system.children).toEqual([]);
    const level: PermissionNode[] = (
      await get(`/sys/permission/getSystemSubmenu?parentId=${system.id}`)
    ).result;
    expect(level.map((n) => n.name)).toContain('用户管理');
    expect(level.every((n) => n.parentId === system.id)).toBe(true);
    const home = tops.find((n) => n.name === '首页')!;
    const batch = await get(
      `/sys/permission/getSystemSubmenuBatch?parentIds=${system.id},${home.id}`,
    );
    expect(Object.keys(batch.result)).toEqual([system.id]);
    expect(batch.result[system.id]).toHaveLength(level.length);
  });
});

describe('adding, editing and deleting menus', () => {
  it('adds a menu normalised, under its parent, then edits and deletes it with its buttons', async () => {
    const system = find(await tree(), '系统管理')!;
    const added = await send('POST', '/sys/permission/add', {
      parentId: system.id,
      name: '操作日志',
      url: 'isystem/operateLog',
      component: '/views/system/LogList.vue',
      componentName: 'OperateLogList',
      menuType: 1,
      sortNo: 10.0,
      route: true,
      permsType: '1',
      status: '1',
    });
    expect(added).toMatchObject({ success: true, message: '添加成功！' });
    const menu = find(await tree(), '操作日志')!;
    expect(menu).toMatchObject({
      parentId: system.id,
      url: '/isystem/operateLog',
      component: 'system/LogList',
      isLeaf: true,
    });

    await send('POST', '/sys/permission/add', {
      parentId: menu.id,
      name: '导出日志',
      perms: 'log:export',
      menuType: 2,
      permsType: '1',
      status: '1',
    });
    const withButton = find(await tree(), '操作日志')!;
    expect(withButton.isLeaf).toBe(false);
    expect(withButton.children!.map((n) => n.name)).toEqual(['导出日志']);

    const edited = await send('PUT', '/sys/permission/edit', {
      id: menu.id,
      parentId: system.id,
      name: '操作日志（新）',
      menuType: 1,
    });
    expect(edited).toMatchObject({ success: true, message: '修改成功！' });
    expect(find(await tree(), '操作日志（新）')).toMatchObject({ url: '/isystem/operateLog' });
    const cycle = await send('PUT', '/sys/permission/edit', {
      id: system.id,
      parentId: menu.id,
      name: '系统管理',
      menuType: 1,
    });
    expect(cycle.success).toBe(false);

    const deleted = await send('DELETE', `/sys/permission/delete?id=${menu.id}`);
    expect(deleted).toMatchObject({ success: true, message: '删除成功!' });
    const after = await tree();
    expect(find(after, '操作日志（新）')).toBeUndefined();
    expect(find(after, '导出日志')).toBeUndefined();
  });

  it('gives a top-level menu without a component the route view', async () => {
    await send('POST', '/sys/permission/add', { name: '报表中心', url: '/report', menuType: 0 });
    const report = find(await tree(), '报表中心')!;
    expect(report).toMatchObject({ parentId: null, component: 'layouts/RouteView' });
    await send('DELETE', `/sys/permission/deleteBatch?ids=${report.id},`);
    expect(find(await tree(), '报表中心')).toBeUndefined();
  });

  it('answers the authorisation tree with every id', async () => {
    const result = (await get('/sys/permission/queryTreeList')).result;
    const count = (
      await backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission')
    ).rows[0]!.n;
    expect(result.ids).toHaveLength(count);
    expect(result.treeList[0]).toMatchObject({ title: result.treeList[0].slotTitle });
  });
});

describe('data rules of a menu', () => {
  it('lists, searches, adds, edits and deletes rules', async () => {
    const users = (await get('/sys/permission/list?name=用户管理')).result.find(
      (n: PermissionNode) => n.url === '/isystem/user',
    ) as PermissionNode;
    const rules = async (query = '') =>
      (await get(`/sys/permission/getPermRuleListByPermId?permissionId=${users.id}${query}`))
        .result;
    expect((await rules()).map((r: { ruleName: string }) => r.ruleName)).toEqual([
      '只看本部门用户',
      '不看冻结用户',
      '只看本人创建',
    ]);
    const added = await send('POST', '/sys/permission/addPermissionRule', {
      permissionId: users.id,
      ruleName: '只看杭州',
      ruleColumn: 'orgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: 'A01',
      status: '1',
    });
    expect(added).toMatchObject({ success: true, message: '添加成功！' });
    const search = await get(
      `/sys/permission/queryPermissionRule?permissionId=${users.id}&ruleName=只看杭州`,
    );
    expect(search.result).toHaveLength(1);
    const rule = search.result[0];
    expect(rule).toMatchObject({ ruleValue: 'A01', createBy: 'admin', permissionId: users.id });

    const edited = await send('PUT', '/sys/permission/editPermissionRule', {
      ...rule,
      status: '0',
    });
    expect(edited).toMatchObject({ success: true, message: '更新成功！' });
    expect(
      (
        await get(`/sys/permission/queryPermissionRule?permissionId=${users.id}&status=0`)
      ).result.map((r: { ruleName: string }) => r.ruleName),
    ).toEqual(['不看冻结用户', '只看杭州']);

    const deleted = await send('DELETE', `/sys/permission/deletePermissionRule?id=${rule.id}`);
    expect(deleted).toMatchObject({ success: true, message: '删除成功！' });
    expect(await rules()).toHaveLength(3);
  });
});

describe('a department’s grant', () => {
  it('saves what a department may hand to its roles and answers it back', async () => {
    const finance = '1768000000105906277';
    const seeded: string[] = (
      await get(`/sys/permission/queryDepartPermission?departId=${finance}`)
    ).result;
    expect(seeded.length).toBe(4);
    const nodes = await tree();
    const ids = [find(nodes, '首页')!.id, find(nodes, '系统管理')!.id];
    const saved = await send('POST', '/sys/permission/saveDepartPermission', {
      departId: finance,
      permissionIds: ids.join(','),
      lastpermissionIds: seeded.join(','),
    });
    expect(saved).toMatchObject({ success: true, message: '保存成功！' });
    expect(
      (
        (await get(`/sys/permission/queryDepartPermission?departId=${finance}`)).result as string[]
      ).sort(),
    ).toEqual([...ids].sort());
  });
});
