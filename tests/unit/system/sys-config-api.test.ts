import { describe, expect, it } from 'vitest';
import { createSysConfigApi } from '../../../providers/sys-config-api';
import { createTestHttp, json, sysOk, type SentRequest } from '../http/support';

// The calls of 填值规则, 多数据源管理 and 网关路由 beyond the list CRUD (JeecgBoot v3.4.3,
// x-provisional in openapi/sys.yaml): what goes on the wire and what the pages get back.

const refusal = (message: string) => ({ success: false, message, code: 500, result: null });

function apiReplying(reply: () => Response) {
  const test = createTestHttp({ reply });
  return { api: createSysConfigApi(test.http), sent: test.sent };
}

function only(sent: SentRequest[]): SentRequest {
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  return request;
}

describe('sys config api', () => {
  it('testFillRule sends the code and answers the generated value as text', async () => {
    const { api, sent } = apiReplying(() => json(sysOk('CN2026112118301234')));
    expect(await api.testFillRule('shop_order_num')).toEqual({
      ok: true,
      value: 'CN2026112118301234',
    });
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/fillRule/testFillRule');
    expect(request.url.searchParams.get('ruleCode')).toBe('shop_order_num');
  });

  it('testFillRule passes a refusal on with its message', async () => {
    const { api } = apiReplying(() => json(refusal('该规则不存在')));
    expect(await api.testFillRule('nope')).toEqual({
      ok: false,
      message: '该规则不存在',
      presented: false,
    });
  });

  it('dataSourcePassword reads queryById; no stored password is none', async () => {
    const found = apiReplying(() =>
      json(sysOk({ id: 'd1', code: 'risk_pg', dbPassword: 'Risk@2026' })),
    );
    expect(await found.api.dataSourcePassword('d1')).toEqual({ ok: true, password: 'Risk@2026' });
    expect(only(found.sent).url.searchParams.get('id')).toBe('d1');
    const empty = apiReplying(() => json(sysOk({ id: 'd2', code: 'x', dbPassword: null })));
    expect(await empty.api.dataSourcePassword('d2')).toEqual({ ok: true, password: undefined });
  });

  it('testConnection posts the connection fields; a failed connection is a refusal', async () => {
    const connection = {
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://10.20.3.31:5432/risk',
      dbUsername: 'risk_reader',
      dbPassword: 'Risk@2026',
    };
    const ok = apiReplying(() => json(sysOk(true, '数据库连接成功')));
    expect(await ok.api.testConnection(connection)).toEqual({
      ok: true,
      message: '数据库连接成功',
    });
    const request = only(ok.sent);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/admin/online/cgreport/api/testConnection');
    expect(JSON.parse(request.body)).toEqual(connection);

    const refused = apiReplying(() => json(refusal('数据库连接失败：Connection refused')));
    expect(await refused.api.testConnection(connection)).toMatchObject({
      ok: false,
      message: '数据库连接失败：Connection refused',
    });
  });

  it('saveGatewayRoute posts the route inside `router`', async () => {
    const { api, sent } = apiReplying(() => json(sysOk('操作成功！', '操作成功！')));
    const router = {
      routerId: 'cap-refund',
      name: '退款服务',
      uri: 'lb://cap-refund',
      status: 1,
      predicates: '[{"name":"Path","args":["/cap/refund/**"]}]',
      filters: '[]',
    };
    expect(await api.saveGatewayRoute(router)).toEqual({ ok: true, message: '操作成功！' });
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/gatewayRoute/updateAll');
    expect(JSON.parse(request.body)).toEqual({ router });
  });
});
