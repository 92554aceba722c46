// The popup report and the mock lists against the demo backend (issue 34 item 6; jeecg-contracts
// §2.10): the user picker reads live users, so a new user is found at once; the mock lists page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;

describe('popup report rp_select_user', () => {
  it('answers columns, search fields and pages of live users', async () => {
    const columns = await get('/online/cgreport/api/getRpColumns/rp_select_user');
    expect(columns.result).toMatchObject({
      cgRpConfigId: '1768000001038091230',
      cgRpConfigName: '用户选择',
    });
    expect(columns.result.dictOptions.sex).toContainEqual({
      value: '1',
      text: '男',
      title: '男',
      label: '男',
    });
    expect((await get('/online/cgreport/api/getRpColumns/nothing')).message).toBe('实体不存在');

    const id = columns.result.cgRpConfigId;
    const fields = (await get(`/online/cgreport/api/getQueryInfo/${id}`)).result;
    expect(fields.map((f: { field: string }) => f.field)).toEqual(['username', 'realname', 'sex']);

    const page = (await get(`/online/cgreport/api/getData/${id}?pageNo=1&pageSize=10`)).result;
    expect(page.records).toHaveLength(10);
    const live = await backend.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_user WHERE del_flag = 0',
    );
    expect(page.total).toBe(live.rows[0]!.n);

    const admin = (await get(`/online/cgreport/api/getData/${id}?username=admin`)).result;
    expect(admin.records[0]).toMatchObject({ username: 'admin' });
    expect(typeof admin.records[0].sex).toBe('number');
    const women = (await get(`/online/cgreport/api/getData/${id}?sex=2&pageSize=500`)).result;
    expect(women.records.every((u: { sex: number }) => u.sex === 2)).toBe(true);
    const sorted = (await get(`/online/cgreport/api/getData/${id}?column=username&order=asc`))
      .result;
    const names = sorted.records.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
  });
});

describe('mock lists', () => {
  it('pages the demo data to the totals it states', async () => {
    const first = await get('/mock/api/user?pageNo=1&pageSize=10');
    expect(first).toMatchObject({ code: 0, result: { totalCount: 13, totalPage: 2, pageNo: 1 } });
    expect(first.result.data[0].username).toBe('admin');
    const second = await get('/mock/api/user?pageNo=2&pageSize=10');
    expect(second.result.data).toHaveLength(3);
    expect((await get('/mock/api/permission/no-pager')).result).toHaveLength(12);
    expect((await get('/mock/api/service?pageSize=100')).result.data).toHaveLength(11);
  });
});
