// 用户管理 against the demo backend: state the lists and sign-in show (issue 34 item 6; spec 7.4,
// jeecg-contracts §2.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

const FINANCE = '1768000000105906277';
const CLEARING = '1768000000106954854';
const HQ = '1768000000104857700';
const OPERATOR_ROLE = 'c3410fd0570b76d4d5a6fd32eb355286';
const ADMIN_ROLE = 'f6817f48af4fb3af11b9e8bf182f618b';

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const list = async (query: string) => (await get(`/sys/user/list?${query}`)).result;
const byName = async (username: string) => (await list(`username=${username}`)).records[0];

async function addUser(username: string, extra: Record<string, unknown> = {}) {
  return call(backend, 'POST', '/sys/user/add', {
    token,
    body: {
      username,
      realname: '郑宇',
      password: 'Ht@2026zy',
      confirmpassword: 'Ht@2026zy',
      sex: '1',
      phone: `1390571${String(Math.floor(Math.random() * 9000) + 1000)}`,
      post: 'developer',
      selectedroles: OPERATOR_ROLE,
      selecteddeparts: `${FINANCE},${CLEARING}`,
      ...extra,
    },
  });
}

describe('the user list', () => {
  it('pages the seeded users with their dictionary, position and department texts', async () => {
    const page = await list('pageNo=1&pageSize=10&column=createTime&order=asc');
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(page.records).toHaveLength(10);
    const zhangwei = await byName('zhangwei');
    expect(zhangwei).toMatchObject({
      realname: '张伟',
      sex_dictText: '男',
      status_dictText: '正常',
      post_dictText: '财务经理',
      departIds_dictText: '财务部',
      orgCodeTxt: '财务部',
    });
    expect(zhangwei.password).toBeUndefined();
  });

  it('filters by department, by ids and in the QueryGenerator syntax', async () => {
    const finance = await list(`departId=${FINANCE}&pageSize=100`);
    expect(finance.total).toBeGreaterThan(0);
    for (const user of finance.records) expect(user.orgCodeTxt).toContain('财务部');
    const empty = await call(backend, 'POST', '/sys/sysDepart/add', {
      token,
      body: { parentId: HQ, departName: '空部门' },
    });
    expect(empty.json.success).toBe(true);
    const emptyId = (await get('/sys/sysDepart/searchBy?keyWord=空部门')).result[0].id;
    expect(await get(`/sys/user/list?departId=${emptyId}`)).toMatchObject({
      success: true,
      code: 200,
      result: null,
    });
    const admin = await byName('admin');
    const zhangwei = await byName('zhangwei');
    const byIds = await list(`code=${admin.id},${zhangwei.id}`);
    expect(byIds.records.map((u: { username: string }) => u.username).sort()).toEqual([
      'admin',
      'zhangwei',
    ]);
    const frozen = await list('status=2&pageSize=100');
    expect(frozen.total).toBeGreaterThan(0);
    expect(frozen.records.every((u: { status: number }) => u.status === 2)).toBe(true);
    const names = await list('realname=*张*&pageSize=100');
    expect(names.records.every((u: { realname: string }) => u.realname.includes('张'))).toBe(true);
  });
});

describe('adding and editing a user', () => {
  it('adds a user with roles and departments, who then signs in with that password', async () => {
    const added = await addUser('zhengyu');
    expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
    const user = await byName('zhengyu');
    expect(user).toMatchObject({ status: 1, delFlag: 0, createBy: 'admin', orgCode: 'A01A01' });
    expect(user.orgCodeTxt).toBe('财务部,清算中心');
    expect((await get(`/sys/user/queryUserRole?userid=${user.id}`)).result).toEqual([
      OPERATOR_ROLE,
    ]);
    const departs = (await get(`/sys/user/userDepartList?userId=${user.id}`)).result;
    expect(departs.map((d: { title: string }) => d.title)).toEqual(['财务部', '清算中心']);
    expect((await login(backend, 'zhengyu', 'Ht@2026zy')).json.success).toBe(true);
    expect((await login(backend, 'zhengyu', 'Admin@123456')).json.success).toBe(false);
  });

  it('refuses a second user with the same account, and the account check says it is taken', async () => {
    await addUser('dup_user');
    expect((await addUser('dup_user')).json).toMatchObject({ success: false, message: '操作失败' });
    const taken = await call(backend, 'GET', '/sys/user/checkOnlyUser?username=dup_user');
    expect(taken.json).toMatchObject({ success: false, message: '用户账号已存在' });
    const free = await call(backend, 'GET', '/sys/user/checkOnlyUser?username=nobody_yet');
    expect(free.json).toMatchObject({ success: true, result: true });
  });

  it('edits the record, its roles and departments; the password stays', async () => {
    await addUser('editme');
    const user = await byName('editme');
    const edited = await call(backend, 'PUT', '/sys/user/edit', {
      token,
      body: {
        ...user,
        realname: '改名了',
        password: 'ignored@1',
        selectedroles: `${ADMIN_ROLE},${OPERATOR_ROLE}`,
        selecteddeparts: HQ,
      },
    });
    expect(edited.json).toMatchObject({ success: true, message: '修改成功!' });
    const after = await byName('editme');
    expect(after).toMatchObject({ realname: '改名了', orgCode: 'A01', orgCodeTxt: '总部' });
    expect(after.updateBy).toBe('admin');
    expect((await get(`/sys/user/queryUserRole?userid=${user.id}`)).result.sort()).toEqual(
      [ADMIN_ROLE, OPERATOR_ROLE].sort(),
    );
    expect((await login(backend, 'editme', 'Ht@2026zy')).json.success).toBe(true);
    expect((await login(backend, 'editme', 'ignored@1')).json.success).toBe(false);
  });

  it('answers a user without roles as JeecgBoot does', async () => {
    await addUser('noroles', { selectedroles: '' });
    const user = await byName('noroles');
    expect(await get(`/sys/user/queryUserRole?userid=${user.id}`)).toMatchObject({
      success: false,
      message: '未找到用户相关角色信息',
    });
  });
});

describe('freezing, password reset and deletion', () => {
  it('freezing ends the sessions of the user and refuses the sign-in; unfreezing allows it', async () => {
    await addUser('frozen_one');
    const user = await byName('frozen_one');
    const session = await tokenOf(backend, 'frozen_one', 'Ht@2026zy');
    const reply = await call(backend, 'PUT', '/sys/user/frozenBatch', {
      token,
      body: { ids: `${user.id},`, status: '2' },
    });
    expect(reply.json).toMatchObject({ success: true, message: '操作成功!' });
    expect((await byName('frozen_one')).status_dictText).toBe('冻结');
    const row = (
      await backend.db.query<{ status: number; data: { status: number } }>(
        'SELECT status, data FROM sys_user WHERE id = $1',
        [user.id],
      )
    ).rows[0]!;
    expect([row.status, row.data.status]).toEqual([2, 2]);
    const revoked = await backend.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM demo_session WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id],
    );
    expect(revoked.rows[0]!.n).toBe(0);
    const afterFreeze = await call(backend, 'GET', '/sys/user/list', { token: session.token });
    expect(afterFreeze.status).toBe(500);
    expect((await login(backend, 'frozen_one', 'Ht@2026zy')).json.message).toBe('该用户已冻结');

    await call(backend, 'PUT', '/sys/user/frozenBatch', {
      token,
      body: { ids: user.id, status: 1 },
    });
    expect((await login(backend, 'frozen_one', 'Ht@2026zy')).json.success).toBe(true);
  });

  it('a reset password signs in and the old one no longer does', async () => {
    await addUser('resetme');
    const reply = await call(backend, 'PUT', '/sys/user/changePassword', {
      token,
      body: { username: 'resetme', password: 'New@2026pw', confirmpassword: 'New@2026pw' },
    });
    expect(reply.json).toMatchObject({ success: true, message: '密码修改成功!' });
    expect((await login(backend, 'resetme', 'New@2026pw')).json.success).toBe(true);
    expect((await login(backend, 'resetme', 'Ht@2026zy')).json.message).toBe('用户名或密码错误');
    const unknown = await call(backend, 'PUT', '/sys/user/changePassword', {
      token,
      body: { username: 'nobody', password: 'x' },
    });
    expect(unknown.json).toMatchObject({ success: false, message: '用户不存在！' });
  });

  it('deletes users logically: gone from the list, no longer signing in', async () => {
    await addUser('gone_one');
    await addUser('gone_two');
    const one = await byName('gone_one');
    const two = await byName('gone_two');
    const single = await call(backend, 'DELETE', `/sys/user/delete?id=${one.id}`, { token });
    expect(single.json).toMatchObject({ success: true, message: '删除用户成功' });
    const batch = await call(backend, 'DELETE', `/sys/user/deleteBatch?ids=${two.id},`, { token });
    expect(batch.json).toMatchObject({ success: true, message: '批量删除用户成功' });
    expect((await list('username=gone_*')).total).toBe(0);
    expect((await login(backend, 'gone_one', 'Ht@2026zy')).json.success).toBe(false);
    expect((await get(`/sys/user/queryById?id=${one.id}`)).message).toBe('未找到对应实体');
  });
});

describe('look-ups', () => {
  it('queryById and queryByIds answer the records', async () => {
    const admin = await byName('admin');
    const zhangwei = await byName('zhangwei');
    expect((await get(`/sys/user/queryById?id=${admin.id}`)).result.username).toBe('admin');
    const several = (await get(`/sys/user/queryByIds?userIds=${admin.id},${zhangwei.id}`)).result;
    expect(several.map((u: { username: string }) => u.username).sort()).toEqual([
      'admin',
      'zhangwei',
    ]);
  });

  it('getMultiUser answers a bare array of active users', async () => {
    const reply = await call(backend, 'GET', '/sys/user/getMultiUser?username=zhangwei,lina,', {
      token,
    });
    expect(Array.isArray(reply.json)).toBe(true);
    expect(reply.json.map((u: { username: string }) => u.username).sort()).toEqual([
      'lina',
      'zhangwei',
    ]);
    const frozen = await call(backend, 'GET', '/sys/user/getMultiUser?username=sunli', { token });
    expect(frozen.json).toEqual([]);
  });

  it('queryUserByDepId answers the users of the department subtree', async () => {
    const users = (await get(`/sys/user/queryUserByDepId?id=${FINANCE}`)).result;
    const names = users.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['zhangwei', 'lina']));
    const hq = (await get(`/sys/user/queryUserByDepId?id=${HQ}`)).result;
    expect(hq.length).toBeGreaterThan(users.length);
    const filtered = (await get(`/sys/user/queryUserByDepId?id=${FINANCE}&realname=张`)).result;
    expect(filtered.every((u: { realname: string }) => u.realname.includes('张'))).toBe(true);
  });

  it('queryUserComponentData pages active users, by name or department', async () => {
    const reply = await get('/sys/user/queryUserComponentData?pageNo=1&pageSize=5&username=zhang');
    expect(reply.code).toBe(200);
    expect(reply.result.records.length).toBeGreaterThan(0);
    for (const user of reply.result.records) {
      expect(user.username).toContain('zhang');
      expect(user.status).toBe(1);
    }
    const finance = await get(`/sys/user/queryUserComponentData?departId=${FINANCE}&pageSize=100`);
    expect(finance.result.records.map((u: { username: string }) => u.username)).toContain('lina');
  });

  it('the address book merges a user of several departments into one row', async () => {
    await addUser('addr_two', { realname: '通讯录甲', selecteddeparts: `${FINANCE},${HQ}` });
    const page = (await get('/sys/user/queryByOrgCodeForAddressList?orgCode=A01&realname=通讯录甲'))
      .result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ realname: '通讯录甲', departName: '总部 | 财务部' });
    const all = (await get('/sys/user/queryByOrgCodeForAddressList?pageSize=5')).result;
    expect(all.total).toBeGreaterThan(100);
    expect(all.records).toHaveLength(5);
  });
});

describe('department members', () => {
  it('links users to a department, lists them with the names in orgCode, and unlinks them', async () => {
    await addUser('member_a', { selecteddeparts: HQ });
    await addUser('member_b', { selecteddeparts: HQ });
    const a = await byName('member_a');
    const b = await byName('member_b');
    const linked = await call(backend, 'POST', '/sys/user/editSysDepartWithUser', {
      token,
      body: { depId: CLEARING, userIdList: [a.id, b.id] },
    });
    expect(linked.json).toMatchObject({ success: true, message: '添加成功!' });
    const members = async () =>
      (await get(`/sys/user/departUserList?depId=${CLEARING}&pageSize=100&username=member_`))
        .result;
    const page = await members();
    expect(page.records.map((u: { username: string }) => u.username).sort()).toEqual([
      'member_a',
      'member_b',
    ]);
    expect(page.records[0].orgCode).toBe('总部,清算中心');

    await call(backend, 'DELETE', `/sys/user/deleteUserInDepart?depId=${CLEARING}&userId=${a.id}`, {
      token,
    });
    expect((await members()).records.map((u: { username: string }) => u.username)).toEqual([
      'member_b',
    ]);
    await call(
      backend,
      'DELETE',
      `/sys/user/deleteUserInDepartBatch?depId=${CLEARING}&userIds=${b.id},`,
      { token },
    );
    expect((await members()).total).toBe(0);
    const again = await call(
      backend,
      'DELETE',
      `/sys/user/deleteUserInDepart?depId=${CLEARING}&userId=${a.id}`,
      { token },
    );
    expect(again.json).toMatchObject({ success: false, message: '当前选中部门与用户无关联关系!' });
  });
});
