/**
 * The signed-in user's announcements (spec 2.10, 4, 7.4; jeecg-contracts §2.7): the bell's unread
 * lists, the 'view more' page with read and unread, and marking one read.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one, type Queryable } from '../../db/database';
import { Refusal, sysListOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { NO_ENTITY, type Announcement } from './announcements';

type AnnouncementSend = components['schemas']['AnnouncementSendModel'];

const PUBLISHED = "a.data->>'sendStatus' = '1' AND a.data->>'delFlag' = '0'";
const NOTICE = '1';
const SYSTEM_MESSAGE = '2';
const BELL_SIZE = 5;

function positiveInt(raw: string | undefined, fallback: number, max = 1000): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/**
 * Read marks for published all-user announcements the user has none of (a user created after the
 * publication), as JeecgBoot's listByUser adds them.
 */
async function completeReadMarks(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO sys_announcement_send (id, annt_id, user_id, create_time)
     SELECT md5(a.id || ':' || $1), a.id, $1, $2 FROM sys_announcement a
      WHERE ${PUBLISHED} AND a.data->>'msgType' = 'ALL'
     ON CONFLICT (annt_id, user_id) DO NOTHING`,
    [userId, at],
  );
}

async function unread(db: Queryable, userId: string, category: string, limit: number) {
  const from = `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id
    WHERE s.user_id = $1 AND s.read_flag = 0 AND ${PUBLISHED} AND a.data->>'msgCategory' = $2`;
  const rows = await all<{ data: Announcement }>(
    db,
    `SELECT a.data ${from} ORDER BY a.data->>'sendTime' DESC NULLS LAST, a.id LIMIT $3`,
    [userId, category, limit],
  );
  const counted = await one<{ total: number }>(db, `SELECT count(*)::int AS total ${from}`, [
    userId,
    category,
  ]);
  return { list: rows.map((row) => row.data), total: counted?.total ?? 0 };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function readMarkRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;

  router.on('get', '/sys/annountCement/listByUser', async ({ query, session }) => {
    const size = positiveInt(query.pageSize, BELL_SIZE);
    await completeReadMarks(db, session.userId, now());
    const notices = await unread(db, session.userId, NOTICE, size);
    const messages = await unread(db, session.userId, SYSTEM_MESSAGE, size);
    return sysListOk({
      anntMsgList: notices.list,
      anntMsgTotal: notices.total,
      sysMsgList: messages.list,
      sysMsgTotal: messages.total,
    });
  });

  router.on('get', '/sys/sysAnnouncementSend/getMyAnnouncementSend', async ({ query, session }) => {
    const size = positiveInt(query.pageSize, 10);
    const current = positiveInt(query.pageNo, 1, Number.MAX_SAFE_INTEGER);
    const params: unknown[] = [session.userId];
    const where = ['s.user_id = $1', PUBLISHED];
    const condition = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (query.titile)
      condition((n) => `a.data->>'titile' ILIKE ${n}`, `%${escapeLike(query.titile)}%`);
    if (query.sender)
      condition((n) => `a.data->>'sender' ILIKE ${n}`, `%${escapeLike(query.sender)}%`);
    if (query.msgCategory) condition((n) => `a.data->>'msgCategory' = ${n}`, query.msgCategory);
    if (query.readFlag === '0' || query.readFlag === '1') {
      condition((n) => `s.read_flag = ${n}::smallint`, query.readFlag);
    }
    const from = `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id
      WHERE ${where.join(' AND ')}`;
    const counted = await one<{ total: number }>(
      db,
      `SELECT count(*)::int AS total ${from}`,
      params,
    );
    const rows = await all<{ id: string; user_id: string; read_flag: number; data: Announcement }>(
      db,
      `SELECT s.id, s.user_id, s.read_flag, a.data ${from}
        ORDER BY a.data->>'sendTime' DESC NULLS LAST, s.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (current - 1) * size],
    );
    const total = counted?.total ?? 0;
    const records: AnnouncementSend[] = rows.map(({ id, user_id, read_flag, data }) => ({
      id,
      anntId: data.id,
      userId: user_id,
      titile: data.titile ?? null,
      msgContent: data.msgContent ?? null,
      sender: data.sender ?? null,
      priority: data.priority ?? null,
      readFlag: String(read_flag),
      sendTime: data.sendTime ?? null,
      msgCategory: data.msgCategory ?? null,
      busId: data.busId ?? null,
      busType: data.busType ?? null,
      openType: data.openType ?? null,
      openPage: data.openPage ?? null,
      bizSource: null,
      msgAbstract: data.msgAbstract ?? null,
    }));
    return sysListOk({
      records,
      total,
      size,
      current,
      pages: Math.ceil(total / size),
      orders: [],
      optimizeCountSql: true,
      searchCount: true,
      countId: null,
      maxLimit: null,
    });
  });

  router.on('put', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', async ({ body, session }) => {
    const anntId = String(body?.anntId ?? '');
    const at = now();
    // A user created after an all-user publication has no mark yet: it is made, read.
    await completeReadMarks(db, session.userId, at);
    const marked = await db.query(
      `UPDATE sys_announcement_send s SET read_flag = 1, read_time = COALESCE(read_time, $3)
        FROM sys_announcement a
        WHERE a.id = s.annt_id AND s.annt_id = $1 AND s.user_id = $2 AND a.data->>'delFlag' = '0'`,
      [anntId, session.userId, at],
    );
    if ((marked.affectedRows ?? 0) === 0) throw new Refusal(NO_ENTITY);
    return sysListOk(null);
  });
}
