import createClient from 'openapi-fetch';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SIGNATURE_PLACEHOLDERS, SIGNED_HEADERS } from '../../../providers/http/markers';
import type { Normalised } from '../../../providers/http/types';
import { unwrapCap, unwrapSys, unwrapUpload } from '../../../providers/http/unwrap';
import type { components } from '../../../src/api/generated/sys';
import { capOk, createTestHttp, json, NOW, sysOk } from './support';
import type { TestPaths } from './testPaths';

describe('typed openapi-fetch clients over the pipeline', () => {
  it('sends through every step and unwraps the JeecgBoot result with its type', async () => {
    const test = createTestHttp({
      reply: () => json(sysOk({ token: 'eyJ.t', refreshToken: 'eyJ.r' })),
    });
    test.storage.set('TENANT_ID', '1002');
    const client = createClient<TestPaths>({ baseUrl: test.http.baseUrl, fetch: test.http.fetch });

    const reply = unwrapSys(
      await client.POST('/sys/login', { body: { username: 'admin', password: 'cipher' } }),
    );

    expectTypeOf(reply).toEqualTypeOf<Normalised<{ token: string; refreshToken: string }>>();
    expect(reply).toEqual({
      success: true,
      code: 200,
      message: '',
      result: { token: 'eyJ.t', refreshToken: 'eyJ.r' },
    });
    const [sent] = test.sent;
    expect(sent?.url.href).toBe('https://console.example.com/admin/sys/login');
    expect(sent?.headers['tenant-id']).toBe('1002');
    expect(sent?.body).toBe('{"username":"admin","password":"cipher"}');
  });

  it('unwraps the bare array of getMultiUser as a success', async () => {
    const test = createTestHttp({ reply: () => json([{ id: 'u1', realname: '张三' }]) });

    const reply = unwrapSys(
      await test.http.sys.GET('/sys/user/getMultiUser', { params: { query: { id: 'u1' } } }),
    );

    expectTypeOf(reply.result).toEqualTypeOf<components['schemas']['SysUser'][]>();
    expect(reply).toEqual({
      success: true,
      code: 200,
      message: '',
      result: [{ id: 'u1', realname: '张三' }],
    });
    expect(test.sent[0]?.url.searchParams.get('id')).toBe('u1');
    expect(test.sent[0]?.url.searchParams.get('_t')).toBe(String(Math.floor(NOW / 1000)));
  });

  it('signs a call made with SIGNED_HEADERS (the required headers given as placeholders), keeps the commas of the path and strips the marker', async () => {
    const test = createTestHttp({ reply: () => json(sysOk([])) });

    await test.http.sys.GET('/sys/dict/loadDict/{dictCode}', {
      params: {
        path: { dictCode: 'sys_user,realname,username' },
        query: { keyword: 'adm', pageSize: 10 },
        header: SIGNATURE_PLACEHOLDERS,
      },
      headers: SIGNED_HEADERS,
    });

    const sent = test.sent[0];
    expect(sent?.url.pathname).toBe('/admin/sys/dict/loadDict/sys_user,realname,username');
    expect(sent?.headers['x-sign']).toBe('11FBAA8B93EC2684DA669F9A18719285');
    expect(sent?.headers['x-timestamp']).toBe('20261121100000');
    expect(Object.keys(sent?.headers ?? {}).filter((name) => name.startsWith('x-console'))).toEqual(
      [],
    );
  });

  it('gives a malformed-reply failure for a reply that is not JSON instead of a parse error', async () => {
    const test = createTestHttp({
      reply: () => new Response('<html>index</html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    const client = createClient<TestPaths>({ baseUrl: test.http.baseUrl, fetch: test.http.fetch });

    const reply = unwrapSys(
      await client.POST('/sys/login', { body: { username: 'a', password: 'b' } }),
    );

    expect(reply).toEqual({
      success: false,
      code: '',
      message: '服务器返回的数据格式不正确，请稍后重试',
      result: null,
    });
  });

  it('unwraps a /cap body through the generated cap client', async () => {
    const test = createTestHttp({
      reply: () => json(capOk({ tenantId: '1002', tenantInfo: '{}' })),
    });
    const path = '/cap/auth/v1/TenantInquiry';

    const reply = unwrapCap(
      await test.http.cap.POST(path, {
        body: test.http.serviceBody(path, { url: 'console.example.com' }),
      }),
    );

    expect(reply).toEqual({
      success: true,
      code: '0000',
      message: '交易成功',
      result: { tenantId: '1002', tenantInfo: '{}' },
    });
    expect(JSON.parse(test.sent[0]?.body ?? '')).toMatchObject({
      url: 'console.example.com',
      context: { serviceUri: path },
    });
  });

  it('reads the upload path from message', () => {
    const response = new Response();
    expect(
      unwrapUpload({
        data: { success: true, code: 0, message: 'temp/a.png', result: null },
        response,
      }),
    ).toEqual({
      success: true,
      code: 0,
      message: 'temp/a.png',
      result: 'temp/a.png',
    });
    expect(
      unwrapUpload({ data: { success: false, code: 500, message: '上传失败' }, response }).result,
    ).toBe('');
  });
});
