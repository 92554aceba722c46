// 多数据源 and 网关路由 against the demo backend (issue 34 item 6; spec 2.7): the password kept
// encrypted, 测试连接 really connecting, and routes saved through updateAll.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const RISK_PG = '1768000002304000001';
const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;

describe('data sources', () => {
  it('lists with the database type label and the password encrypted; 编辑 reads it decrypted', async () => {
    const page = (await get('/sys/dataSource/list?code=risk_pg')).result;
    expect(page.records[0]).toMatchObject({ name: '风控数据库', dbType_dictText: 'Postgresql' });
    expect(page.records[0].dbPassword).not.toBe('Risk@2026');
    expect((await get(`/sys/dataSource/queryById?id=${RISK_PG}`)).result.dbPassword).toBe(
      'Risk@2026',
    );
  });

  it('adds (refusing a taken code), edits keeping an absent password, and deletes', async () => {
    const body = {
      code: 'ledger_mysql',
      name: '总账库',
      dbType: '4',
      dbDriver: 'com.mysql.cj.jdbc.Driver',
      dbUrl: 'jdbc:mysql://10.20.6.61:3306/ledger',
      dbUsername: 'ledger_ro',
      dbPassword: 'Ledger@2026',
      remark: '总账查询',
    };
    const added = await call(backend, 'POST', '/sys/dataSource/add', { token, body });
    expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
    const again = await call(backend, 'POST', '/sys/dataSource/add', { token, body });
    expect(again.json).toMatchObject({ success: false, message: '数据源编码已存在' });

    const [source] = (await get('/sys/dataSource/list?code=ledger_mysql')).result.records;
    const { dbPassword: _encrypted, ...withoutPassword } = source;
    await call(backend, 'PUT', '/sys/dataSource/edit', {
      token,
      body: { ...withoutPassword, name: '总账只读库' },
    });
    const edited = (await get(`/sys/dataSource/queryById?id=${source.id}`)).result;
    expect(edited).toMatchObject({ name: '总账只读库', dbPassword: 'Ledger@2026' });

    await call(backend, 'PUT', '/sys/dataSource/edit', {
      token,
      body: { id: source.id, dbPassword: 'New@2026' },
    });
    expect((await get(`/sys/dataSource/queryById?id=${source.id}`)).result.dbPassword).toBe(
      'New@2026',
    );

    const removed = await call(backend, 'DELETE', `/sys/dataSource/delete?id=${source.id}`, {
      token,
    });
    expect(removed.json).toMatchObject({ success: true, message: '删除成功!' });
    expect((await get('/sys/dataSource/list')).result.total).toBe(6);
  });

  it('tests a connection by reaching the database address', async () => {
    const server: Server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const test = (dbUrl: string) =>
      call(backend, 'POST', '/online/cgreport/api/testConnection', {
        token,
        body: { dbType: '6', dbUrl, dbUsername: 'risk_reader', dbPassword: 'x' },
      });
    try {
      const reached = await test(`jdbc:postgresql://127.0.0.1:${port}/risk`);
      expect(reached.json).toMatchObject({
        success: true,
        message: '数据库连接成功',
        result: true,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const refused = await test(`jdbc:postgresql://127.0.0.1:${port}/risk`);
    expect(refused.json.success).toBe(false);
    expect(refused.json.message).toMatch(/^数据库连接失败：无法连接 127\.0\.0\.1:\d+/);
    expect((await test('not a url')).json.message).toBe('数据库连接失败：连接地址格式不正确');
  });
});

describe('gateway routes', () => {
  it('lists every route with predicates and filters parsed', async () => {
    const reply = await get('/sys/gatewayRoute/list');
    expect(reply).toMatchObject({ success: true, code: 200 });
    expect(reply.result).toHaveLength(6);
    expect(reply.result[0]).toMatchObject({
      routerId: 'jeecg-system',
      predicates: [{ name: 'Path', args: ['/sys/**'] }],
      filters: [],
    });
  });

  it('creates without an id, updates with one, and deletes', async () => {
    const saved = await call(backend, 'POST', '/sys/gatewayRoute/updateAll', {
      token,
      body: {
        router: {
          routerId: 'cap-account',
          name: '账户服务',
          uri: 'lb://cap-account',
          predicates: '[{"name":"Path","args":["/cap/acct/**"]}]',
        },
      },
    });
    expect(saved.json).toMatchObject({ success: true, message: '操作成功！' });
    const routes = (await get('/sys/gatewayRoute/list')).result;
    const created = routes.find((r: { routerId: string }) => r.routerId === 'cap-account');
    expect(created).toMatchObject({ status: 1, filters: [], createBy: 'admin' });

    await call(backend, 'POST', '/sys/gatewayRoute/updateAll', {
      token,
      body: {
        router: {
          id: created.id,
          routerId: 'cap-account',
          name: '账户服务',
          uri: 'lb://cap-account',
          status: 0,
          predicates: '[{"name":"Path","args":["/cap/account/**"]}]',
          filters: '[]',
        },
      },
    });
    const updated = (await get('/sys/gatewayRoute/list')).result.find(
      (r: { id: string }) => r.id === created.id,
    );
    expect(updated).toMatchObject({ status: 0, predicates: [{ args: ['/cap/account/**'] }] });

    const removed = await call(backend, 'DELETE', `/sys/gatewayRoute/delete?id=${created.id}`, {
      token,
    });
    expect(removed.json.message).toBe('删除路由成功');
    expect((await get('/sys/gatewayRoute/list')).result).toHaveLength(6);
  });

  it('saves nothing for a route it cannot parse (still answering as JeecgBoot does)', async () => {
    const reply = await call(backend, 'POST', '/sys/gatewayRoute/updateAll', {
      token,
      body: { router: { routerId: 'broken', name: '坏路由', uri: 'lb://x', predicates: '[{' } },
    });
    expect(reply.json.message).toBe('操作成功！');
    expect((await get('/sys/gatewayRoute/list')).result).toHaveLength(6);
  });
});
