// 日志管理, the home page's sign-in figures and 在线用户 against the demo backend (issue 34 item 6;
// spec 2.7, 7.2, 7.4): the figures follow real sign-ins, 强退 ends the session it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let admin: string;

beforeAll(async () => {
  backend = await startBackend();
  admin = (await tokenOf(backend, 'admin', 'Admin@123456')).token;
});
afterAll(() => backend.close());

const get = async (path: string, token = admin) =>
  (await call(backend, 'GET', path, { token })).json;
const logs = async (query: string) => (await get(`/sys/log/list?${query}`)).result;

interface LogRow {
  id: string;
  logContent: string;
  logType: number;
  createTime: string;
}

describe('logs', () => {
  it('lists one log type at a time, labelled, searched by keyword and date range', async () => {
    const signIns = await logs('logType=1&pageSize=5');
    expect(signIns.total).toBeGreaterThan(600);
    expect(signIns.records[0]).toMatchObject({ logType: 1, logType_dictText: '登录日志' });
    const operations = await logs('logType=2&pageSize=50');
    expect((operations.records as LogRow[]).every((r) => r.logType === 2)).toBe(true);
    expect(signIns.total + operations.total).toBeGreaterThanOrEqual(2000);

    const admins = await logs('logType=1&keyWord=admin&pageSize=100');
    expect(admins.total).toBeGreaterThan(0);
    expect((admins.records as LogRow[]).every((r) => r.logContent.includes('admin'))).toBe(true);

    const today = (signIns.records as LogRow[])[0]!.createTime.slice(0, 10);
    const todays = await logs(`logType=1&createTime_begin=${today}&createTime_end=${today}`);
    expect(todays.total).toBeGreaterThan(0);
    expect((todays.records as LogRow[]).every((r) => r.createTime.startsWith(today))).toBe(true);
  });

  it('counts a new sign-in in 登录统计 and in the last week', async () => {
    const before = (await get('/sys/loginfo')).result;
    const visitsBefore = (await get('/sys/visitInfo')).result as { visit: number }[];
    await tokenOf(backend, 'supervisor', 'Super@123456');

    const after = await get('/sys/loginfo');
    expect(after).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(after.result.totalVisitCount).toBe(before.totalVisitCount + 1);
    expect(after.result.todayVisitCount).toBe(before.todayVisitCount + 1);
    expect(after.result.todayIp).toBeGreaterThanOrEqual(1);

    const week = (await get('/sys/visitInfo')).result as {
      visit: number;
      ip: number;
      tian: string;
      type: string;
    }[];
    expect(week.length).toBeLessThanOrEqual(7);
    const last = week.at(-1)!;
    expect(last.type).toBe(last.tian.slice(5));
    expect(last.visit).toBe(visitsBefore.at(-1)!.visit + 1);
  });

  it('deletes one line, several, and all', async () => {
    const [first, second, third] = (await logs('logType=2&pageSize=3')).records as LogRow[];
    const total = (await logs('pageSize=1')).total;
    const one = await call(backend, 'DELETE', `/sys/log/delete?id=${first!.id}`, { token: admin });
    expect(one.json).toMatchObject({ success: true, message: '删除成功!' });
    await call(backend, 'DELETE', `/sys/log/deleteBatch?ids=${second!.id},${third!.id}`, {
      token: admin,
    });
    expect((await logs('pageSize=1')).total).toBe(total - 3);

    await call(backend, 'DELETE', '/sys/log/deleteBatch?ids=allclear', { token: admin });
    expect((await logs('pageSize=1')).total).toBe(0);
  });
});

describe('online users', () => {
  it('lists the live sessions with their users, newest first, filtered by user name', async () => {
    const checker = (await tokenOf(backend, 'checker', 'Checker@123456')).token;
    const page = (await get('/sys/online/list?pageNo=1&pageSize=10')).result;
    const tokens = (page.records as { token: string }[]).map((r) => r.token);
    expect(tokens).toContain(admin);
    expect(tokens[0]).toBe(checker);
    expect(page.records[0]).toMatchObject({
      username: 'checker',
      sex_dictText: expect.any(String),
    });

    const filtered = (await get('/sys/online/list?username=check')).result;
    expect(filtered.records.map((r: { username: string }) => r.username)).toEqual(['checker']);
  });

  it('强退 ends that session only, and the sign-in log says so', async () => {
    const victim = (await tokenOf(backend, 'merchant', 'Merchant@123456')).token;
    expect((await get('/sys/annountCement/listByUser', victim)).success).toBe(true);

    const reply = await call(backend, 'POST', '/sys/online/forceLogout', {
      token: admin,
      body: { token: victim },
    });
    expect(reply.json).toMatchObject({
      success: true,
      message: '退出登录成功！',
      result: '退出登录成功！',
    });

    const after = await call(backend, 'GET', '/sys/annountCement/listByUser', { token: victim });
    expect(after.status).toBe(500);
    expect(after.json.message).toContain('Token失效');
    const online = (await get('/sys/online/list?pageSize=100')).result.records;
    expect(online.map((r: { token: string }) => r.token)).not.toContain(victim);
    expect((await get('/sys/loginfo')).success).toBe(true);
    const [line] = (await logs('logType=1&keyWord=强制')).records as LogRow[];
    expect(line!.logContent).toMatch(/^强制: .+退出成功！$/);
  });

  it('shows the sessions and 强退 only to users whose roles grant them', async () => {
    const supervisor = (await tokenOf(backend, 'supervisor', 'Super@123456')).token;
    const list = await call(backend, 'GET', '/sys/online/list', { token: supervisor });
    expect(list.json).toMatchObject({ success: false, code: 510 });
    const kick = await call(backend, 'POST', '/sys/online/forceLogout', {
      token: supervisor,
      body: { token: admin },
    });
    expect(kick.json).toMatchObject({ success: false, code: 510 });
    expect((await get('/sys/online/list')).success).toBe(true);
  });

  it('refuses an empty or unknown token', async () => {
    const empty = await call(backend, 'POST', '/sys/online/forceLogout', {
      token: admin,
      body: { token: '' },
    });
    expect(empty.json).toMatchObject({ success: false, message: '退出登录失败！' });
    const unknown = await call(backend, 'POST', '/sys/online/forceLogout', {
      token: admin,
      body: { token: 'no-such-token' },
    });
    expect(unknown.json).toMatchObject({ success: false, message: 'Token无效!' });
  });
});
