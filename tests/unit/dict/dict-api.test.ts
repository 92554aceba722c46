import { describe, expect, it } from 'vitest';
import {
  activeItems,
  cachedItems,
  createDictApi,
  isActiveItem,
  isTableDictCode,
} from '../../../providers/dict-api';
import { DICT_CACHE_TTL_MS } from '../../../src/lib/constants';
import { REQUEST_FAILED } from '../../../src/lib/messages';
import { capOk, createTestHttp, json, NOW, sysOk, type SentRequest } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

const sysFailure = (message: string) => ({ success: false, message, code: 500, result: null });
const capFailure = (replyText: string, errorMsg: string | null) => ({
  status: { success: false, replyCode: 'E0001', replyText, errorMsg },
  body: null,
});

function apiReplying(reply: (request: SentRequest) => unknown) {
  const test = createTestHttp({ reply: (request) => json(reply(request)) });
  return { ...test, api: createDictApi(test.http, test.storage) };
}

function only(sent: SentRequest[]): SentRequest {
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  return request;
}

const query = (request: SentRequest) => Object.fromEntries(request.url.searchParams);

describe('dictionary items: pure parts', () => {
  it.each([
    [{}, true],
    [{ status: null }, true],
    [{ status: 1 }, true],
    [{ status: '1' }, true],
    [{ status: 0 }, false],
    [{ status: '0' }, false],
    [{ status: 2 }, false],
  ])('status %j is active: %s (spec 3: only status 1, or none)', (item, active) => {
    expect(isActiveItem(item)).toBe(active);
  });

  it('keeps the active items as value and text, falling back to label or title', () => {
    expect(
      activeItems([
        { value: '01', text: '企业', status: 1 },
        { value: '04', text: '事业单位（停用）', status: 0 },
        { value: '02', text: '', label: '个体工商户' },
        { value: '03', title: '小微商户' },
      ]),
    ).toEqual([
      { value: '01', text: '企业' },
      { value: '02', text: '个体工商户' },
      { value: '03', text: '小微商户' },
    ]);
  });

  it('reads a dictionary from the cache, active items only, and misses an unknown code', () => {
    const cache = {
      sex: [
        { value: '1', text: '男' },
        { value: '3', text: '未知', status: '0' },
      ],
    };
    expect(cachedItems(cache, 'sex')).toEqual([{ value: '1', text: '男' }]);
    expect(cachedItems(cache, 'cus_type')).toBeUndefined();
    expect(cachedItems(undefined, 'sex')).toBeUndefined();
  });

  it('tells a table dictionary (table,text,code) from a plain code', () => {
    expect(isTableDictCode('sys_user,realname,username')).toBe(true);
    expect(isTableDictCode('pay_channel')).toBe(false);
  });
});

describe('loadDictItems: cache first, then the server', () => {
  it('answers from the dictionary cache without a request', async () => {
    const { api, sent, storage } = apiReplying(() => sysOk([]));
    storage.set('UI_CACHE_DB_DICT_DATA', { sex: [{ value: '1', text: '男' }] }, DICT_CACHE_TTL_MS);

    expect(await api.loadDictItems('sex')).toEqual([{ value: '1', text: '男' }]);
    expect(sent).toHaveLength(0);
  });

  it('asks the dictionary service for a code the cache lacks and caches the active items for 7 days', async () => {
    const { api, sent, storage, local } = apiReplying(() =>
      capOk({
        listData: [
          { value: '01', text: '企业', status: 1 },
          { value: '04', text: '事业单位（停用）', status: 0 },
        ],
      }),
    );
    storage.set('UI_CACHE_DB_DICT_DATA', { sex: [{ value: '1', text: '男' }] }, DICT_CACHE_TTL_MS);

    expect(await api.loadDictItems('cus_type')).toEqual([{ value: '01', text: '企业' }]);

    const request = only(sent);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/admin/cap/sys/v1/SystemDictItemListInquiry');
    expect(JSON.parse(request.body)).toMatchObject({ dictCode: 'cus_type' });
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toEqual({
      sex: [{ value: '1', text: '男' }],
      cus_type: [{ value: '01', text: '企业' }],
    });
    const stored = JSON.parse(local.getItem('pro__UI_CACHE_DB_DICT_DATA') ?? '{}') as {
      expire: number;
    };
    expect(stored.expire).toBe(NOW + DICT_CACHE_TTL_MS);
  });

  it('loads a table dictionary with a signed GET, commas kept and no _t, and never caches it', async () => {
    const { api, sent, storage } = apiReplying(() =>
      sysOk([{ value: 'zhangwei', text: '张伟', title: '张伟', label: '张伟' }]),
    );

    expect(await api.loadDictItems('sys_user,realname,username')).toEqual([
      { value: 'zhangwei', text: '张伟' },
    ]);
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/dict/getDictItems/sys_user,realname,username');
    expect(request.url.searchParams.has('_t')).toBe(false);
    expect(request.headers['x-sign']).toMatch(/^[0-9A-F]{32}$/);
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toBeUndefined();
  });

  it('rejects with the server message of a refused lookup and caches nothing', async () => {
    const { api, storage } = apiReplying(() => capFailure('交易失败', '字典不存在'));

    await expect(api.loadDictItems('cus_type')).rejects.toEqual(
      new ApiError('交易失败:字典不存在', 'server'),
    );
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toBeUndefined();
  });
});

describe('dictionary searches and labels', () => {
  it('searches a table dictionary with the keyword and page size 10, signed', async () => {
    const { api, sent } = apiReplying(() => sysOk([{ value: 'lina', text: '李娜' }]));

    expect(await api.searchDict('sys_user,realname,username', '李')).toEqual([
      { value: 'lina', text: '李娜' },
    ]);
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/dict/loadDict/sys_user,realname,username');
    expect(query(request)).toMatchObject({ keyword: '李', pageSize: '10' });
    expect(request.headers['x-sign']).toBeDefined();
  });

  it('sends hasChildField and condition empty when the tree names none (JeecgBoot requires all seven)', async () => {
    const { api, sent } = apiReplying(() => sysOk([]));

    await api.loadTreeLevel({
      pid: '',
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
    });
    const request = only(sent);
    expect(query(request)).toMatchObject({ hasChildField: '', condition: '' });
    expect(request.headers['x-sign']).toMatch(/^[0-9A-F]{32}$/);
    expect(request.headers['x-timestamp']).toBeTruthy();
  });

  it('gives the search failure message, or a generic one when the server gave none', async () => {
    const refused = apiReplying(() => sysFailure('字典Code格式不正确！'));
    await expect(refused.api.searchDict('sex', 'a')).rejects.toThrow('字典Code格式不正确！');
    const silent = apiReplying(() => sysFailure(''));
    await expect(silent.api.searchDict('sex', 'a')).rejects.toThrow(REQUEST_FAILED);
  });

  it('asks for the texts of stored values in key order, keeping unknown keys', async () => {
    const { api, sent } = apiReplying(() => sysOk(['张伟', '李娜']));

    expect(await api.loadDictTexts('sys_user,realname,username', ['zhangwei', 'lina'])).toEqual([
      '张伟',
      '李娜',
    ]);
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/dict/loadDictItem/sys_user,realname,username');
    expect(query(request)).toMatchObject({ key: 'zhangwei,lina', delNotExist: 'false' });
  });
});

describe('trees', () => {
  it('loads one level of a table tree with every JTreeSelect parameter, signed', async () => {
    const { api, sent } = apiReplying(() => sysOk([]));

    await api.loadTreeLevel({
      pid: '1768000000943719300',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '{"sys_org_code":"A01"}',
    });
    const request = only(sent);
    expect(request.url.pathname).toBe('/admin/sys/dict/loadTreeData');
    expect(query(request)).toMatchObject({
      pid: '1768000000943719300',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '{"sys_org_code":"A01"}',
    });
    expect(request.headers['x-sign']).toBeDefined();
  });

  it('loads category roots by pcode, children by pid and names by ids', async () => {
    const { api, sent } = apiReplying((request) =>
      request.url.pathname.endsWith('loadDictItem') ? sysOk(['餐饮美食']) : sysOk([]),
    );

    await api.loadCategoryRoots('A01');
    await api.loadCategoryChildren('1768000000943719300');
    await api.loadCategoryLevel({ pcode: '', condition: '{"code":"A01"}' });
    await api.loadCategoryLevel({ pid: '42', condition: '{"code":"A01"}' });
    expect(await api.loadCategoryNames(['1768000000964690840'])).toEqual(['餐饮美食']);

    expect(sent.map((r) => [r.url.pathname, query(r)])).toEqual([
      [
        '/admin/sys/category/loadTreeRoot',
        expect.objectContaining({ async: 'true', pcode: 'A01' }),
      ],
      [
        '/admin/sys/category/loadTreeChildren',
        expect.objectContaining({ pid: '1768000000943719300' }),
      ],
      [
        '/admin/sys/category/loadTreeData',
        expect.objectContaining({ pcode: '0', condition: '{"code":"A01"}' }),
      ],
      [
        '/admin/sys/category/loadTreeData',
        expect.objectContaining({ pid: '42', condition: '{"code":"A01"}' }),
      ],
      [
        '/admin/sys/category/loadDictItem',
        expect.objectContaining({ ids: '1768000000964690840', delNotExist: 'false' }),
      ],
    ]);
  });

  it('rejects a refused category root load with the server message (spec 8.4)', async () => {
    const { api } = apiReplying(() => ({
      success: false,
      message: '该编码【B99】不存在，请核实!',
      code: 0,
      result: null,
    }));
    await expect(api.loadCategoryRoots('B99')).rejects.toThrow('该编码【B99】不存在，请核实!');
  });

  it('hands tree-table replies over as they are, so the table can check their shape', async () => {
    const { api } = apiReplying(() => sysOk({ unexpected: true }));
    expect(await api.listCategoryChildren('1')).toEqual({ unexpected: true });
  });
});

describe('search select and cache refresh', () => {
  it('posts the table, fields, keyword and page 1 of 10, and reads listData and the count', async () => {
    const { api, sent } = apiReplying(() =>
      capOk({
        listData: [{ text: '杭州云栖便利店有限公司', value: 'C202611000123' }],
        page: { count: 37, pageSize: 10, offset: 0 },
      }),
    );

    expect(
      await api.searchSqlDict({
        tableName: 'cus_mast_info',
        fieldText: 'cus_name',
        fieldValue: 'cus_code',
        keyword: '杭州',
        sqlCondition: "cus_status = '02'",
        sqlOrderBy: 'create_time desc',
      }),
    ).toEqual({ items: [{ text: '杭州云栖便利店有限公司', value: 'C202611000123' }], total: 37 });
    const body = JSON.parse(only(sent).body) as Record<string, unknown>;
    expect(body).toMatchObject({
      tableName: 'cus_mast_info',
      fieldText: 'cus_name',
      fieldValue: 'cus_code',
      fieldValueKeyword: '杭州',
      sqlCondition: "cus_status = '02'",
      sqlOrderBy: 'create_time desc',
      page: { pageSize: 10, pageNum: 1 },
      context: expect.objectContaining({ serviceUri: '/cap/sys/v1/SystemSqlDictPageListInquiry' }),
    });
  });

  it('rejects a refused search with the normalised replyText', async () => {
    const { api } = apiReplying(() => capFailure('交易失败', '参数校验不通过'));
    await expect(
      api.searchSqlDict({ tableName: 't', fieldText: 'a', fieldValue: 'b' }),
    ).rejects.toThrow('交易失败:参数校验不通过');
  });

  it('clears the server caches, then replaces the dictionary cache with every active item', async () => {
    const { api, sent, storage } = apiReplying((request) =>
      request.url.pathname.endsWith('refleshCache')
        ? sysOk(null)
        : sysOk({ cus_type: [{ value: '01', text: '企业' }] }),
    );
    storage.set('UI_CACHE_DB_DICT_DATA', { sex: [{ value: '1', text: '男' }] }, DICT_CACHE_TTL_MS);

    await api.refreshDictionaries();

    expect(sent.map((r) => r.url.pathname)).toEqual([
      '/admin/sys/dict/refleshCache',
      '/admin/sys/dict/queryAllDictItems',
    ]);
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toEqual({
      cus_type: [{ value: '01', text: '企业' }],
    });
  });

  it('keeps the old cache when clearing the server caches is refused', async () => {
    const { api, sent, storage } = apiReplying(() => sysFailure('刷新失败'));
    storage.set('UI_CACHE_DB_DICT_DATA', { sex: [{ value: '1', text: '男' }] }, DICT_CACHE_TTL_MS);

    await expect(api.refreshDictionaries()).rejects.toThrow('刷新失败');
    expect(sent).toHaveLength(1);
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toEqual({ sex: [{ value: '1', text: '男' }] });
  });
});
