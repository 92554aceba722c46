import { describe, expect, it } from 'vitest';
import { computeSign } from '../../../src/lib/sign';
import { capOk, createTestHttp, json, NOW, SECRET, sysOk, type SentRequest } from './support';

const T = String(Math.floor(NOW / 1000));

function lastSent(sent: SentRequest[]): SentRequest {
  const request = sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
}

describe('spec 7.1 helper forms', () => {
  it('signedPost: POST with a JSON body, signed over the body', async () => {
    const test = createTestHttp({ reply: () => json(sysOk('ok')) });
    const reply = await test.http.signedPost('/sys/role/add', {
      roleName: '审核员',
      roleCode: 'auditor',
    });

    const sent = lastSent(test.sent);
    expect(reply).toEqual({ success: true, code: 200, message: '', result: 'ok' });
    expect(sent.method).toBe('POST');
    expect(sent.url.href).toBe('https://console.example.com/admin/sys/role/add');
    expect(sent.body).toBe('{"roleName":"审核员","roleCode":"auditor"}');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['x-sign']).toBe(
      computeSign('/sys/role/add', { roleName: '审核员', roleCode: 'auditor' }, SECRET),
    );
    expect(sent.headers['x-timestamp']).toBe('20261121100000');
    expect(Object.keys(sent.headers).filter((name) => name.startsWith('x-console'))).toEqual([]);
  });

  it('signedRequest: GET puts the data in the query, signed; PUT sends it as the body, signed', async () => {
    const test = createTestHttp({ reply: () => json(sysOk()) });
    await test.http.signedRequest('get', '/sys/dict/loadDict/sys_user,realname,username', {
      keyword: 'adm',
      pageSize: 10,
      nested: { x: 1 },
    });
    const get = lastSent(test.sent);
    expect(get.method).toBe('GET');
    expect([...get.url.searchParams]).toEqual([
      ['_t', T],
      ['keyword', 'adm'],
      ['pageSize', '10'],
    ]);
    expect(get.headers['x-sign']).toBe('11FBAA8B93EC2684DA669F9A18719285');

    await test.http.signedRequest('put', '/sys/user/edit', { id: 'u1' });
    const put = lastSent(test.sent);
    expect([put.method, put.body, put.url.search]).toEqual(['PUT', '{"id":"u1"}', '']);
    expect(put.headers['x-sign']).toBe(computeSign('/sys/user/edit', { id: 'u1' }, SECRET));
  });

  it('put: PUT with a JSON body, unsigned', async () => {
    const test = createTestHttp({ reply: () => json(sysOk()) });
    await test.http.put('/sys/user/frozenBatch', { ids: 'a,b', status: 2 });
    const sent = lastSent(test.sent);
    expect([sent.method, sent.body]).toEqual(['PUT', '{"ids":"a,b","status":2}']);
    expect(sent.headers['x-sign']).toBeUndefined();
  });

  it('signedGet: GET with _t and the params, signed without _t', async () => {
    const test = createTestHttp({ reply: () => json(sysOk()) });
    await test.http.signedGet('/sys/dict/loadTreeData', {
      pid: '',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '',
      converIsLeafVal: 1,
      dropped: undefined,
      alsoDropped: null,
    });
    const sent = lastSent(test.sent);
    expect(sent.url.searchParams.get('_t')).toBe(T);
    expect(sent.url.searchParams.has('dropped')).toBe(false);
    expect(sent.url.searchParams.has('alsoDropped')).toBe(false);
    expect(sent.headers['x-sign']).toBe('133B47ABBF2753B5D75147E83B0B2E58');
  });

  it('deleteWithParams: DELETE with a query string, unsigned, no _t', async () => {
    const test = createTestHttp({ reply: () => json(sysOk()) });
    await test.http.deleteWithParams('/sys/role/delete', { id: 'r-1' });
    const sent = lastSent(test.sent);
    expect([sent.method, sent.url.search, sent.body]).toEqual(['DELETE', '?id=r-1', '']);
    expect(sent.headers['x-sign']).toBeUndefined();
  });

  it('blobGet: GET with _t, the file and its name back', async () => {
    const test = createTestHttp({
      reply: () =>
        new Response('xls-bytes', {
          headers: {
            'Content-Type': 'application/vnd.ms-excel',
            'Content-Disposition': "attachment; filename*=UTF-8''%E8%A7%92%E8%89%B2.xls",
          },
        }),
    });
    const reply = await test.http.blobGet('/sys/role/exportXls', { selections: 'r1,r2' });
    const sent = lastSent(test.sent);
    expect([
      sent.method,
      sent.url.searchParams.get('selections'),
      sent.url.searchParams.get('_t'),
    ]).toEqual(['GET', 'r1,r2', T]);
    expect(reply.success).toBe(true);
    expect(reply.result?.fileName).toBe('角色.xls');
    expect(await reply.result?.blob.text()).toBe('xls-bytes');
  });

  it('blobGet: a JSON reply is the error envelope', async () => {
    const test = createTestHttp({
      reply: () => json({ success: false, code: 500, message: '文件下载失败' }),
    });
    expect(await test.http.blobGet('/sys/role/exportXls')).toEqual({
      success: false,
      code: 500,
      message: '文件下载失败',
      result: null,
    });
  });

  it('servicePost: payload plus page and context from the stored session, reply normalised', async () => {
    const test = createTestHttp({ reply: () => json(capOk({ sysName: '业务运营支撑系统' })) });
    test.storage.set('Access-Token', 'eyJ.abc');
    test.storage.set('TENANT_ID', '1002');
    test.storage.set('Login_Userinfo', { id: 'u-1', entityId: 'e-9', orgId: 'o-3' });

    const reply = await test.http.servicePost('/cap/auth/v1/SystemInquiry', {
      url: 'console.example.com',
      port: '443',
    });

    const sent = lastSent(test.sent);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/admin/cap/auth/v1/SystemInquiry');
    expect(JSON.parse(sent.body)).toEqual({
      url: 'console.example.com',
      port: '443',
      page: { pageSize: 10, pageNum: 1 },
      context: {
        localDateTime: '2026-11-21 10:00:00',
        entityId: 'e-9',
        tenantId: '1002',
        orgId: 'o-3',
        userId: 'u-1',
        token: 'eyJ.abc',
        channel: 'web',
        serviceUri: '/cap/auth/v1/SystemInquiry',
      },
    });
    expect(reply).toEqual({
      success: true,
      code: '0000',
      message: '交易成功',
      result: { sysName: '业务运营支撑系统' },
    });
  });

  it('serviceDownload: POSTs the service body, the workbook and its name back', async () => {
    const test = createTestHttp({
      reply: () =>
        new Response('xlsx-bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': "attachment; filename*=UTF-8''%E5%AE%A2%E6%88%B7.xlsx",
          },
        }),
    });
    test.storage.set('Access-Token', 'eyJ.abc');
    const reply = await test.http.serviceDownload('/cap/cus/v2/CusMastInfoExport', {
      cusStatus: '02',
    });
    const sent = lastSent(test.sent);
    expect([sent.method, sent.url.pathname]).toEqual([
      'POST',
      '/admin/cap/cus/v2/CusMastInfoExport',
    ]);
    expect(JSON.parse(sent.body)).toMatchObject({
      cusStatus: '02',
      context: { token: 'eyJ.abc', serviceUri: '/cap/cus/v2/CusMastInfoExport' },
    });
    expect(reply.result?.fileName).toBe('客户.xlsx');
    expect(await reply.result?.blob.text()).toBe('xlsx-bytes');
  });

  it('serviceDownload: a refusal in the /cap envelope is the message, not a file', async () => {
    const test = createTestHttp({
      reply: () =>
        json({
          status: {
            success: false,
            replyCode: 'E3010',
            replyText: '导出条数超过上限',
            errorMsg: '最多导出50000条',
          },
          body: null,
        }),
    });
    const reply = await test.http.serviceDownload('/cap/cus/v2/CusMastInfoExport', {});
    expect([reply.success, reply.message, reply.result]).toEqual([
      false,
      '导出条数超过上限:最多导出50000条',
      null,
    ]);
  });

  it('staticUrl: the configured static domain plus the path, unless absolute', () => {
    const { http } = createTestHttp({ reply: () => json(sysOk()) });
    expect(http.staticUrl('/temp/logo.png')).toBe(
      'https://static.example.com/admin/sys/common/static/temp/logo.png',
    );
    expect(http.staticUrl('https://oss.example.com/a.png')).toBe('https://oss.example.com/a.png');
    expect(http.staticUrl('')).toBe('');
  });
});

describe('request (generic requester)', () => {
  it('normalises whichever envelope and a malformed reply', async () => {
    const replies = [
      json(sysOk({ id: 1 })),
      json(capOk({ id: 2 })),
      new Response('<html>login</html>'),
      json({ data: 1 }),
    ];
    const test = createTestHttp({ reply: () => replies.shift() ?? json(null) });
    expect((await test.http.request('get', '/sys/a')).result).toEqual({ id: 1 });
    expect((await test.http.request('post', '/cap/b', { body: {} })).result).toEqual({ id: 2 });
    const malformed = {
      success: false,
      code: '',
      message: '服务器返回的数据格式不正确，请稍后重试',
      result: null,
    };
    expect(await test.http.request('get', '/sys/c')).toEqual(malformed);
    expect(await test.http.request('get', '/sys/d')).toEqual(malformed);
  });

  it('reads the uploaded file path from message for /sys/common/upload', async () => {
    const test = createTestHttp({
      reply: () => json({ success: true, code: 0, message: 'temp/a_1763690400.png', result: null }),
    });
    expect(await test.http.request('post', '/sys/common/upload', { body: {} })).toEqual({
      success: true,
      code: 0,
      message: 'temp/a_1763690400.png',
      result: 'temp/a_1763690400.png',
    });
  });

  it('wraps the bare array of /sys/user/getMultiUser', async () => {
    const test = createTestHttp({ reply: () => json([{ id: 'u1', username: 'admin' }]) });
    expect(
      await test.http.request('get', '/sys/user/getMultiUser', { query: { ids: 'u1' } }),
    ).toEqual({
      success: true,
      code: 200,
      message: '',
      result: [{ id: 'u1', username: 'admin' }],
    });
  });

  it('keeps an absolute URL as it is', async () => {
    const test = createTestHttp({ reply: () => json(sysOk()) });
    await test.http.request('get', 'https://other.example.com/api/tree', { query: { pid: '0' } });
    expect(lastSent(test.sent).url.href).toBe(`https://other.example.com/api/tree?_t=${T}&pid=0`);
  });
});
