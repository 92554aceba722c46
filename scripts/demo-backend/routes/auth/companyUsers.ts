/**
 * 公司管理 › 用户管理 (spec 2.7; cap.yaml UserInquiry … UserPasswordReset): the console's users
 * with their groups and the auth_user_status machine (01 已启用, 02 已停用, 03 已锁定), over the
 * same sys_user rows the sign-in reads: a disabled user cannot sign in and its sessions end.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '../../../../src/api/generated/cap';
import { all, one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { jeecgDateTime } from '../../http/time';
import {
  PASSWORD_RULE,
  accountOf,
  maskCertNo,
  maskMobile,
  setLoginPassword,
  updateUserData,
  userById,
  userByName,
  userByPhone,
  type Row,
} from './accounts';
import { capDone, decryptedSecret, pageOf } from './capReplies';
import { sessionDecrypted } from './capSession';
import { createUser } from './newUsers';

type CapAuthUser = components['schemas']['CapAuthUser'];
type StatusCode = CapAuthUser['status'];

const STATUS_OF_ROW = `CASE WHEN u.status = 1 THEN '01' WHEN coalesce(a.locked, false) THEN '03' ELSE '02' END`;

interface ListedRow {
  id: string;
  username: string;
  data: Row;
  status_code: StatusCode;
  cert_no: string | null;
  remark: string | null;
  status_reason: string | null;
  last_login: Date | null;
  total: number;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

async function groupsOf(db: Queryable, userIds: string[]) {
  const rows = await all<{ user_id: string; group_id: string; group_name: string }>(
    db,
    `SELECT m.user_id, g.id AS group_id, g.group_name FROM demo_group_member m
       JOIN demo_group g ON g.id = m.group_id WHERE m.user_id = ANY($1::text[])
      ORDER BY m.sort_no, g.id`,
    [userIds],
  );
  const byUser = new Map<string, { groupId: string; groupName: string }[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ groupId: row.group_id, groupName: row.group_name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

interface Filters {
  id?: string;
  userName?: string;
  realName?: string;
  mobile?: string;
  status?: string;
  groupId?: string;
}

async function listUsers(
  db: Queryable,
  filters: Filters,
  page: { pageSize: number; offset: number },
  decrypted: boolean,
): Promise<{ users: CapAuthUser[]; count: number }> {
  const rows = await all<ListedRow>(
    db,
    `SELECT u.id, u.username, u.data, ${STATUS_OF_ROW} AS status_code, a.cert_no, a.remark,
            a.status_reason, (SELECT max(s.login_time) FROM demo_session s WHERE s.user_id = u.id) AS last_login,
            count(*) OVER ()::int AS total
       FROM sys_user u LEFT JOIN demo_account a ON a.user_id = u.id
      WHERE u.del_flag = 0
        AND ($1::text IS NULL OR u.id = $1)
        AND ($2::text IS NULL OR strpos(u.username, $2) > 0)
        AND ($3::text IS NULL OR strpos(u.data->>'realname', $3) > 0)
        AND ($4::text IS NULL OR u.data->>'phone' = $4)
        AND ($5::text IS NULL OR ${STATUS_OF_ROW} = $5)
        AND ($6::text IS NULL OR EXISTS (
              SELECT 1 FROM demo_group_member m WHERE m.user_id = u.id AND m.group_id = $6))
      ORDER BY u.data->>'createTime' DESC, u.username
      LIMIT $7 OFFSET $8`,
    [
      text(filters.id),
      text(filters.userName),
      text(filters.realName),
      text(filters.mobile),
      text(filters.status),
      text(filters.groupId),
      page.pageSize,
      page.offset,
    ],
  );
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  const users = rows.map((row): CapAuthUser => {
    const mobile = typeof row.data.phone === 'string' ? row.data.phone : '';
    return {
      userId: row.id,
      userName: row.username,
      realName: String(row.data.realname ?? ''),
      // Sensitive values in full only for a decrypted session (spec 2.6 数据解密).
      mobile: decrypted ? mobile : (maskMobile(mobile) ?? ''),
      certNo: decrypted ? row.cert_no : maskCertNo(row.cert_no),
      email: text(row.data.email),
      groups: groups.get(row.id) ?? [],
      status: row.status_code,
      statusReason: row.status_reason,
      lastLoginTime: row.last_login ? jeecgDateTime(new Date(row.last_login)) : null,
      createTime: String(row.data.createTime ?? ''),
      remark: row.remark,
    };
  });
  return { users, count: rows[0]?.total ?? 0 };
}

async function oneUser(db: Queryable, userId: string, decrypted: boolean): Promise<CapAuthUser> {
  const { users } = await listUsers(db, { id: userId }, { pageSize: 1, offset: 0 }, decrypted);
  if (!users[0]) throw new Refusal('用户不存在');
  return users[0];
}

/** A masked value sent back unchanged (it contains `*`) keeps the stored one. */
const keepMasked = (sent: string | null | undefined, stored: string | null): string | null =>
  sent && sent.includes('*') ? stored : (sent ?? null);

async function saveGroups(db: Queryable, userId: string, groupIds: string[]): Promise<void> {
  const known = await all<{ id: string }>(
    db,
    'SELECT id FROM demo_group WHERE id = ANY($1::text[])',
    [groupIds],
  );
  if (known.length !== new Set(groupIds).size) throw new Refusal('所选用户组不存在');
  await db.query('DELETE FROM demo_group_member WHERE user_id = $1', [userId]);
  for (const [index, groupId] of [...new Set(groupIds)].entries()) {
    await db.query(
      'INSERT INTO demo_group_member (group_id, user_id, sort_no) VALUES ($1, $2, $3)',
      [groupId, userId, index],
    );
  }
}

const mobileUsedBy = (user: { username: string; data: Row }) =>
  `手机号已被用户${String(user.data.realname ?? user.username)}（${user.username}）使用`;

export function companyUserRoutes(router: ContractRouter): void {
  const { db, config, sessions, now } = router.deps;

  router.on('post', '/cap/auth/v1/UserInquiry', async ({ body, session }) => {
    const page = pageOf(body);
    const decrypted = await sessionDecrypted(db, session.accessToken);
    const { users, count } = await listUsers(db, body, page, decrypted);
    return capDone(
      { listData: users, page: { count, pageSize: page.pageSize, offset: page.offset } },
      '交易成功',
    );
  });

  router.on('post', '/cap/auth/v1/UserGroupInquiry', async ({ body }) => {
    const page = pageOf(body);
    const rows = await all<{ id: string; group_name: string; total: number }>(
      db,
      `SELECT id, group_name, count(*) OVER ()::int AS total FROM demo_group
        WHERE ($1::text IS NULL OR strpos(group_name, $1) > 0) ORDER BY id LIMIT $2 OFFSET $3`,
      [text(body.groupName), page.pageSize, page.offset],
    );
    return capDone(
      {
        listData: rows.map((row) => ({ groupId: row.id, groupName: row.group_name })),
        page: { count: rows[0]?.total ?? 0, pageSize: page.pageSize, offset: page.offset },
      },
      '交易成功',
    );
  });

  router.on('post', '/cap/auth/v1/UserAddtion', async ({ body, session }) => {
    const refused = (message: string, replyCode: string) =>
      new Refusal(message, { replyCode, replyText: '新增失败' });
    if (!/^\w{4,20}$/.test(body.userName)) {
      throw refused('登录账号须为4-20位的英文字母、数字或下划线', 'E6100');
    }
    if (await userByName(db, body.userName)) {
      throw refused(`登录账号“${body.userName}”已存在`, 'E6101');
    }
    if (!/^1\d{10}$/.test(body.mobile)) throw refused('请输入正确的手机号码', 'E6100');
    const holder = await userByPhone(db, body.mobile);
    if (holder) throw refused(mobileUsedBy(holder), 'E6102');
    // The initial password goes to the user's mobile by SMS; the demo sends none and logs it.
    const initialPassword = `Hl@${randomBytes(4).toString('hex')}`;
    const id = await db.transaction(async (tx) => {
      const userId = await createUser(
        tx,
        {
          username: body.userName,
          password: initialPassword,
          realname: body.realName,
          phone: body.mobile,
          email: text(body.email),
          createBy: session.username,
        },
        now(),
        { mustChangePassword: true },
      );
      await tx.query('UPDATE demo_account SET cert_no = $2, remark = $3 WHERE user_id = $1', [
        userId,
        text(body.certNo),
        text(body.remark),
      ]);
      await saveGroups(tx, userId, body.groupIds ?? []);
      return userId;
    });
    console.log(
      `[demo-backend] 新用户 ${body.userName} 的初始登录密码 ${initialPassword} 已“短信”发往 ${body.mobile}（演示环境不发短信）`,
    );
    return capDone(
      await oneUser(db, id, await sessionDecrypted(db, session.accessToken)),
      '新增成功，初始密码已通过短信发送至用户手机',
    );
  });

  router.on('post', '/cap/auth/v1/UserUpdating', async ({ body, session }) => {
    const refused = (message: string, replyCode: string) =>
      new Refusal(message, { replyCode, replyText: '保存失败' });
    const user = await userById(db, body.userId);
    if (!user) throw refused('用户不存在', 'E6100');
    const account = await accountOf(db, user.id);
    if (user.status !== 1 && !account.locked)
      throw refused('用户已停用，请先启用后再编辑', 'E6103');
    const phone = keepMasked(body.mobile, (user.data.phone as string | null) ?? null);
    if (!phone || !/^1\d{10}$/.test(phone)) throw refused('请输入正确的手机号码', 'E6100');
    const holder = await userByPhone(db, phone);
    if (holder && holder.id !== user.id) throw refused(mobileUsedBy(holder), 'E6102');
    await db.transaction(async (tx) => {
      await updateUserData(tx, user.id, {
        realname: body.realName,
        phone,
        email: text(body.email),
        updateBy: session.username,
        updateTime: jeecgDateTime(now()),
      });
      await tx.query('UPDATE demo_account SET cert_no = $2, remark = $3 WHERE user_id = $1', [
        user.id,
        keepMasked(body.certNo, account.cert_no),
        text(body.remark),
      ]);
      await saveGroups(tx, user.id, body.groupIds ?? []);
    });
    return capDone(
      await oneUser(db, user.id, await sessionDecrypted(db, session.accessToken)),
      '保存成功',
    );
  });

  router.on('post', '/cap/auth/v1/UserStatusModify', async ({ body, session }) => {
    const enabling = body.action === 'enable';
    const verb = enabling ? '启用' : '停用';
    const refused = (message: string, replyCode: string, replyText = `${verb}失败`) =>
      new Refusal(message, { replyCode, replyText });
    const reason = text(body.reason);
    if (!reason) throw refused('启用和停用须填写原因', 'E6104', '操作失败');
    const user = await userById(db, body.userId);
    if (!user) throw refused('用户不存在', 'E6100');
    if (!enabling && user.id === session.userId) throw refused('不能停用当前登录的用户', 'E6105');
    const account = await accountOf(db, user.id);
    const status: StatusCode = user.status === 1 ? '01' : account.locked ? '03' : '02';
    if (enabling && status === '01') throw refused('用户当前状态为已启用，不能重复启用', 'E6106');
    if (!enabling && status === '02') throw refused('用户当前状态为已停用，不能重复停用', 'E6106');
    await db.transaction(async (tx) => {
      await tx.query('UPDATE sys_user SET status = $2 WHERE id = $1', [user.id, enabling ? 1 : 2]);
      await updateUserData(tx, user.id, {
        status: enabling ? 1 : 2,
        updateBy: session.username,
        updateTime: jeecgDateTime(now()),
      });
      await tx.query(
        'UPDATE demo_account SET locked = false, status_reason = $2 WHERE user_id = $1',
        [user.id, reason],
      );
    });
    if (!enabling) await sessions.revokeUser(user.id);
    return capDone(
      await oneUser(db, user.id, await sessionDecrypted(db, session.accessToken)),
      `${verb}成功`,
    );
  });

  router.on('post', '/cap/auth/v1/UserPasswordReset', async ({ body }) => {
    const refused = (message: string, replyCode: string) =>
      new Refusal(message, { replyCode, replyText: '重置失败' });
    const weak = refused('新密码不符合密码规则：至少8位的英文字母、数字、字符组合', 'E6107');
    const password = decryptedSecret(body.pswNew, config.loginAesKey, weak);
    if (!PASSWORD_RULE.test(password)) throw weak;
    const user = await userById(db, body.userId);
    if (!user) throw refused('用户不存在', 'E6100');
    const account = await accountOf(db, user.id);
    if (user.status !== 1 && !account.locked) throw refused('用户已停用，不能重置密码', 'E6108');
    await db.transaction(async (tx) => {
      await setLoginPassword(tx, user.id, password, now(), true);
      if (account.locked) {
        // A locked user (03) is unlocked by the reset.
        await tx.query('UPDATE sys_user SET status = 1 WHERE id = $1', [user.id]);
        await updateUserData(tx, user.id, { status: 1 });
        await tx.query('UPDATE demo_account SET locked = false WHERE user_id = $1', [user.id]);
      }
    });
    return capDone(null, '密码重置成功，用户下次登录须修改密码');
  });
}

/** The user's status code (for tests and other areas). */
export async function userStatusCode(
  db: Queryable,
  userId: string,
): Promise<StatusCode | undefined> {
  const row = await one<{ status_code: StatusCode }>(
    db,
    `SELECT ${STATUS_OF_ROW} AS status_code FROM sys_user u LEFT JOIN demo_account a ON a.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  return row?.status_code;
}
