// 职务管理 against the demo backend: state that the list shows (issue 34 item 6, spec 7.4, 7.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const list = async (query: string) =>
  (await call(backend, 'GET', `/sys/position/list?${query}`, { token })).json.result;

describe('positions', () => {
  it('lists the seeded positions with the rank label, paged and sorted', async () => {
    const page = await list('pageNo=1&pageSize=3&column=code&order=asc');
    expect(page).toMatchObject({ total: 10, size: 3, current: 1, pages: 4 });
    expect(page.records.map((p: { code: string }) => p.code)).toEqual([
      'accountant',
      'cashier',
      'clearing_specialist',
    ]);
    expect(page.records[0].postRank_dictText).toBe('中级');
  });

  it('filters in the QueryGenerator syntax and by the super query', async () => {
    expect((await list('name=*经理*')).records.map((p: { name: string }) => p.name).sort()).toEqual(
      ['总经理', '财务经理', '风控经理'].sort(),
    );
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'postRank', rule: 'eq', val: '4' }]),
    );
    expect((await list(`superQueryParams=${superQuery}`)).total).toBe(2);
  });

  it('adds, edits and deletes a position, and the list shows each change', async () => {
    const added = await call(backend, 'POST', '/sys/position/add', {
      token,
      body: { code: 'auditor', name: '审计专员', postRank: '3' },
    });
    expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
    const [created] = (await list('code=auditor')).records;
    expect(created).toMatchObject({
      name: '审计专员',
      createBy: 'admin',
      postRank_dictText: '中级',
    });

    await call(backend, 'PUT', '/sys/position/edit', {
      token,
      body: { id: created.id, code: 'auditor', name: '高级审计专员', postRank: '4' },
    });
    expect((await list('code=auditor')).records[0]).toMatchObject({
      name: '高级审计专员',
      updateBy: 'admin',
      postRank_dictText: '副高级',
    });

    await call(backend, 'DELETE', `/sys/position/delete?id=${created.id}`, { token });
    expect((await list('code=auditor')).total).toBe(0);
  });

  it('refuses a second position with the same code', async () => {
    const reply = await call(backend, 'POST', '/sys/position/add', {
      token,
      body: { code: 'cashier', name: '另一个出纳' },
    });
    expect(reply.json).toMatchObject({ success: false, message: '操作失败，数据库中已存在该记录' });
  });

  it('answers nothing without a session', async () => {
    const reply = await call(backend, 'GET', '/sys/position/list');
    expect(reply.status).toBe(500);
    expect(reply.json.message).toContain('Token失效');
  });
});
