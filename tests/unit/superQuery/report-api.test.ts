import { describe, expect, it } from 'vitest';
import { createReportApi } from '../../../providers/report-api';
import { REPORT_LOOKUP_CACHE_MS } from '../../../src/lib/constants';
import { createTestHttp, json, sysOk, type SentRequest } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

const COLUMNS = {
  columns: [{ title: '账号', dataIndex: 'username', sorter: 'true' }],
  dictOptions: {},
  cgRpConfigId: '1768000001038091230',
  cgRpConfigName: '用户选择',
};

function apiReplying(reply: (request: SentRequest) => unknown) {
  let now = 1_000;
  const test = createTestHttp({ reply: (request) => json(reply(request)) });
  const api = createReportApi(test.http, { now: () => now });
  return { api, sent: test.sent, advance: (ms: number) => (now += ms) };
}

const query = (request: SentRequest | undefined) => {
  const params = Object.fromEntries(request?.url.searchParams ?? []);
  delete params._t;
  return params;
};

describe('report API', () => {
  it('looks the columns up by report code', async () => {
    const { api, sent } = apiReplying(() => sysOk(COLUMNS));

    await expect(api.getColumns('rp_select_user')).resolves.toEqual(COLUMNS);

    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/admin/online/cgreport/api/getRpColumns/rp_select_user');
  });

  it('asks for the search fields by cgRpConfigId', async () => {
    const items = [{ label: '账号', field: 'username', view: 'text', mode: 'single' }];
    const { api, sent } = apiReplying(() => sysOk(items));

    await expect(api.getQueryInfo('1768000001038091230')).resolves.toEqual(items);

    expect(sent[0]?.url.pathname).toBe(
      '/admin/online/cgreport/api/getQueryInfo/1768000001038091230',
    );
  });

  it('sends paging, sort, search fields and self_ parameters to getData', async () => {
    const { api, sent } = apiReplying(() => sysOk({ total: '13', records: [{ id: 'u1' }] }));

    const page = await api.getData('1768000001038091230', {
      pageNo: 2,
      pageSize: 10,
      column: 'username',
      order: 'asc',
      filters: { username: 'adm', self_depId: 'D01', pageNo: '99' },
    });

    expect(page).toEqual({ total: 13, records: [{ id: 'u1' }] });
    expect(sent[0]?.url.pathname).toBe('/admin/online/cgreport/api/getData/1768000001038091230');
    expect(query(sent[0])).toEqual({
      pageNo: '2',
      pageSize: '10',
      column: 'username',
      order: 'asc',
      username: 'adm',
      self_depId: 'D01',
    });
  });

  it('leaves the sort out when there is none', async () => {
    const { api, sent } = apiReplying(() => sysOk({ total: 0, records: [] }));

    await api.getData('r1', { pageNo: 1, pageSize: 10 });

    expect(query(sent[0])).toEqual({ pageNo: '1', pageSize: '10' });
  });

  it('rejects with the server message of a failed reply', async () => {
    const { api } = apiReplying(() => ({ success: false, message: '实体不存在', code: 500 }));

    await expect(api.getColumns('nope')).rejects.toEqual(new ApiError('实体不存在', 'server'));
  });

  it('answers lookups from a 30 s cache, data never', async () => {
    const { api, sent, advance } = apiReplying((request) =>
      request.url.pathname.includes('getData') ? sysOk({ total: 0, records: [] }) : sysOk(COLUMNS),
    );

    await api.getColumns('rp_select_user');
    await api.getQueryInfo('r1');
    await api.getData('r1', { pageNo: 1, pageSize: 10 });
    advance(REPORT_LOOKUP_CACHE_MS - 1);
    await api.getColumns('rp_select_user');
    await api.getQueryInfo('r1');
    await api.getData('r1', { pageNo: 1, pageSize: 10 });
    expect(sent).toHaveLength(4);

    advance(1);
    await api.getColumns('rp_select_user');
    expect(sent).toHaveLength(5);
    await api.getColumns('other_code');
    expect(sent).toHaveLength(6);
  });

  it('asks again after a failed lookup', async () => {
    let fail = true;
    const { api, sent } = apiReplying(() =>
      fail ? { success: false, message: '实体不存在', code: 500 } : sysOk(COLUMNS),
    );

    await expect(api.getColumns('rp')).rejects.toBeInstanceOf(ApiError);
    fail = false;
    await expect(api.getColumns('rp')).resolves.toEqual(COLUMNS);
    expect(sent).toHaveLength(2);
  });
});
