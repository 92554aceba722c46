import type { CustomParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { createDataProvider, NOTHING_SELECTED_MESSAGE } from '../../../providers/data-provider';
import { failed, fakeRequester, ok } from './fake-requester';
import { resourceEndpoints } from '../../../resources/registry';
import { LIST_NOT_BY_MODULE } from '../../../src/lib/messages';

const alice = { id: 'u1', username: 'alice' };
const bob = { id: 'u2', username: 'bob' };

describe('getList', () => {
  it('refuses, without a request: lists are read by the resource modules, typed (useListQuery)', async () => {
    const { request, calls } = fakeRequester(ok({ records: [alice, bob], total: 2 }));
    await expect(
      createDataProvider(request, resourceEndpoints).getList({ resource: 'user' }),
    ).rejects.toMatchObject({ message: LIST_NOT_BY_MODULE, kind: 'configuration' });
    expect(calls).toHaveLength(0);
  });
});

describe('getOne', () => {
  it('getOne GETs queryById with the id and returns the result', async () => {
    const { request, calls } = fakeRequester(ok(alice));
    const result = await createDataProvider(request, resourceEndpoints).getOne({
      resource: 'role',
      id: 'r1',
    });
    expect(calls).toEqual([
      { method: 'get', path: '/sys/role/queryById', options: { query: { id: 'r1' } } },
    ]);
    expect(result).toEqual({ data: alice });
  });

  it('getOne rejects 未找到对应实体 with the server message', async () => {
    const { request } = fakeRequester(failed('未找到对应实体', 500));
    await expect(
      createDataProvider(request, resourceEndpoints).getOne({ resource: 'role', id: 'missing' }),
    ).rejects.toMatchObject({ message: '未找到对应实体', statusCode: 500 });
  });

  it('getOne without a queryById path rejects with 请设置url.queryById属性!', async () => {
    const { request } = fakeRequester();
    await expect(
      createDataProvider(request, resourceEndpoints).getOne({ resource: 'log', id: 1 }),
    ).rejects.toThrow('请设置url.queryById属性!');
  });
});

describe('create and update', () => {
  it('create POSTs the variables to the add path', async () => {
    const { request, calls } = fakeRequester(ok(null, 200));
    const variables = { roleName: '审计员', roleCode: 'auditor' };
    const result = await createDataProvider(request, resourceEndpoints).create({
      resource: 'role',
      variables,
    });
    expect(calls).toEqual([
      { method: 'post', path: '/sys/role/add', options: { body: variables } },
    ]);
    expect(result).toEqual({ data: variables });
  });

  it('create returns the reply result when it is a record', async () => {
    const { request } = fakeRequester(ok({ id: 'new-id', roleName: '审计员' }, 200));
    const result = await createDataProvider(request, resourceEndpoints).create({
      resource: 'role',
      variables: { roleName: '审计员' },
    });
    expect(result).toEqual({ data: { id: 'new-id', roleName: '审计员' } });
  });

  it('create ignores a message-string result (Result.ok(msg) puts the message in result)', async () => {
    const { request } = fakeRequester(ok('添加成功！', 200));
    const result = await createDataProvider(request, resourceEndpoints).create({
      resource: 'position',
      variables: { name: '经理' },
    });
    expect(result).toEqual({ data: { name: '经理' } });
  });

  it('update PUTs the variables with the id to the edit path', async () => {
    const { request, calls } = fakeRequester(ok('修改成功!', 200));
    const result = await createDataProvider(request, resourceEndpoints).update({
      resource: 'user',
      id: 'u1',
      variables: { realname: '爱丽丝' },
    });
    expect(calls).toEqual([
      {
        method: 'put',
        path: '/sys/user/edit',
        options: { body: { realname: '爱丽丝', id: 'u1' } },
      },
    ]);
    expect(result).toEqual({ data: { realname: '爱丽丝', id: 'u1' } });
  });

  it('update returns the reply result when it is a record', async () => {
    const { request } = fakeRequester(ok({ id: 'u1', realname: '爱丽丝', status: 1 }, 200));
    const result = await createDataProvider(request, resourceEndpoints).update({
      resource: 'user',
      id: 'u1',
      variables: { realname: '爱丽丝' },
    });
    expect(result.data).toEqual({ id: 'u1', realname: '爱丽丝', status: 1 });
  });

  it('create and update reject failures with the server message', async () => {
    const { request } = fakeRequester(failed('该编号已存在!', 500));
    const provider = createDataProvider(request, resourceEndpoints);
    await expect(provider.create({ resource: 'tenant', variables: { id: 1 } })).rejects.toThrow(
      '该编号已存在!',
    );
    await expect(provider.update({ resource: 'tenant', id: 1, variables: {} })).rejects.toThrow(
      '该编号已存在!',
    );
  });

  it.each<[string, 'create' | 'update', string]>([
    ['log has no add path', 'create', '请设置url.add属性!'],
    ['log has no edit path', 'update', '请设置url.edit属性!'],
  ])('%s', async (_name, action, message) => {
    const { request, calls } = fakeRequester();
    const provider = createDataProvider(request, resourceEndpoints);
    const attempt =
      action === 'create'
        ? provider.create({ resource: 'log', variables: {} })
        : provider.update({ resource: 'log', id: 1, variables: {} });
    await expect(attempt).rejects.toThrow(message);
    expect(calls).toHaveLength(0);
  });
});

describe('deleteOne and deleteMany (spec 7.5)', () => {
  it('deleteOne sends DELETE with the id in the query', async () => {
    const { request, calls } = fakeRequester(ok('删除用户成功', 200));
    const result = await createDataProvider(request, resourceEndpoints).deleteOne({
      resource: 'user',
      id: 'u1',
    });
    expect(calls).toEqual([
      { method: 'delete', path: '/sys/user/delete', options: { query: { id: 'u1' } } },
    ]);
    expect(result).toEqual({ data: { id: 'u1' } });
  });

  it('deleteMany sends DELETE with ids as one comma-joined string', async () => {
    const { request, calls } = fakeRequester(ok('批量删除用户成功', 200));
    const result = await createDataProvider(request, resourceEndpoints).deleteMany?.({
      resource: 'user',
      ids: ['u1', 'u2', 3],
    });
    expect(calls).toEqual([
      { method: 'delete', path: '/sys/user/deleteBatch', options: { query: { ids: 'u1,u2,3' } } },
    ]);
    expect(result).toEqual({ data: [{ id: 'u1' }, { id: 'u2' }, { id: 3 }] });
  });

  it.each<[string, 'deleteOne' | 'deleteMany']>([
    ['deleteOne', 'deleteOne'],
    ['deleteMany', 'deleteMany'],
  ])('%s rejects a failure with the server message', async (_name, action) => {
    const { request } = fakeRequester(failed('选择的租户都已被引用，无法删除！', 500));
    const provider = createDataProvider(request, resourceEndpoints);
    const attempt =
      action === 'deleteOne'
        ? provider.deleteOne({ resource: 'tenant', id: 1 })
        : provider.deleteMany?.({ resource: 'tenant', ids: [1, 2] });
    await expect(attempt).rejects.toMatchObject({
      message: '选择的租户都已被引用，无法删除！',
      statusCode: 500,
      kind: 'server',
    });
  });

  it('deleteOne without a delete path rejects with 请设置url.delete属性!', async () => {
    const { request, calls } = fakeRequester();
    await expect(
      createDataProvider(request, resourceEndpoints).deleteOne({
        resource: 'onlineUser',
        id: 't1',
      }),
    ).rejects.toMatchObject({ message: '请设置url.delete属性!', kind: 'configuration' });
    expect(calls).toHaveLength(0);
  });

  it('deleteMany without a deleteBatch path rejects with 请设置url.deleteBatch属性!', async () => {
    const { request, calls } = fakeRequester();
    await expect(
      createDataProvider(request, resourceEndpoints).deleteMany?.({
        resource: 'onlineUser',
        ids: ['t1'],
      }),
    ).rejects.toMatchObject({ message: '请设置url.deleteBatch属性!', kind: 'configuration' });
    expect(calls).toHaveLength(0);
  });

  it('deleteMany with nothing selected rejects with 请选择一条记录！ and sends nothing', async () => {
    const { request, calls } = fakeRequester();
    await expect(
      createDataProvider(request, resourceEndpoints).deleteMany?.({ resource: 'user', ids: [] }),
    ).rejects.toMatchObject({ message: NOTHING_SELECTED_MESSAGE, kind: 'input' });
    expect(NOTHING_SELECTED_MESSAGE).toBe('请选择一条记录！');
    expect(calls).toHaveLength(0);
  });
});

describe('custom', () => {
  const custom = (params: CustomParams, apiUrl = '') => {
    const fake = fakeRequester(ok({ done: true }, 200));
    const provider = createDataProvider(fake.request, resourceEndpoints, apiUrl);
    return { fake, result: provider.custom?.(params) };
  };

  it('passes method, path, query and payload through', async () => {
    const { fake, result } = custom({
      url: '/sys/user/frozenBatch',
      method: 'put',
      payload: { ids: 'u1,u2', status: '2' },
      query: { reason: 'audit' },
    });
    await expect(result).resolves.toEqual({ data: { done: true } });
    expect(fake.calls).toEqual([
      {
        method: 'put',
        path: '/sys/user/frozenBatch',
        options: { query: { reason: 'audit' }, body: { ids: 'u1,u2', status: '2' } },
      },
    ]);
  });

  it('maps filters and sorters like lists, without a default sort', async () => {
    const { fake, result } = custom({
      url: '/sys/user/queryUserComponentData',
      method: 'get',
      filters: [{ field: 'username', operator: 'contains', value: 'adm' }],
      sorters: [{ field: 'username', order: 'asc' }],
      query: { pageNo: 1, pageSize: 10 },
    });
    await result;
    expect(fake.calls[0]?.options).toEqual({
      query: { username: '*adm*', column: 'username', order: 'asc', pageNo: 1, pageSize: 10 },
    });
  });

  it('sends no sort when none is given', async () => {
    const { fake, result } = custom({ url: '/sys/role/queryall', method: 'get' });
    await result;
    expect(fake.calls[0]?.options).toEqual({ query: {} });
  });

  it('marks the request signed when meta.signed is true', async () => {
    const { fake, result } = custom({
      url: '/sys/dict/loadTreeData',
      method: 'get',
      query: { pid: '0' },
      meta: { signed: true },
    });
    await result;
    expect(fake.calls[0]?.options).toEqual({ query: { pid: '0' }, signed: true });
  });

  it('removes the API base from URLs built with getApiUrl()', async () => {
    const { fake, result } = custom({ url: '/admin/sys/role/queryall', method: 'get' }, '/admin');
    await result;
    expect(fake.calls[0]?.path).toBe('/sys/role/queryall');
  });

  it('does not cut a path that only starts with the same letters as the base', async () => {
    const { fake, result } = custom({ url: '/administration/x', method: 'get' }, '/admin');
    await result;
    expect(fake.calls[0]?.path).toBe('/administration/x');
  });

  it.each<[string, CustomParams, string]>([
    ['PATCH', { url: '/x', method: 'patch' }, '不支持的请求方法 PATCH'],
    ['HEAD', { url: '/x', method: 'head' }, '不支持的请求方法 HEAD'],
    [
      'an absolute URL',
      { url: 'https://example.com/x', method: 'get' },
      'custom 只接受 API 基址下的路径：https://example.com/x',
    ],
    [
      'custom headers',
      { url: '/x', method: 'get', headers: { 'X-Test': '1' } },
      'custom 不支持自定义请求头；请求头由 HTTP 层统一添加',
    ],
  ])('refuses %s', async (_name, params, message) => {
    const { fake, result } = custom(params);
    await expect(result).rejects.toThrow(message);
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects a failed reply with the server message', async () => {
    const { request } = fakeRequester(failed('Sign签名校验失败！', 500));
    await expect(
      createDataProvider(request, resourceEndpoints).custom?.({
        url: '/sys/dict/loadDict/x',
        method: 'get',
      }),
    ).rejects.toMatchObject({ message: 'Sign签名校验失败！', statusCode: 500 });
  });
});

describe('configuration', () => {
  it('getApiUrl returns an empty string by default', () => {
    expect(createDataProvider(fakeRequester().request, resourceEndpoints).getApiUrl()).toBe('');
  });

  it('getApiUrl returns the API base passed in', () => {
    expect(
      createDataProvider(fakeRequester().request, resourceEndpoints, '/admin').getApiUrl(),
    ).toBe('/admin');
  });

  it('takes its endpoint table as data', async () => {
    const { request, calls } = fakeRequester(ok({ id: 1 }));
    const provider = createDataProvider(request, {
      report: { queryById: '/biz/report/queryById' },
    });
    await provider.getOne({ resource: 'report', id: 1 });
    expect(calls[0]).toMatchObject({
      method: 'get',
      path: '/biz/report/queryById',
      options: { query: { id: 1 } },
    });
    await expect(provider.getOne({ resource: 'user', id: 1 })).rejects.toThrow(
      '请设置url.queryById属性!',
    );
  });
});
