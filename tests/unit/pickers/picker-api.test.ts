import { describe, expect, it } from 'vitest';
import { createPickerApi } from '../../../providers/picker-api';
import { createTestHttp, json, sysOk, type SentRequest } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

const USER = {
  id: '8bb0ed31587e46285652e8cd64ca521c',
  username: 'zhangwei',
  realname: '张伟',
  sex: 1,
  phone: '13905710001',
  orgCodeTxt: '财务部',
};

function apiReplying(body: unknown) {
  const test = createTestHttp({ reply: () => json(body) });
  return { api: createPickerApi(test.http), sent: test.sent, shown: test.shown };
}

function queryOf(sent: SentRequest[]) {
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  const params = Object.fromEntries(request.url.searchParams);
  delete params._t;
  return { method: request.method, path: request.url.pathname, params };
}

type Api = ReturnType<typeof createPickerApi>;

describe('picker API: the calls it makes', () => {
  it.each([
    {
      name: 'listUserComponentData',
      call: (api: Api) =>
        api.listUserComponentData({
          pageNo: 2,
          pageSize: 20,
          username: 'zhang',
          departId: '1768000000105906277',
          column: 'createTime',
          order: 'desc',
          field: 'id,,username',
        }),
      reply: { records: [], total: 0 },
      path: '/admin/sys/user/queryUserComponentData',
      params: {
        pageNo: '2',
        pageSize: '20',
        username: 'zhang',
        departId: '1768000000105906277',
        column: 'createTime',
        order: 'desc',
        field: 'id,,username',
      },
    },
    {
      name: 'getMultiUser by user name',
      call: (api: Api) => api.getMultiUser('username', ['zhangwei', 'lina']),
      reply: [],
      path: '/admin/sys/user/getMultiUser',
      params: { username: 'zhangwei,lina,' },
    },
    {
      name: 'getMultiUser by id',
      call: (api: Api) => api.getMultiUser('id', [USER.id]),
      reply: [],
      path: '/admin/sys/user/getMultiUser',
      params: { id: `${USER.id},` },
    },
    {
      name: 'listUsers',
      call: (api: Api) =>
        api.listUsers({ pageNo: 1, pageSize: 5, username: 'li', sex: 2, birthday: '1992-03-08' }),
      reply: { records: [], total: 0 },
      path: '/admin/sys/user/list',
      params: { pageNo: '1', pageSize: '5', username: '*li*', sex: '2', birthday: '1992-03-08' },
    },
    {
      name: 'listPositions',
      call: (api: Api) => api.listPositions({ pageNo: 3, pageSize: 10, name: '经理' }),
      reply: { records: [], total: 0 },
      path: '/admin/sys/position/list',
      params: { pageNo: '3', pageSize: '10', name: '*经理*' },
    },
    {
      name: 'getPositions',
      call: (api: Api) => api.getPositions('code', ['finance_manager', 'accountant']),
      reply: { records: [], total: 0 },
      path: '/admin/sys/position/list',
      params: { code: 'finance_manager,accountant,', pageNo: '1', pageSize: '2' },
    },
    {
      name: 'queryDepartTree',
      call: (api: Api) => api.queryDepartTree(),
      reply: [],
      path: '/admin/sys/sysDepart/queryTreeList',
      params: {},
    },
    {
      name: 'queryDepartLevel with a pid',
      call: (api: Api) => api.queryDepartLevel('1768000000104857700'),
      reply: [],
      path: '/admin/sys/sysDepart/queryDepartTreeSync',
      params: { pid: '1768000000104857700' },
    },
    {
      name: 'queryDepartLevel of the roots',
      call: (api: Api) => api.queryDepartLevel(),
      reply: [],
      path: '/admin/sys/sysDepart/queryDepartTreeSync',
      params: {},
    },
  ])('$name sends GET $path', async ({ call, reply, path, params }) => {
    const { api, sent } = apiReplying(sysOk(reply));

    await call(api);

    expect(queryOf(sent)).toEqual({ method: 'GET', path, params });
  });

  it('leaves blank filters out of the query', async () => {
    const { api, sent } = apiReplying(sysOk({ records: [], total: 0 }));

    await api.listUserComponentData({ pageNo: 1, pageSize: 10, username: '', departId: '' });

    expect(queryOf(sent).params).toEqual({ pageNo: '1', pageSize: '10' });
  });

  it('asks nothing for no values', async () => {
    const { api, sent } = apiReplying(sysOk([]));

    await expect(api.getMultiUser('username', [])).resolves.toEqual([]);
    await expect(api.getPositions('code', [])).resolves.toEqual([]);
    expect(sent).toHaveLength(0);
  });
});

describe('picker API: replies', () => {
  it('gives a page with a numeric total', async () => {
    const { api } = apiReplying(sysOk({ records: [USER], total: '12', size: 10, current: 1 }));

    await expect(api.listUserComponentData({ pageNo: 1, pageSize: 10 })).resolves.toEqual({
      records: [USER],
      total: 12,
    });
  });

  it('gives an empty page for a department without users (result null)', async () => {
    const { api } = apiReplying(sysOk(null));

    await expect(api.listUsers({ pageNo: 1, pageSize: 5 })).resolves.toEqual({
      records: [],
      total: 0,
    });
  });

  it('reads the bare array getMultiUser answers (jeecg-contracts §2.2)', async () => {
    const { api } = apiReplying([USER]);

    await expect(api.getMultiUser('username', ['zhangwei'])).resolves.toEqual([USER]);
  });

  it('rejects a success:false reply with the server message, shown by nobody yet', async () => {
    const { api, shown } = apiReplying({
      success: false,
      message: '部门数据加载失败',
      code: 500,
      result: null,
    });

    const failure = api.queryDepartTree();

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('部门数据加载失败');
    expect(shown).toEqual([]);
  });

  it('gives a fallback text when a failed reply has no message', async () => {
    const { api } = apiReplying({ success: false, message: '', code: 500, result: null });

    await expect(api.listPositions({ pageNo: 1, pageSize: 5 })).rejects.toThrow('数据加载失败');
  });
});
