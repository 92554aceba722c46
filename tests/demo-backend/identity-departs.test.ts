// 部门管理 against the demo backend: the department trees, add/edit/delete with org codes, the
// department roles and their grants (issue 34 item 6; spec 7.4, jeecg-contracts §2.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

const HQ = '1768000000104857700';
const FINANCE = '1768000000105906277';
const TECH = '1768000000111149162';
const FINANCE_DIRECTOR = '1768000001006633920';

interface DepartNode {
  id: string;
  key: string;
  title: string;
  departName: string;
  orgCode: string;
  orgType: string;
  parentId: string;
  isLeaf: boolean;
  children: DepartNode[] | null;
}

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const send = async (method: string, path: string, body?: unknown) =>
  (await call(backend, method, path, { token, ...(body ? { body } : {}) })).json;

const tree = async (): Promise<DepartNode[]> => (await get('/sys/sysDepart/queryTreeList')).result;
const find = (nodes: DepartNode[], name: string): DepartNode | undefined => {
  for (const node of nodes) {
    if (node.departName === name) return node;
    const below = find(node.children ?? [], name);
    if (below) return below;
  }
  return undefined;
};

describe('department trees', () => {
  it('answers the whole tree nested, by department order', async () => {
    const roots = await tree();
    expect(roots.map((d) => d.departName).slice(0, 2)).toEqual(['总部', '华东分公司']);
    const hq = roots[0]!;
    expect(hq).toMatchObject({ key: HQ, title: '总部', orgCode: 'A01', isLeaf: false });
    expect(hq.children!.map((d) => d.departName)[0]).toBe('财务部');
    expect(find(roots, '清算中心')).toMatchObject({
      parentId: FINANCE,
      isLeaf: true,
      children: null,
    });
    const only = (await get(`/sys/sysDepart/queryTreeList?ids=${FINANCE}`)).result;
    expect(only.map((d: DepartNode) => d.departName)).toEqual(['财务部']);
  });

  it('answers one level at a time, by id or org code', async () => {
    const roots: DepartNode[] = (await get('/sys/sysDepart/queryDepartTreeSync')).result;
    expect(roots.map((d) => d.orgCode)).toEqual(expect.arrayContaining(['A01', 'A02']));
    expect(roots.every((d) => d.parentId === '')).toBe(true);
    const below: DepartNode[] = (await get(`/sys/sysDepart/queryDepartTreeSync?pid=${HQ}`)).result;
    expect(below.find((d) => d.departName === '财务部')).toMatchObject({ isLeaf: false });
    expect(below.every((d) => d.parentId === HQ && d.children === null)).toBe(true);
    const byCode: DepartNode[] = (
      await get(`/sys/sysDepart/queryDepartTreeSync?pid=${HQ}&primaryKey=orgCode`)
    ).result;
    expect(byCode[0]!.key).toBe(byCode[0]!.orgCode);
  });

  it('answers the id tree and the name search', async () => {
    const ids = (await get('/sys/sysDepart/queryIdTree')).result;
    expect(ids[0]).toMatchObject({ key: HQ, value: HQ, title: '总部' });
    const found: DepartNode[] = (await get('/sys/sysDepart/searchBy?keyWord=部')).result;
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((d) => d.departName.includes('部'))).toBe(true);
    expect(await get('/sys/sysDepart/searchBy?keyWord=不存在的部门')).toMatchObject({
      success: false,
      message: '未查询匹配数据！',
    });
  });

  it('answers the departments the signed-in head is in charge of', async () => {
    // admin is a head (userIdentity 2) of 总部 in the contract's example user.
    const mine = await get('/sys/sysDepart/queryMyDeptTreeList');
    expect(mine.message).toBe('2');
    expect(mine.result[0]).toMatchObject({ id: HQ });
    expect(mine.result[0].children.length).toBeGreaterThan(0);
    const headed = await get('/sys/sysDepart/searchBy?keyWord=总&myDeptSearch=1');
    expect(headed.result.map((d: DepartNode) => d.departName)).toEqual(['总部']);

    // checker is an ordinary member (userIdentity 1).
    const checker = await tokenOf(backend, 'checker', 'Checker@123456');
    const notHead = await call(backend, 'GET', '/sys/sysDepart/queryMyDeptTreeList', {
      token: checker.token,
    });
    expect(notHead.json).toMatchObject({ success: true, message: '1', result: null });
  });
});

describe('adding, editing and deleting departments', () => {
  it('gives a new department the next org code under its parent, and the tree shows it', async () => {
    const added = await send('POST', '/sys/sysDepart/add', {
      parentId: TECH,
      departName: '数据组',
      orgCategory: '2',
      departOrder: 3,
      mobile: '0571-88886020',
    });
    expect(added).toMatchObject({ success: true, message: '添加成功！' });
    const data = find(await tree(), '数据组')!;
    const siblings = find(await tree(), '技术部')!.children!.map((d) => d.orgCode);
    expect(data).toMatchObject({ parentId: TECH, orgType: '2', isLeaf: true });
    expect(data.orgCode).toMatch(/^A01A04A\d\d$/);
    expect(new Set(siblings).size).toBe(siblings.length);

    await send('POST', '/sys/sysDepart/add', { parentId: data.id, departName: '数据平台' });
    expect(find(await tree(), '数据平台')!.orgCode).toBe(`${data.orgCode}A01`);

    await send('POST', '/sys/sysDepart/add', { departName: '华南分公司', orgCategory: '1' });
    const south = find(await tree(), '华南分公司')!;
    expect(south).toMatchObject({ parentId: '', orgType: '1' });
    expect(south.orgCode).toMatch(/^A\d\d$/);

    const edited = await send('PUT', '/sys/sysDepart/edit', {
      id: data.id,
      departName: '数据中台',
      memo: '数据治理',
      orgCode: 'Z99',
    });
    expect(edited).toMatchObject({ success: true, message: '修改成功!' });
    expect(find(await tree(), '数据中台')).toMatchObject({
      memo: '数据治理',
      orgCode: data.orgCode,
    });
    expect(await send('PUT', '/sys/sysDepart/edit', { id: 'nope', departName: 'x' })).toMatchObject(
      {
        success: false,
        message: '未找到对应实体',
      },
    );

    // Deleting a department deletes its sub-departments and their user links.
    const sub = find(await tree(), '数据平台')!;
    await send('POST', '/sys/user/add', {
      username: 'data_member',
      password: 'Ht@2026dm',
      selecteddeparts: sub.id,
    });
    const deleted = await send('DELETE', `/sys/sysDepart/delete?id=${data.id}`);
    expect(deleted).toMatchObject({ success: true, message: '删除成功!' });
    const after = await tree();
    expect(find(after, '数据中台')).toBeUndefined();
    expect(find(after, '数据平台')).toBeUndefined();
    const member = (await get('/sys/user/list?username=data_member')).result.records[0];
    expect(member).toMatchObject({ orgCodeTxt: null, orgCode: null });

    await send('DELETE', `/sys/sysDepart/deleteBatch?ids=${south.id},`);
    expect(find(await tree(), '华南分公司')).toBeUndefined();
  });
});

describe('department roles and their grants', () => {
  it('lists the roles of one department, adds, edits and deletes them', async () => {
    const list = async (query = '') =>
      (await get(`/sys/sysDepartRole/list?deptId=${FINANCE}${query}`)).result;
    expect((await list()).total).toBe(5);
    expect((await get(`/sys/sysDepartRole/list?deptId=${HQ}`)).result.total).toBe(0);
    const added = await send('POST', '/sys/sysDepartRole/add', {
      departId: FINANCE,
      roleName: '税务岗',
      roleCode: 'dept_tax',
      description: '纳税申报',
    });
    expect(added).toMatchObject({ success: true, message: '添加成功！' });
    const tax = (await list('&roleName=税务*')).records[0];
    expect(tax).toMatchObject({ departId: FINANCE, roleCode: 'dept_tax' });
    await send('PUT', '/sys/sysDepartRole/edit', { ...tax, roleName: '税务专岗' });
    expect((await list('&roleCode=dept_tax')).records[0].roleName).toBe('税务专岗');
    expect(await send('DELETE', `/sys/sysDepartRole/deleteBatch?ids=${tax.id},`)).toMatchObject({
      success: true,
      message: '批量删除成功！',
    });
    expect((await list()).total).toBe(5);
  });

  it('grants a department role only what its department may hand out', async () => {
    const offered = (
      await get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${FINANCE}`)
    ).result;
    expect(offered.ids).toHaveLength(4);
    const granted: string[] = (
      await get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${FINANCE_DIRECTOR}`)
    ).result;
    expect(granted).toHaveLength(2);

    const outside = (await get('/sys/permission/queryTreeList')).result.ids.find(
      (id: string) => !offered.ids.includes(id),
    );
    const saved = await send('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: FINANCE_DIRECTOR,
      permissionIds: [...offered.ids, outside].join(','),
      lastpermissionIds: granted.join(','),
    });
    expect(saved).toMatchObject({ success: true, message: '保存成功！' });
    const now: string[] = (
      await get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${FINANCE_DIRECTOR}`)
    ).result;
    expect([...now].sort()).toEqual([...offered.ids].sort());

    // Narrowing the department's grant narrows its roles' grants with it.
    await send('POST', '/sys/permission/saveDepartPermission', {
      departId: FINANCE,
      permissionIds: offered.ids[0],
      lastpermissionIds: offered.ids.join(','),
    });
    expect(
      (await get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${FINANCE_DIRECTOR}`))
        .result,
    ).toEqual([offered.ids[0]]);
  });
});
