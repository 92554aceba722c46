/**
 * 在线用户 (spec 2.7, 7.2; jeecg-contracts §2.9): the live sessions (not revoked, not expired, the
 * user neither frozen nor deleted) with their users, and 强退, which ends one session.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { withDictTexts } from '../../http/jeecgList';
import type { ContractRouter } from '../../http/router';
import { newId } from '../../http/secrets';
import { jeecgDateTime } from '../../http/time';
import { socketHubOf } from './socketHub';

type OnlineUser = components['schemas']['SysUserOnline'];

export const LOGGED_OUT = '退出登录成功！';
export const LOGOUT_FAILED = '退出登录失败！';
export const TOKEN_UNKNOWN = 'Token无效!';
/** JeecgBoot computes `pages` with a fixed size of 10 (the contract says so). */
const PAGES_OF = 10;

export const NO_PERMISSION = '没有权限，请联系管理员授权';
const ONLINE_PAGE = '/isystem/online';
const FORCE_LOGOUT = 'online:force_logout';

/**
 * The tokens of every session are on this page: only a user whose roles grant it (the page, or
 * for 强退 its button) may read or end them; JeecgBoot answers others code 510.
 */
async function requireGrant(
  db: Queryable,
  userId: string,
  url: string | null,
  perms: string | null,
) {
  const granted = await one<{ ok: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM sys_user_role ur
        JOIN sys_role_permission rp ON rp.role_id = ur.role_id
        JOIN sys_permission p ON p.id = rp.permission_id
       WHERE ur.user_id = $1 AND (p.data->>'url' = $2 OR p.perms = $3)) AS ok`,
    [userId, url, perms],
  );
  if (!granted?.ok) throw new Refusal(NO_PERMISSION, { code: 510 });
}

const LIVE = `s.revoked_at IS NULL AND s.access_expires_at > $1 AND u.status = 1 AND u.del_flag = 0`;

export function onlineRoutes(router: ContractRouter): void {
  const { db, sessions, now } = router.deps;
  const hub = socketHubOf(router.deps);

  router.on('get', '/sys/online/list', async ({ query, session }) => {
    await requireGrant(db, session.userId, ONLINE_PAGE, null);
    const size = Math.min(Math.max(Number(query.pageSize) || 10, 1), 1000);
    const current = Math.max(Math.trunc(Number(query.pageNo)) || 1, 1);
    const username = query.username?.trim() ?? '';
    const params = [now(), `%${username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
    const from = `FROM demo_session s JOIN sys_user u ON u.id = s.user_id
      WHERE ${LIVE} AND u.username ILIKE $2`;
    const counted = await one<{ total: number }>(
      db,
      `SELECT count(*)::int AS total ${from}`,
      params,
    );
    const rows = await all<OnlineUser>(
      db,
      `SELECT u.id, s.access_token AS token, u.username, u.data->>'realname' AS realname,
              u.data->>'avatar' AS avatar, u.data->>'birthday' AS birthday,
              (u.data->>'sex')::int AS sex, u.data->>'phone' AS phone
         ${from} ORDER BY s.login_time DESC LIMIT $3 OFFSET $4`,
      [...params, size, (current - 1) * size],
    );
    const total = counted?.total ?? 0;
    return sysListOk({
      records: await withDictTexts(db, rows, { sex: 'sex' }),
      total,
      size,
      current,
      pages: Math.ceil(total / PAGES_OF),
      orders: [],
      optimizeCountSql: true,
      searchCount: true,
      countId: null,
      maxLimit: null,
    });
  });

  // 强退: the session of the row's token ends now; its next call gets spec 8.1's Token失效.
  router.on('post', '/sys/online/forceLogout', async ({ body, session, context }) => {
    await requireGrant(db, session.userId, null, FORCE_LOGOUT);
    const token = typeof body?.token === 'string' ? body.token.trim() : '';
    if (token === '') throw new Refusal(LOGOUT_FAILED);
    const target = await sessions.find(token);
    if (!target) throw new Refusal(TOKEN_UNKNOWN);
    await sessions.revoke(token);
    hub.endSession(token);
    const names = new Map(
      (
        await all<{ id: string; realname: string | null }>(
          db,
          "SELECT id, data->>'realname' AS realname FROM sys_user WHERE id = ANY($1::text[])",
          [[target.userId, session.userId]],
        )
      ).map((row) => [row.id, row.realname]),
    );
    const at = now();
    const id = newId();
    // JeecgBoot writes the 强退 into the sign-in log (type 1), by the operator.
    await db.query('INSERT INTO sys_log (id, log_type, data, create_time) VALUES ($1, 1, $2, $3)', [
      id,
      {
        id,
        logType: 1,
        logContent: `强制: ${names.get(target.userId) ?? target.username}退出成功！`,
        operateType: null,
        userid: session.username,
        username: names.get(session.userId) ?? session.username,
        ip: context.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
        method: null,
        requestUrl: '/sys/online/forceLogout',
        requestParam: null,
        requestType: 'POST',
        costTime: null,
        createBy: session.username,
        createTime: jeecgDateTime(at),
        updateBy: null,
        updateTime: null,
      },
      at,
    ]);
    return sysOk(LOGGED_OUT, LOGGED_OUT);
  });
}
