import { describe, expect, it } from 'vitest';
import { createNoticesApi } from '../../../providers/notices-api';
import { createTestHttp, json, sysOk, type SentRequest } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

const ANNOUNCEMENT = {
  id: '1768000000524288500',
  titile: '关于2026年清明节假期资金清算安排的通知',
  msgContent: '<p>各部门：</p>',
  sender: 'admin',
  priority: 'H',
  sendTime: '2026-03-18 09:00:00',
  openType: null,
  openPage: null,
};

const SEND = {
  id: 's1',
  anntId: ANNOUNCEMENT.id,
  titile: ANNOUNCEMENT.titile,
  sender: 'admin',
  priority: 'H',
  readFlag: '0',
  sendTime: '2026-03-18 09:00:00',
};

const sysFailure = (message: string) => ({
  success: false,
  message,
  code: 500,
  result: null,
  timestamp: 1773797400000,
});

function apiReplying(body: unknown) {
  const test = createTestHttp({ reply: () => json(body) });
  return { api: createNoticesApi(test.http), sent: test.sent };
}

function only(sent: SentRequest[]): SentRequest {
  expect(sent).toHaveLength(1);
  const [request] = sent;
  if (!request) throw new Error('nothing was sent');
  return request;
}

describe('notices API: the calls it makes', () => {
  it.each([
    {
      name: 'listMyNotices',
      call: (api: ReturnType<typeof createNoticesApi>) => api.listMyNotices(),
      result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 },
      method: 'GET',
      path: '/admin/sys/annountCement/listByUser',
      query: {},
      body: '',
    },
    {
      name: 'markNoticeRead',
      call: (api: ReturnType<typeof createNoticesApi>) => api.markNoticeRead(ANNOUNCEMENT.id),
      result: null,
      method: 'PUT',
      path: '/admin/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      query: {},
      body: JSON.stringify({ anntId: ANNOUNCEMENT.id }),
    },
    {
      name: 'getNotice',
      call: (api: ReturnType<typeof createNoticesApi>) => api.getNotice(ANNOUNCEMENT.id),
      result: ANNOUNCEMENT,
      method: 'GET',
      path: '/admin/sys/annountCement/queryById',
      query: { id: ANNOUNCEMENT.id },
      body: '',
    },
    {
      name: 'listMyAnnouncementSends',
      call: (api: ReturnType<typeof createNoticesApi>) =>
        api.listMyAnnouncementSends({ pageNo: 2, pageSize: 20, titile: '清明', readFlag: '0' }),
      result: { records: [], total: 0 },
      method: 'GET',
      path: '/admin/sys/sysAnnouncementSend/getMyAnnouncementSend',
      query: { pageNo: '2', pageSize: '20', titile: '清明', readFlag: '0' },
      body: '',
    },
  ])('$name sends $method $path', async ({ call, result, method, path, query, body }) => {
    const { api, sent } = apiReplying(sysOk(result));

    await call(api);

    const request = only(sent);
    expect(request.method).toBe(method);
    expect(request.url.pathname).toBe(path);
    const params = Object.fromEntries(request.url.searchParams);
    delete params._t;
    expect(params).toEqual(query);
    expect(request.body).toBe(body);
  });

  it('leaves an empty title filter out of the query', async () => {
    const { api, sent } = apiReplying(sysOk({ records: [], total: 0 }));

    await api.listMyAnnouncementSends({ pageNo: 1, pageSize: 10, titile: '' });

    expect(only(sent).url.searchParams.has('titile')).toBe(false);
  });
});

describe('notices API: replies', () => {
  it('gives both tabs of unread notices', async () => {
    const notices = {
      anntMsgList: [ANNOUNCEMENT],
      anntMsgTotal: 6,
      sysMsgList: [{ ...ANNOUNCEMENT, id: 's' }],
      sysMsgTotal: 2,
    };
    const { api } = apiReplying(sysOk(notices));

    await expect(api.listMyNotices()).resolves.toEqual(notices);
  });

  it('gives one announcement', async () => {
    const { api } = apiReplying(sysOk(ANNOUNCEMENT));

    await expect(api.getNotice(ANNOUNCEMENT.id)).resolves.toEqual(ANNOUNCEMENT);
  });

  it('gives a page of my announcements with a numeric total', async () => {
    const { api } = apiReplying(sysOk({ records: [SEND], total: '11', size: 10, current: 1 }));

    await expect(api.listMyAnnouncementSends({ pageNo: 1, pageSize: 10 })).resolves.toEqual({
      records: [SEND],
      total: 11,
    });
  });

  it('resolves marking read with nothing', async () => {
    const { api } = apiReplying(sysOk(null));

    await expect(api.markNoticeRead(ANNOUNCEMENT.id)).resolves.toBeUndefined();
  });
});

describe('notices API: failures', () => {
  const calls = [
    {
      name: 'listMyNotices',
      call: (api: ReturnType<typeof createNoticesApi>) => api.listMyNotices(),
    },
    {
      name: 'markNoticeRead',
      call: (api: ReturnType<typeof createNoticesApi>) => api.markNoticeRead('x'),
    },
    { name: 'getNotice', call: (api: ReturnType<typeof createNoticesApi>) => api.getNotice('x') },
    {
      name: 'listMyAnnouncementSends',
      call: (api: ReturnType<typeof createNoticesApi>) =>
        api.listMyAnnouncementSends({ pageNo: 1, pageSize: 10 }),
    },
  ];

  it.each(calls)('$name rejects with the server message of success: false', async ({ call }) => {
    const { api } = apiReplying(sysFailure('未找到对应实体'));

    const failure = call(api);

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('未找到对应实体');
  });

  it.each([
    { name: 'listMyNotices', fallback: '消息加载失败' },
    { name: 'markNoticeRead', fallback: '操作失败' },
  ])('$name falls back to its own text without a server message', async ({ name, fallback }) => {
    const { api } = apiReplying(sysFailure(''));
    const call = calls.find((entry) => entry.name === name)?.call;

    await expect(call?.(api)).rejects.toThrow(fallback);
  });

  it('rejects a successful reply without a result', async () => {
    const { api } = apiReplying(sysOk(null));

    await expect(api.getNotice('x')).rejects.toBeInstanceOf(ApiError);
  });
});
