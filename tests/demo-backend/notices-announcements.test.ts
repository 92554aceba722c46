// 通告管理 and the bell against the demo backend (issue 34 item 6; spec 2.6, 2.10, 7.4): drafts,
// publishing to all or to chosen users, read marks, revoking and deleting, as the lists show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let admin: string;
let checker: string;
let merchant: string;

beforeAll(async () => {
  backend = await startBackend();
  admin = (await tokenOf(backend, 'admin', 'Admin@123456')).token;
  checker = (await tokenOf(backend, 'checker', 'Checker@123456')).token;
  merchant = (await tokenOf(backend, 'merchant', 'Merchant@123456')).token;
});
afterAll(() => backend.close());

const get = async (path: string, token = admin) =>
  (await call(backend, 'GET', path, { token })).json;
const list = async (query: string) => (await get(`/sys/annountCement/list?${query}`)).result;
const bell = async (token: string) => (await get('/sys/annountCement/listByUser', token)).result;
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** Adds a draft and reads it back from the list by its stored title (`storedTitle`). */
async function addDraft(body: Record<string, unknown>, storedTitle = String(body.titile)) {
  const added = await call(backend, 'POST', '/sys/annountCement/add', { token: admin, body });
  expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
  const [draft] = (await list(`titile=${encodeURIComponent(storedTitle)}`)).records;
  return draft as { id: string } & Record<string, unknown>;
}

async function userIdOf(username: string): Promise<string> {
  const online = (await get(`/sys/online/list?username=${username}`)).result.records;
  return online[0].id;
}

describe('announcements', () => {
  it('lists the contract examples with their labels, filtered as QueryGenerator says', async () => {
    const page = await list('titile=*清明节*');
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      id: '1768000000524288500',
      sendStatus_dictText: '已发布',
      priority_dictText: '紧急消息',
      msgType_dictText: '全体用户',
    });
    expect((await list('pageNo=1&pageSize=10')).total).toBeGreaterThan(50);
    const drafts = (await list('sendStatus=0')).records as { sendStatus: string }[];
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((r) => r.sendStatus === '0')).toBe(true);
  });

  it('saves a draft with an XSS-filtered title, edits it, and nobody is notified of a draft', async () => {
    const before = (await bell(checker)).anntMsgTotal;
    const draft = await addDraft(
      {
        titile: '<script>alert(1)</script>年终结算安排',
        msgContent: '<p>12月31日清算顺延。</p>',
        priority: 'H',
        msgCategory: '1',
        msgType: 'ALL',
      },
      '年终结算安排',
    );
    expect(draft).toMatchObject({
      titile: '年终结算安排',
      sendStatus: '0',
      sender: null,
      createBy: 'admin',
    });

    const edited = await call(backend, 'PUT', '/sys/annountCement/edit', {
      token: admin,
      body: { id: draft.id, titile: '年终结算安排（修订）', msgType: 'ALL' },
    });
    expect(edited.json).toMatchObject({ success: true, message: '修改成功!' });
    expect((await get(`/sys/annountCement/queryById?id=${draft.id}`)).result.titile).toBe(
      '年终结算安排（修订）',
    );
    expect((await bell(checker)).anntMsgTotal).toBe(before);
  });

  it('publishes to every user: each bell counts it until its user reads it', async () => {
    const draft = await addDraft({
      titile: '全员通知：系统切换演练',
      msgCategory: '1',
      msgType: 'ALL',
    });
    const checkerBefore = (await bell(checker)).anntMsgTotal;

    const released = await get(`/sys/annountCement/doReleaseData?id=${draft.id}`);
    expect(released).toMatchObject({ success: true, message: '该系统通知发布成功' });
    expect(
      (await list(`titile=${encodeURIComponent('全员通知：系统切换演练')}`)).records[0],
    ).toMatchObject({
      sendStatus: '1',
      sendStatus_dictText: '已发布',
      sender: 'admin',
    });
    const checkerBell = await bell(checker);
    expect(checkerBell.anntMsgTotal).toBe(checkerBefore + 1);
    expect(ids(checkerBell.anntMsgList)).toContain(draft.id);
    expect(ids((await bell(merchant)).anntMsgList)).toContain(draft.id);

    const read = await call(backend, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      token: checker,
      body: { anntId: draft.id },
    });
    expect(read.json).toMatchObject({ success: true, code: 0 });
    expect((await bell(checker)).anntMsgTotal).toBe(checkerBefore);
    expect(ids((await bell(merchant)).anntMsgList)).toContain(draft.id);
    const mine = (
      await get(
        '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=1&titile=切换演练',
        checker,
      )
    ).result;
    expect(mine.records).toEqual([
      expect.objectContaining({ anntId: draft.id, readFlag: '1', sender: 'admin' }),
    ]);
  });

  it('publishes a system message to the chosen users only', async () => {
    const merchantId = await userIdOf('merchant');
    const draft = await addDraft({
      titile: '商户结算账户变更待确认',
      msgCategory: '2',
      msgType: 'USER',
      userIds: merchantId,
    });
    expect(draft.userIds).toBe(`${merchantId},`);
    await get(`/sys/annountCement/doReleaseData?id=${draft.id}`);
    expect(ids((await bell(merchant)).sysMsgList)).toContain(draft.id);
    expect(ids((await bell(checker)).sysMsgList)).not.toContain(draft.id);
  });

  it('revoking takes it off the bells; deleting takes it off the list', async () => {
    const draft = await addDraft({ titile: '临时停机通知', msgCategory: '1', msgType: 'ALL' });
    await get(`/sys/annountCement/doReleaseData?id=${draft.id}`);
    expect(ids((await bell(checker)).anntMsgList)).toContain(draft.id);

    expect(await get(`/sys/annountCement/doReovkeData?id=${draft.id}`)).toMatchObject({
      success: true,
      message: '该系统通知撤销成功',
    });
    expect(ids((await bell(checker)).anntMsgList)).not.toContain(draft.id);
    const revoked = (await list(`titile=${encodeURIComponent('临时停机通知')}`)).records[0];
    expect(revoked).toMatchObject({ sendStatus: '2', sendStatus_dictText: '已撤销' });
    expect(revoked.cancelTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const deleted = await call(backend, 'DELETE', `/sys/annountCement/delete?id=${draft.id}`, {
      token: admin,
    });
    expect(deleted.json).toMatchObject({ success: true, message: '删除成功!' });
    expect((await list(`titile=${encodeURIComponent('临时停机通知')}`)).total).toBe(0);
    expect(await get(`/sys/annountCement/queryById?id=${draft.id}`)).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
  });

  it('gives a user without marks yet the published all-user announcements at the first bell', async () => {
    const { rows } = await backend.db.query<{ username: string; id: string }>(
      `SELECT u.username, u.id FROM sys_user u WHERE u.status = 1 AND NOT EXISTS
         (SELECT 1 FROM sys_announcement_send s
          WHERE s.user_id = u.id AND s.annt_id = '1768000000524288500') ORDER BY u.username LIMIT 1`,
    );
    const newcomer = (await tokenOf(backend, rows[0]!.username, 'Demo@123456')).token;
    const first = await bell(newcomer);
    expect(first.anntMsgTotal).toBeGreaterThan(10);
    expect(first.anntMsgList.every((a: { msgType: string }) => a.msgType === 'ALL')).toBe(true);
    await call(backend, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      token: newcomer,
      body: { anntId: first.anntMsgList[0].id },
    });
    expect((await bell(newcomer)).anntMsgTotal).toBe(first.anntMsgTotal - 1);
  });

  it("pages the signed-in user's own announcements with the contract's read marks", async () => {
    const page = (await get('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=100'))
      .result;
    const example = page.records.find((r: { id: string }) => r.id === '1768000001001000000');
    expect(example).toMatchObject({
      anntId: '1768000000501288500',
      readFlag: '0',
      titile: '商户结算周期调整说明',
    });
    const unread = (
      await get('/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=0&pageSize=100')
    ).result;
    expect(unread.records.every((r: { readFlag: string }) => r.readFlag === '0')).toBe(true);
    expect(unread.total).toBeLessThan(page.total);
  });
});
