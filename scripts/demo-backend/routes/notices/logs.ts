/**
 * 日志管理 and the home page's sign-in figures (spec 2.7, 7.4; jeecg-contracts §2.1, §2.9) over the
 * sys_log table that real sign-ins write (routes/auth/signIn.ts, logType 1).
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one } from '../../db/database';
import { sysListOk, sysOk } from '../../http/envelope';
import { jeecgPage, type ListSource } from '../../http/jeecgList';
import type { ContractRouter } from '../../http/router';
import { jeecgDateTime } from '../../http/time';

type LogRecord = components['schemas']['SysLogRecord'];

export const LOGS_DELETED = '删除成功!';
export const LOGINFO_MESSAGE = '登录成功';
const CLEAR_ALL = 'allclear';
const DAY_MS = 86_400_000;
// What counts as a visit: a successful sign-in line (not a logout or a 强退 line of type 1).
const SIGN_IN = "log_type = 1 AND data->>'logContent' LIKE '%登录成功%'";

function startOfDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate());
}

/** The list query without `keyWord` (a LIKE on logContent, not a field) and with whole-day ends. */
function listQuery(query: Record<string, string | undefined>) {
  const { keyWord, ...rest } = query;
  const end = rest.createTime_end;
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(end)) rest.createTime_end = `${end} 23:59:59`;
  const keyword = keyWord?.trim();
  const scope = keyword
    ? {
        sql: "t.data->>'logContent' ILIKE $1",
        params: [`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      }
    : undefined;
  return { rest, scope };
}

export function logRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const source: ListSource = {
    table: 'sys_log',
    dictFields: { logType: 'log_type', operateType: 'operate_type' },
    numericFields: ['logType', 'operateType', 'costTime'],
  };

  router.on('get', '/sys/log/list', async ({ query }) => {
    const { rest, scope } = listQuery(query);
    return sysListOk(
      await jeecgPage<LogRecord>(db, { ...source, ...(scope ? { scope } : {}) }, rest),
    );
  });

  router.on('delete', '/sys/log/delete', async ({ query }) => {
    await db.query('DELETE FROM sys_log WHERE id = $1', [query.id ?? '']);
    return sysOk(null, LOGS_DELETED);
  });

  router.on('delete', '/sys/log/deleteBatch', async ({ query }) => {
    if (query.ids === CLEAR_ALL) {
      await db.query('DELETE FROM sys_log');
    } else {
      const ids = String(query.ids ?? '')
        .split(',')
        .filter((id) => id !== '');
      await db.query('DELETE FROM sys_log WHERE id = ANY($1::text[])', [ids]);
    }
    return sysOk(null, LOGS_DELETED);
  });

  router.on('get', '/sys/loginfo', async () => {
    const today = startOfDay(now());
    const counts = await one<{ total: number; today: number; ips: number }>(
      db,
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE create_time >= $1)::int AS today,
              count(DISTINCT data->>'ip') FILTER (WHERE create_time >= $1)::int AS ips
         FROM sys_log WHERE ${SIGN_IN}`,
      [today],
    );
    return sysOk(
      {
        totalVisitCount: counts?.total ?? 0,
        todayVisitCount: counts?.today ?? 0,
        todayIp: counts?.ips ?? 0,
      },
      LOGINFO_MESSAGE,
    );
  });

  // The last 7 days, today included; a day without sign-ins has no row (the chart draws 0).
  router.on('get', '/sys/visitInfo', async () => {
    const from = new Date(startOfDay(now()).getTime() - 6 * DAY_MS);
    const rows = await all<{ tian: string; visit: number; ip: number }>(
      db,
      `SELECT left(data->>'createTime', 10) AS tian, count(*)::int AS visit,
              count(DISTINCT data->>'ip')::int AS ip
         FROM sys_log WHERE ${SIGN_IN} AND data->>'createTime' >= $1
        GROUP BY 1 ORDER BY 1`,
      [jeecgDateTime(from)],
    );
    return sysListOk(rows.map((row) => ({ ...row, type: row.tian.slice(5) })));
  });
}
