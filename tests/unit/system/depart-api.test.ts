import { describe, expect, it } from 'vitest';
import { createDepartApi } from '../../../providers/depart-api';
import { createTestHttp, json, sysOk, type SentRequest } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

// 我的部门's calls (jeecg-contracts §2.5): queryMyDeptTreeList tells a department head ("2") from
// an ordinary member ("1"); searchBy with myDeptSearch searches only the departments headed.

const TREE = [{ id: '1768000000104857700', departName: '总部', children: [] }];

function apiReplying(body: unknown) {
  const test = createTestHttp({ reply: () => json(body) });
  return { api: createDepartApi(test.http), sent: test.sent };
}

function queryOf([request]: SentRequest[]) {
  if (!request) throw new Error('nothing was sent');
  const params = Object.fromEntries(request.url.searchParams);
  delete params._t;
  return { path: request.url.pathname, params };
}

describe('my departments', () => {
  it.each([
    ['a head gets the tree', sysOk(TREE, '2'), TREE],
    ['a head of no valid department gets none', sysOk(null, '2'), []],
    ['an ordinary member gets null', sysOk(null, '1'), null],
  ])('%s', async (_case, reply, tree) => {
    const { api, sent } = apiReplying(reply);
    expect(await api.myDepartTree()).toEqual(tree);
    expect(queryOf(sent)).toEqual({ path: '/admin/sys/sysDepart/queryMyDeptTreeList', params: {} });
  });

  it('rejects a refused read with the server message', async () => {
    const { api } = apiReplying({ success: false, message: '未登录', code: 500, result: null });
    await expect(api.myDepartTree()).rejects.toEqual(new ApiError('未登录', 'server'));
  });

  it.each([
    [true, { keyWord: '财务', myDeptSearch: '1' }],
    [false, { keyWord: '财务' }],
  ])('searches only the departments headed: %s', async (mine, params) => {
    const { api, sent } = apiReplying(sysOk(TREE));
    expect(await api.searchDeparts('财务', mine)).toEqual(TREE);
    expect(queryOf(sent)).toEqual({ path: '/admin/sys/sysDepart/searchBy', params });
  });
});
