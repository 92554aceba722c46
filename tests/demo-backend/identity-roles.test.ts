// 角色管理 against the demo backend: roles, their grants and data rules, and the menu a role's
// users get from them (issue 34 item 6 and "a role's changed permissions change that user's menu
// at the next sign-in"; spec 7.4, jeecg-contracts §2.3, §2.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

interface TreeNode {
  key: string;
  slotTitle: string;
  children?: TreeNode[];
}
interface MenuNode {
  meta: { title: string };
  children?: MenuNode[];
}

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const post = async (path: string, body: unknown) =>
  (await call(backend, 'POST', path, { token, body })).json;
const roleByCode = async (code: string) =>
  (await get(`/sys/role/list?roleCode=${code}`)).result.records[0];

async function addRole(roleCode: string, roleName = '菜单探针') {
  return post('/sys/role/add', { roleName, roleCode, description: '测试角色' });
}

/** The authorisation tree's node of a path of titles, e.g. ['系统管理', '用户管理']. */
async function nodeOf(titles: string[]): Promise<TreeNode> {
  let level: TreeNode[] = (await get('/sys/role/queryTreeList')).result.treeList;
  let node: TreeNode | undefined;
  for (const title of titles) {
    node = level.find((n) => n.slotTitle === title);
    if (!node) throw new Error(`no menu ${titles.join(' › ')}`);
    level = node.children ?? [];
  }
  return node!;
}

async function menuOf(username: string, password: string) {
  const session = await tokenOf(backend, username, password);
  const reply = await call(backend, 'GET', '/cap/auth/v1/UserResourceListInquiry', {
    token: session.token,
  });
  return reply.json.body.resourceJson as {
    menu: MenuNode[];
    auth: { action: string }[];
  };
}
const titles = (menu: MenuNode[]) => menu.map((node) => node.meta.title);

describe('roles', () => {
  it('lists the seeded roles and answers every role for the user form', async () => {
    const page = (await get('/sys/role/list?pageNo=1&pageSize=10&roleName=*专员*')).result;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r: { roleName: string }) => r.roleName.includes('专员'))).toBe(true);
    const all = await get('/sys/role/queryall');
    expect(all).toMatchObject({ success: true, code: 0 });
    expect(all.result.length).toBeGreaterThanOrEqual(30);
  });

  it('adds, checks, edits and deletes a role, and the list shows each change', async () => {
    expect(await addRole('settle_review', '结算复核')).toMatchObject({
      success: true,
      message: '添加成功！',
    });
    const role = await roleByCode('settle_review');
    expect(role).toMatchObject({ roleName: '结算复核', createBy: 'admin' });
    expect(await addRole('settle_review')).toMatchObject({
      success: false,
      message: '操作失败，数据库中已存在该记录',
    });
    expect(await get('/sys/role/checkRoleCode?roleCode=settle_review')).toMatchObject({
      success: false,
      message: '角色编码已存在',
      code: 0,
    });
    expect(await get(`/sys/role/checkRoleCode?roleCode=settle_review&id=${role.id}`)).toMatchObject(
      { success: true, result: true },
    );

    const edited = await call(backend, 'PUT', '/sys/role/edit', {
      token,
      body: { id: role.id, roleName: '结算二次复核', roleCode: 'settle_review' },
    });
    expect(edited.json).toMatchObject({ success: true, message: '修改成功!' });
    expect((await get(`/sys/role/queryById?id=${role.id}`)).result).toMatchObject({
      roleName: '结算二次复核',
      updateBy: 'admin',
    });
    const unknown = await call(backend, 'PUT', '/sys/role/edit', {
      token,
      body: { id: 'nope', roleName: 'x', roleCode: 'x' },
    });
    expect(unknown.json).toMatchObject({ success: false, message: '未找到对应实体' });

    const deleted = await call(backend, 'DELETE', `/sys/role/delete?id=${role.id}`, { token });
    expect(deleted.json).toMatchObject({ success: true, message: '删除角色成功' });
    expect(await roleByCode('settle_review')).toBeUndefined();
  });

  it('deletes several roles, and their users lose them', async () => {
    await addRole('batch_a');
    await addRole('batch_b');
    const a = await roleByCode('batch_a');
    const b = await roleByCode('batch_b');
    await post('/sys/user/add', {
      username: 'batch_member',
      password: 'Ht@2026bm',
      selectedroles: a.id,
    });
    const user = (await get('/sys/user/list?username=batch_member')).result.records[0];
    expect((await get(`/sys/user/queryUserRole?userid=${user.id}`)).result).toEqual([a.id]);
    const reply = await call(backend, 'DELETE', `/sys/role/deleteBatch?ids=${a.id},${b.id},`, {
      token,
    });
    expect(reply.json).toMatchObject({ success: true, message: '删除角色成功!' });
    expect((await get('/sys/role/list?roleCode=batch_*')).result.total).toBe(0);
    expect((await get(`/sys/user/queryUserRole?userid=${user.id}`)).message).toBe(
      '未找到用户相关角色信息',
    );
    const none = await call(backend, 'DELETE', '/sys/role/deleteBatch?ids=', { token });
    expect(none.json).toMatchObject({ success: false, message: '未选中角色！' });
  });
});

describe('a role’s permissions make its users’ menu', () => {
  it('changes the menu and buttons of a user of the role at the next sign-in', async () => {
    await addRole('menu_probe');
    const role = await roleByCode('menu_probe');
    await post('/sys/user/add', {
      username: 'menuprobe',
      password: 'Probe@2026',
      selectedroles: role.id,
    });
    const home = await nodeOf(['首页']);
    const system = await nodeOf(['系统管理']);
    const users = await nodeOf(['系统管理', '用户管理']);
    const button = (
      await backend.db.query<{ id: string; perms: string }>(
        "SELECT id, perms FROM sys_permission WHERE menu_type = 2 AND data->>'status' = '1' ORDER BY sort_no LIMIT 1",
      )
    ).rows[0]!;

    const grant = async (ids: string[], last: string[]) =>
      post('/sys/permission/saveRolePermission', {
        roleId: role.id,
        permissionIds: ids.join(','),
        lastpermissionIds: last.join(','),
      });

    expect(await grant([home.key], [])).toMatchObject({ success: true, message: '保存成功！' });
    expect((await get(`/sys/permission/queryRolePermission?roleId=${role.id}`)).result).toEqual([
      home.key,
    ]);
    const first = await menuOf('menuprobe', 'Probe@2026');
    expect(titles(first.menu)).toEqual(['首页']);

    const granted = [home.key, system.key, users.key, button.id];
    await grant(granted, [home.key]);
    const second = await menuOf('menuprobe', 'Probe@2026');
    expect(titles(second.menu)).toEqual(['首页', '系统管理']);
    const systemMenu = second.menu.find((node) => node.meta.title === '系统管理')!;
    expect(titles(systemMenu.children ?? [])).toEqual(['用户管理']);
    expect(second.auth.map((a) => a.action)).toEqual([button.perms]);

    await grant([system.key, users.key], granted);
    const third = await menuOf('menuprobe', 'Probe@2026');
    expect(titles(third.menu)).toEqual(['系统管理']);
    expect(third.auth).toEqual([]);
  });

  it('answers the full authorisation tree in the role variant', async () => {
    const tree = (await get('/sys/role/queryTreeList')).result;
    expect(tree.ids.length).toBeGreaterThan(50);
    expect(tree.treeList[0]).toMatchObject({
      title: null,
      label: null,
      scopedSlots: { title: 'hasDatarule' },
    });
    expect((await nodeOf(['系统管理', '用户管理'])) as unknown).toMatchObject({ ruleFlag: 1 });
  });
});

describe('data rules a role has on a menu', () => {
  it('needs the menu granted first, then keeps the checked rules across grant saves', async () => {
    await addRole('rule_probe');
    const role = await roleByCode('rule_probe');
    const users = await nodeOf(['系统管理', '用户管理']);
    const home = await nodeOf(['首页']);
    const rules = await get(`/sys/role/datarule/${users.key}/${role.id}`);
    expect(rules.success).toBe(true);
    expect(rules.result.datarule.map((r: { ruleName: string }) => r.ruleName)).toEqual([
      '只看本部门用户',
      '不看冻结用户',
      '只看本人创建',
    ]);
    expect(rules.result.drChecked).toBeUndefined();
    const [first, , third] = rules.result.datarule as { id: string }[];
    const save = () =>
      post('/sys/role/datarule', {
        permissionId: users.key,
        roleId: role.id,
        dataRuleIds: `${first!.id},${third!.id}`,
      });

    expect(await save()).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    await post('/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: users.key,
      lastpermissionIds: '',
    });
    expect(await save()).toMatchObject({ success: true, message: '保存成功!' });
    await post('/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: `${users.key},${home.key}`,
      lastpermissionIds: users.key,
    });
    expect((await get(`/sys/role/datarule/${users.key}/${role.id}`)).result.drChecked).toBe(
      `${first!.id},${third!.id}`,
    );
    expect(await get(`/sys/role/datarule/${home.key}/${role.id}`)).toMatchObject({
      success: false,
      message: '未找到权限配置信息',
    });
  });
});
