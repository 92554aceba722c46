// 分类字典 against the demo backend (issue 34 item 6; spec 7.3; jeecg-contracts §2.8): the tree
// loaders, the code check, and changes that keep hasChild and the subtree true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const MERCHANT_INDUSTRY = '1768000000943719300';
const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;
const childCodes = async (pid: string) =>
  (await get(`/sys/category/childList?pid=${pid}`)).result.map((c: { code: string }) => c.code);

describe('category tree', () => {
  it('pages the roots and searches every level by name', async () => {
    const roots = (await get('/sys/category/rootList?pageNo=1&pageSize=10')).result;
    expect(roots.total).toBe(10);
    expect(roots.records.every((c: { pid: string }) => c.pid === '0')).toBe(true);
    const found = (await get('/sys/category/rootList?name=*支付*')).result;
    expect(found.records.map((c: { code: string }) => c.code).sort()).toEqual(
      ['A02A01', 'A02A03', 'A02A05', 'A02A01A03', 'A03', 'A03A02'].sort(),
    );
  });

  it('loads levels by code, by parent and as a whole subtree', async () => {
    const level = await get('/sys/category/loadTreeRoot?async=true&pcode=A01');
    expect(level.code).toBe(0);
    expect(level.result).toHaveLength(10);
    expect(level.result[0]).toMatchObject({
      title: '餐饮美食',
      leaf: true,
      parentId: MERCHANT_INDUSTRY,
      code: 'A01A01',
    });
    const unknown = await get('/sys/category/loadTreeRoot?async=true&pcode=B99');
    expect(unknown).toMatchObject({
      success: false,
      code: 0,
      message: '该编码【B99】不存在，请核实!',
    });

    const whole = (await get('/sys/category/loadTreeRoot?async=false&pcode=A02')).result;
    const scan = whole.find((n: { code: string }) => n.code === 'A02A01');
    expect(scan.children.map((n: { title: string }) => n.title)).toEqual([
      '主扫',
      '被扫',
      '小程序支付',
    ]);

    const filtered = await get(
      `/sys/category/loadTreeData?pid=${MERCHANT_INDUSTRY}&condition=${encodeURIComponent('{"code":"A01A02"}')}`,
    );
    expect(filtered.result.map((n: { title: string }) => n.title)).toEqual(['零售百货']);
    expect((await get('/sys/category/loadTreeData?pcode=0')).result).toHaveLength(10);
    expect((await get('/sys/category/loadTreeData')).message).toBe(
      '加载分类字典树参数有误.[null]!',
    );
  });

  it('names ids in order and finds one by a field', async () => {
    const names = await get(
      '/sys/category/loadDictItem?ids=1768000000965739417,nobody,1768000000964690840&delNotExist=false',
    );
    expect(names.result).toEqual(['零售百货', 'nobody', '餐饮美食']);
    expect((await get('/sys/category/loadOne?field=code&val=A01A01')).result.name).toBe('餐饮美食');
    expect((await get('/sys/category/loadOne?field=code&val=Z99')).message).toBe('查询无果');
    expect((await get('/sys/category/loadOne?field=password&val=x')).message).toBe(
      '字段无效，请检查!',
    );
  });

  it('checks that a child code starts with its parent code', async () => {
    expect(
      (await get(`/sys/category/checkCode?pid=${MERCHANT_INDUSTRY}&code=A01A11`)).success,
    ).toBe(true);
    expect((await get(`/sys/category/checkCode?pid=${MERCHANT_INDUSTRY}&code=B01`)).message).toBe(
      '编码不符合规范,须以"A01"开头!',
    );
    expect((await get('/sys/category/checkCode?pid=')).message).toBe('错误,类型编码为空!');
  });
});

describe('category changes', () => {
  it('adds a child (generating its code), edits it, and keeps the parent’s hasChild true', async () => {
    const [leaf] = (await get('/sys/category/loadTreeChildren?pid=' + MERCHANT_INDUSTRY)).result;
    expect(leaf.leaf).toBe(true);
    const added = await call(backend, 'POST', '/sys/category/add', {
      token,
      body: { pid: leaf.key, name: '火锅' },
    });
    expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
    expect(await childCodes(leaf.key)).toEqual(['A01A01A01']);
    expect((await get(`/sys/category/queryById?id=${leaf.key}`)).result.hasChild).toBe('1');

    const [child] = (await get(`/sys/category/childList?pid=${leaf.key}`)).result;
    const edited = await call(backend, 'PUT', '/sys/category/edit', {
      token,
      body: { id: child.id, pid: leaf.key, name: '火锅烧烤', code: child.code },
    });
    expect(edited.json).toMatchObject({ success: true, message: '修改成功!' });
    expect((await get(`/sys/category/queryById?id=${child.id}`)).result).toMatchObject({
      name: '火锅烧烤',
      updateBy: 'admin',
    });

    const removed = await call(backend, 'DELETE', `/sys/category/delete?id=${child.id}`, { token });
    expect(removed.json.message).toBe('删除成功!');
    expect((await get(`/sys/category/queryById?id=${leaf.key}`)).result.hasChild).toBe('0');
  });

  it('deletes a category with its whole subtree', async () => {
    const payment = (await get('/sys/category/loadOne?field=code&val=A02')).result;
    const scan = (await get('/sys/category/loadOne?field=code&val=A02A01')).result;
    await call(backend, 'DELETE', `/sys/category/deleteBatch?ids=${payment.id}`, { token });
    expect((await get(`/sys/category/queryById?id=${payment.id}`)).message).toBe('未找到对应实体');
    expect(await childCodes(scan.id)).toEqual([]);
    expect((await get('/sys/category/rootList')).result.total).toBe(9);
  });

  it('refuses a second category with the same code', async () => {
    const reply = await call(backend, 'POST', '/sys/category/add', {
      token,
      body: { pid: '0', name: '重复', code: 'A01' },
    });
    expect(reply.json).toMatchObject({ success: false, message: '操作失败，数据库中已存在该记录' });
  });
});
