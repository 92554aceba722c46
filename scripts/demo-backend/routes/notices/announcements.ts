/**
 * 通告管理 (spec 2.6, 7.4; jeecg-contracts §2.7): drafts, publish (read marks for the audience and
 * a websocket push so the bells update), revoke, logical delete. The read marks and the bell are
 * readMarks.ts.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { ADDED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { jeecgDateTime } from '../../http/time';
import { socketHubOf, type NoticePush } from './socketHub';

export type Announcement = components['schemas']['SysAnnouncementRecord'];

export const EDITED = '修改成功!';
export const DELETED = '删除成功!';
export const RELEASED = '该系统通知发布成功';
export const REVOKED = '该系统通知撤销成功';
export const NO_ENTITY = '未找到对应实体';

const SENT = '1';
const LIVE = "t.data->>'delFlag' = '0'";

/** JeecgBoot's XssUtils.scriptXss on the title: script tags, src=, eval(), javascript: and on…=. */
export function scriptXss(text: string): string {
  return [
    /<\s*script\s*>(.*?)<\/\s*script\s*>/gis,
    /src\s*=\s*["'](.*?)["']/gis,
    /<\/\s*script\s*>/gi,
    /<\s*script(.*?)>/gis,
    /eval\((.*?)\)/gis,
    /expression\((.*?)\)/gis,
    /javascript:/gi,
    /vbscript:/gi,
    /on\w+\s*=/gi,
  ].reduce((value, pattern) => value.replace(pattern, ''), text);
}

/** `a,b,` → the ids; JeecgBoot's userIds carry a trailing comma. */
export function userIdsOf(userIds: unknown): string[] {
  return String(userIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

function formFields(input: unknown): Record<string, unknown> {
  const form = { ...(input as Record<string, unknown>) };
  if (typeof form.titile === 'string') form.titile = scriptXss(form.titile);
  if (form.msgType === 'USER') {
    const ids = userIdsOf(form.userIds);
    form.userIds = ids.length > 0 ? `${ids.join(',')},` : null;
  } else if (form.msgType === 'ALL') {
    form.userIds = null;
  }
  return form;
}

async function findLive(db: Queryable, id: string | undefined): Promise<Announcement> {
  const row = id
    ? await one<{ data: Announcement }>(
        db,
        `SELECT data FROM sys_announcement t WHERE id = $1 AND ${LIVE}`,
        [id],
      )
    : undefined;
  if (!row) throw new Refusal(NO_ENTITY);
  return row.data;
}

async function setFields(db: Queryable, id: string, fields: Record<string, unknown>) {
  await db.query('UPDATE sys_announcement SET data = data || $2::jsonb WHERE id = $1', [
    id,
    JSON.stringify(fields),
  ]);
}

/**
 * Read marks for everyone the announcement is for (ALL: every user; USER: the listed users that
 * exist), unread; marks a user already has are kept.
 */
async function createReadMarks(db: Queryable, annt: Announcement, at: Date): Promise<void> {
  const everyone = annt.msgType !== 'USER';
  await db.query(
    `INSERT INTO sys_announcement_send (id, annt_id, user_id, create_time)
     SELECT md5($1 || ':' || u.id), $1, u.id, $2 FROM sys_user u
      WHERE u.del_flag = 0 AND ($3 OR u.id = ANY($4::text[]))
     ON CONFLICT (annt_id, user_id) DO NOTHING`,
    [annt.id, at, everyone, userIdsOf(annt.userIds)],
  );
}

/** The push that makes the targeted bells reload (spec 4: cmd topic or user). */
function pushOf(annt: Announcement): { message: NoticePush; userIds?: Set<string> } {
  const message = { msgId: annt.id, msgTxt: annt.titile ?? null };
  return annt.msgType === 'USER'
    ? { message: { cmd: 'user', ...message }, userIds: new Set(userIdsOf(annt.userIds)) }
    : { message: { cmd: 'topic', ...message } };
}

export function announcementRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const hub = socketHubOf(router.deps);
  const announcements = new RecordTable<Announcement>(db, {
    table: 'sys_announcement',
    scope: { sql: LIVE, params: [] },
    dictFields: {
      priority: 'priority',
      msgCategory: 'msg_category',
      msgType: 'msg_type',
      sendStatus: 'send_status',
    },
    readOnlyFields: [
      'sendStatus',
      'sendTime',
      'cancelTime',
      'sender',
      'delFlag',
      'readFlag',
      'starFlag',
      'sendId',
      'dtTaskId',
    ],
    now,
  });
  /** A published announcement that changed: its audience's bells reload. */
  const notify = (annt: Announcement) => {
    if (annt.sendStatus !== SENT) return;
    const { message, userIds } = pushOf(annt);
    hub.push(message, userIds);
  };

  router.on('get', '/sys/annountCement/list', async ({ query }) =>
    sysListOk(await announcements.page(query)),
  );

  router.on('get', '/sys/annountCement/queryById', async ({ query }) =>
    sysListOk(await findLive(db, query.id)),
  );

  router.on('post', '/sys/annountCement/add', async ({ body, session }) => {
    await announcements.add(formFields(body), session, {
      msgType: body.msgType ?? 'ALL',
      sendStatus: '0',
      sendTime: null,
      cancelTime: null,
      sender: null,
      delFlag: '0',
      dtTaskId: null,
    });
    return sysOk(null, ADDED);
  });

  router.on('put', '/sys/annountCement/edit', async ({ body, session }) => {
    await findLive(db, body.id);
    const edited = await announcements.edit(formFields(body), session);
    notify(edited);
    return sysOk(null, EDITED);
  });

  const remove = async (ids: string | undefined) => {
    const list = userIdsOf(ids);
    if (list.length === 0) throw new Refusal(NO_ENTITY);
    const removed = await all<{ data: Announcement }>(
      db,
      `UPDATE sys_announcement t SET data = data || '{"delFlag":"1"}'::jsonb
        WHERE id = ANY($1::text[]) AND ${LIVE} RETURNING data`,
      [list],
    );
    if (removed.length === 0) throw new Refusal(NO_ENTITY);
    // A published one leaves the bells that showed it.
    for (const { data } of removed) notify(data);
    return sysOk(null, DELETED);
  };
  router.on('delete', '/sys/annountCement/delete', ({ query }) => remove(query.id));
  router.on('delete', '/sys/annountCement/deleteBatch', ({ query }) => remove(query.ids));

  router.on('get', '/sys/annountCement/doReleaseData', async ({ query, session }) => {
    const at = now();
    const released = await db.transaction(async (tx) => {
      const annt = await findLive(tx, query.id);
      const fields = {
        sendStatus: SENT,
        sendTime: jeecgDateTime(at),
        sender: session.username,
        cancelTime: null,
      };
      await setFields(tx, annt.id, fields);
      const published = { ...annt, ...fields };
      await createReadMarks(tx, published, at);
      return published;
    });
    notify(released);
    return sysOk(null, RELEASED);
  });

  router.on('get', '/sys/annountCement/doReovkeData', async ({ query }) => {
    const annt = await findLive(db, query.id);
    await setFields(db, annt.id, { sendStatus: '2', cancelTime: jeecgDateTime(now()) });
    // The bells that showed it drop it without a reload.
    notify(annt);
    return sysOk(null, REVOKED);
  });
}
