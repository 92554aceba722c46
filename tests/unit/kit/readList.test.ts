import type { HttpError } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../providers/http/httpError';
import { readList } from '../../../resources/kit/readList';
import { definePages, type ResourceModule } from '../../../resources/kit/resource';
import { resourceModules } from '../../../resources/registry';
import { failed, fakeRequester, ok } from '../data/fake-requester';

// Moved from the data provider's getList tests: the kit reads lists itself since issue 15.

const alice = { id: 'u1', username: 'alice' };
const bob = { id: 'u2', username: 'bob' };

function moduleNamed(name: string): ResourceModule {
  const found = resourceModules.find((module) => module.name === name);
  return found ?? definePages(name, {});
}

describe("readList: a module's list read (spec 7.5)", () => {
  it('GETs the list path with JeecgBoot paging, sort and filter parameters', async () => {
    const { request, calls } = fakeRequester(ok({ records: [alice, bob], total: 12 }));
    const result = await readList(request, moduleNamed('user'), {
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: 'username', order: 'asc' }],
      filters: [
        { field: 'realname', operator: 'contains', value: '张' },
        { field: 'status', operator: 'eq', value: 1 },
      ],
    });
    expect(calls).toEqual([
      {
        method: 'get',
        path: '/sys/user/list',
        options: {
          query: {
            realname: '*张*',
            status: '1',
            column: 'username',
            order: 'asc',
            pageNo: 2,
            pageSize: 20,
          },
        },
      },
    ]);
    expect(result).toEqual({ rows: [alice, bob], total: 12 });
  });

  it('sends the default createTime desc sort and first page when given nothing', async () => {
    const { request, calls } = fakeRequester(ok({ records: [], total: 0 }));
    await readList(request, moduleNamed('role'), {});
    expect(calls[0]?.options?.query).toEqual({
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('lists a tree resource without paging and takes the bare array as rows', async () => {
    const tree = [{ id: 'm1', children: [{ id: 'm2' }] }, { id: 'm3' }];
    const { request, calls } = fakeRequester(ok(tree));
    const result = await readList(request, moduleNamed('permission'), {
      pagination: { currentPage: 1, pageSize: 10 },
    });
    expect(calls[0]).toMatchObject({ method: 'get', path: '/sys/permission/list' });
    expect(calls[0]?.options?.query).toEqual({});
    expect(result).toEqual({ rows: tree, total: 2 });
  });

  it('counts the rows when the page has no total', async () => {
    const { request } = fakeRequester(ok({ records: [alice, bob, alice] }));
    const result = await readList(request, moduleNamed('log'), {});
    expect(result.total).toBe(3);
  });

  it('sends the advanced query and meta.query', async () => {
    const { request, calls } = fakeRequester(ok({ records: [], total: 0 }));
    await readList(request, moduleNamed('user'), {
      meta: {
        superQuery: { params: [{ field: 'username', rule: 'like', val: 'adm' }], matchType: 'and' },
        query: { departId: 'd1' },
      },
    });
    expect(calls[0]?.options?.query).toMatchObject({
      superQueryParams:
        '%5B%7B%22field%22:%22username%22,%22rule%22:%22like%22,%22val%22:%22adm%22%7D%5D',
      superQueryMatchType: 'and',
      departId: 'd1',
    });
  });

  it('rejects a failed reply with an ApiError carrying the server message (spec 8.2)', async () => {
    const { request } = fakeRequester(failed('请注意，将要排序的列字段不存在：foo', 500));
    const attempt = readList(request, moduleNamed('user'), {});
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      message: '请注意，将要排序的列字段不存在：foo',
      statusCode: 500,
      kind: 'server',
    } satisfies Partial<HttpError>);
  });

  it('uses 500 as status code when the failure code is 0', async () => {
    const { request } = fakeRequester(failed('未查询匹配数据！', 0));
    await expect(readList(request, moduleNamed('depart'), {})).rejects.toMatchObject({
      message: '未查询匹配数据！',
      statusCode: 500,
    });
  });

  it('passes a rejected request through untouched', async () => {
    const networkError = Object.assign(new Error('网络超时'), { statusCode: 504 });
    const { request } = fakeRequester(networkError);
    await expect(readList(request, moduleNamed('user'), {})).rejects.toBe(networkError);
  });

  it('refuses an unsupported filter before any request is made', async () => {
    const { request, calls } = fakeRequester();
    await expect(
      readList(request, moduleNamed('user'), {
        filters: [{ field: 'age', operator: 'gt', value: 3 }],
      }),
    ).rejects.toMatchObject({
      message: '不支持的筛选操作符 "gt"（字段 age）',
      kind: 'configuration',
    });
    expect(calls).toHaveLength(0);
  });

  it('rejects with 请设置url.list属性! for a resource without a list path, without a request', async () => {
    const { request, calls } = fakeRequester();
    await expect(readList(request, moduleNamed('unknown'), {})).rejects.toMatchObject({
      message: '请设置url.list属性!',
      kind: 'configuration',
    });
    expect(calls).toHaveLength(0);
  });
});
