// 数据字典 against the demo backend (issue 34 item 6; spec 3, 7.3; jeecg-contracts §2.6): the
// dictionary and item lists, their changes seen at once by the look-ups and the cache refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/lib/sign';
import { DEFAULT_CONFIG } from '../../scripts/demo-backend/server';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const PAY_CHANNEL = '99b154e76e19f7435682649753fbf380';

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
/** A signed call as the console signs it (spec 7.1, src/lib/sign.ts). */
const signedGet = (path: string, sign = computeSign(path, undefined, DEFAULT_CONFIG.signSecret)) =>
  call(backend, 'GET', path, {
    token,
    headers: { 'X-Sign': sign, 'X-TIMESTAMP': '20261121100000' },
  });

describe('dictionaries', () => {
  it('lists the seeded dictionaries with the contract example first', async () => {
    const page = (await get('/sys/dict/list?dictCode=pay_channel')).result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: PAY_CHANNEL, dictName: '支付渠道', delFlag: 0 });
    const named = (await get('/sys/dict/list?dictName=*状态*&pageSize=100')).result;
    expect(named.records.map((d: { dictCode: string }) => d.dictCode)).toContain('user_status');
  });

  it('adds a dictionary with an item, which the cache refresh and the look-ups show at once', async () => {
    const added = await call(backend, 'POST', '/sys/dict/add', {
      token,
      body: {
        dictName: '结算周期',
        dictCode: 'settle_cycle',
        description: '商户结算周期',
        type: 0,
      },
    });
    expect(added.json).toMatchObject({ success: true, message: '保存成功！' });
    const [dict] = (await get('/sys/dict/list?dictCode=settle_cycle')).result.records;

    const item = await call(backend, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId: dict.id, itemText: 'T+1', itemValue: 'T1', sortOrder: 1, status: 1 },
    });
    expect(item.json).toMatchObject({ success: true, message: '保存成功！' });
    await call(backend, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId: dict.id, itemText: '停用项', itemValue: 'OFF', sortOrder: 2, status: 0 },
    });

    expect((await get('/sys/dict/refleshCache')).success).toBe(true);
    const all = (await get('/sys/dict/queryAllDictItems')).result;
    expect(all.settle_cycle).toEqual([{ value: 'T1', text: 'T+1', title: 'T+1', label: 'T+1' }]);

    const items = await signedGet('/sys/dict/getDictItems/settle_cycle');
    expect(items.json.result.map((i: { value: string }) => i.value)).toEqual(['T1', 'OFF']);

    const cap = await call(backend, 'POST', '/cap/sys/v1/SystemDictItemListInquiry', {
      token,
      body: { dictCode: 'settle_cycle' },
    });
    expect(cap.json.body.listData).toEqual([
      { value: 'T1', text: 'T+1', status: 1 },
      { value: 'OFF', text: '停用项', status: 0 },
    ]);
  });

  it('lists items in their order, edits one, checks values and deletes', async () => {
    const page = (await get(`/sys/dictItem/list?dictId=${PAY_CHANNEL}&pageSize=20`)).result;
    expect(page.total).toBe(11);
    expect(page.records[0]).toMatchObject({ itemValue: 'WECHAT', status_dictText: '启用' });
    const cross = page.records.find((i: { itemValue: string }) => i.itemValue === 'CROSS_BORDER');

    const taken = await get(`/sys/dictItem/dictItemCheck?dictId=${PAY_CHANNEL}&itemValue=WECHAT`);
    expect(taken).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const own = await get(
      `/sys/dictItem/dictItemCheck?dictId=${PAY_CHANNEL}&itemValue=CROSS_BORDER&id=${cross.id}`,
    );
    expect(own).toMatchObject({ success: true, message: '该值可用！' });

    const edited = await call(backend, 'PUT', '/sys/dictItem/edit', {
      token,
      body: { ...cross, itemText: '跨境收款', status: 0 },
    });
    expect(edited.json).toMatchObject({ success: true, message: '编辑成功!' });
    const all = (await get('/sys/dict/queryAllDictItems')).result;
    expect(all.pay_channel.map((i: { value: string }) => i.value)).not.toContain('CROSS_BORDER');

    const removed = await call(backend, 'DELETE', `/sys/dictItem/delete?id=${cross.id}`, { token });
    expect(removed.json.message).toBe('删除成功!');
    expect((await get(`/sys/dictItem/list?dictId=${PAY_CHANNEL}`)).result.total).toBe(10);
  });

  it('deletes a dictionary logically: gone from the list and the cache, its code still taken', async () => {
    const [dict] = (await get('/sys/dict/list?dictCode=priority')).result.records;
    const deleted = await call(backend, 'DELETE', `/sys/dict/delete?id=${dict.id}`, { token });
    expect(deleted.json).toMatchObject({ success: true, message: '删除成功!' });
    expect((await get('/sys/dict/list?dictCode=priority')).result.total).toBe(0);
    expect((await get('/sys/dict/queryAllDictItems')).result.priority).toBeUndefined();
    const again = await call(backend, 'POST', '/sys/dict/add', {
      token,
      body: { dictName: '优先级', dictCode: 'priority' },
    });
    expect(again.json).toMatchObject({ success: false, message: '操作失败，数据库中已存在该记录' });
    const twice = await call(backend, 'DELETE', `/sys/dict/delete?id=${dict.id}`, { token });
    expect(twice.json).toMatchObject({ success: false, message: '删除失败!' });
  });
});

describe('dictionary look-ups', () => {
  it('refuses a look-up without the right signature', async () => {
    const reply = await signedGet('/sys/dict/getDictItems/sex', 'WRONG');
    expect(reply.json).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
  });

  it('reads a table dictionary from live rows and refuses the password column', async () => {
    const users = await signedGet('/sys/dict/getDictItems/sys_user,realname,username');
    expect(users.json.code).toBe(0);
    expect(users.json.result).toContainEqual({
      value: 'admin',
      text: expect.any(String),
      title: expect.any(String),
      label: expect.any(String),
    });
    const secret = await signedGet('/sys/dict/getDictItems/sys_user,password,username');
    expect(secret.json.message).toBe(
      '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!',
    );
    const malformed = await signedGet('/sys/dict/getDictItems/sys_user,realname');
    expect(malformed.json.message).toBe('字典Code格式不正确！');
  });

  it('searches a table dictionary and answers texts in key order', async () => {
    const found = await signedGet(
      '/sys/dict/loadDict/sys_position,name,code?keyword=经理&pageSize=2',
    );
    expect(found.json.result).toHaveLength(2);
    expect(found.json.result.every((i: { text: string }) => i.text.includes('经理'))).toBe(true);
    const plain = await signedGet('/sys/dict/loadDict/sex?keyword=男');
    expect(plain.json.message).toBe('字典Code格式不正确！');

    const texts = await signedGet(
      '/sys/dict/loadDictItem/sys_position,name,code?key=cashier,nobody,accountant&delNotExist=false',
    );
    expect(texts.json.result).toEqual(['出纳', 'nobody', '会计']);
  });

  it('loads a tree level over a whitelisted table and refuses other tables', async () => {
    const roots = await signedGet(
      '/sys/dict/loadTreeData?pid=&pidField=pid&tableName=sys_category&text=name&code=id&hasChildField=has_child&condition=',
    );
    expect(roots.json.result).toHaveLength(10);
    expect(roots.json.result[0]).toMatchObject({ title: '商户行业', leaf: false, code: 'A01' });
    const unknown = await signedGet(
      '/sys/dict/loadTreeData?pid=&pidField=pid&tableName=pg_user&text=usename&code=usename&hasChildField=&condition=',
    );
    expect(unknown.json).toMatchObject({
      success: false,
      message: '操作失败，不支持的表：pg_user',
    });
  });
});

describe('/cap dictionaries', () => {
  it('pages a SQL dictionary with a condition and an order', async () => {
    const reply = await call(backend, 'POST', '/cap/sys/v1/SystemSqlDictPageListInquiry', {
      token,
      body: {
        tableName: 'sys_category',
        fieldText: 'name',
        fieldValue: 'code',
        fieldValueKeyword: '',
        sqlCondition: "pid = '0'",
        sqlOrderBy: 'code desc',
        page: { pageSize: 3, pageNum: 2 },
      },
    });
    expect(reply.json.status.success).toBe(true);
    expect(reply.json.body.page).toEqual({ count: 10, pageSize: 3, offset: 3 });
    expect(reply.json.body.listData.map((i: { value: string }) => i.value)).toEqual([
      'A07',
      'A06',
      'A05',
    ]);
  });

  it('runs a configured SQL dictionary of the supported shape only', async () => {
    const reply = await call(backend, 'POST', '/cap/sys/v1/dfRealize/sqlDict', {
      token,
      body: {
        sqlDict:
          "select code as value, name as text from sys_position where post_rank = '4' order by code",
      },
    });
    expect(reply.json.body.listData.length).toBe(2);
    const refused = await call(backend, 'POST', '/cap/sys/v1/dfRealize/sqlDict', {
      token,
      body: { sqlDict: 'delete from sys_user' },
    });
    expect(refused.json.status.success).toBe(false);
  });

  it('lists every dictionary with its items', async () => {
    const reply = await call(backend, 'POST', '/cap/sys/v1/SystemDictListInquiry', {
      token,
      body: { includeDictItem: true },
    });
    const sex = reply.json.body.listData.find((d: { dictCode: string }) => d.dictCode === 'sex');
    expect(sex).toMatchObject({
      dictName: '性别',
      dictItems: [
        { value: '1', text: '男', status: 1 },
        { value: '2', text: '女', status: 1 },
      ],
    });
  });
});
