/**
 * 用户管理 (spec 7.4; jeecg-contracts §2.2): the user list and form, freezing, the administrator's
 * password reset, the account check and (logical) deletion. Passwords are stored as salted scrypt
 * hashes (http/secrets.ts), never in the record.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { jeecgPage } from '../../http/jeecgList';
import { ADDED } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { hashPassword, newId, newSalt } from '../../http/secrets';
import type { Session } from '../../http/session';
import { jeecgDateTime } from '../../http/time';
import { idList } from './grants';
import { NO_ENTITY } from './permissions';
import {
  keepCurrentDepart,
  LISTED_USERS,
  setUserDeparts,
  setUserRoles,
  usersByIds,
  userSource,
  withUserTexts,
  type User,
} from './userRecords';

type UserForm = components['schemas']['SysUserForm'];

const FAILED = '操作失败';
const EDITED = '修改成功!';
const ACTIVE = 1;
const FROZEN = 2;
const DELETED = 1;
/** The SysUser fields the form may set; the rest the server keeps (jeecg-contracts §2.2). */
const FORM_FIELDS = [
  'username',
  'realname',
  'avatar',
  'birthday',
  'sex',
  'email',
  'phone',
  'status',
  'workNo',
  'post',
  'telephone',
  'activitiSync',
  'userIdentity',
  'departIds',
  'relTenantIds',
  'clientId',
  'homePath',
] as const;
const NUMERIC = new Set(['sex', 'status', 'activitiSync', 'userIdentity']);
/** Unique when present: an empty text is no value (the phone has a unique index). */
const BLANK_IS_NULL = new Set(['phone', 'email', 'workNo', 'birthday']);

function formFields(form: UserForm): Partial<User> {
  const fields: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    let value: unknown = form[field];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '' && BLANK_IS_NULL.has(field)) value = null;
    if (NUMERIC.has(field) && value !== null && value !== '') value = Number(value);
    fields[field] = value;
  }
  return fields as Partial<User>;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** A unique violation (user name, phone) answered as JeecgBoot's add and edit do. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(FAILED);
    throw error;
  }
}

async function writeUser(tx: Queryable, user: User): Promise<void> {
  await tx.query('UPDATE sys_user SET username = $2, status = $3, data = $4 WHERE id = $1', [
    user.id,
    user.username,
    user.status ?? ACTIVE,
    user,
  ]);
}

/** Sets the status of users (column and record together); the number changed. */
async function setStatus(db: Queryable, ids: readonly string[], status: number): Promise<string[]> {
  const rows = await all<{ id: string }>(
    db,
    `UPDATE sys_user SET status = $2::int, data = jsonb_set(data, '{status}', to_jsonb($2::int))
      WHERE id = ANY($1::text[]) AND del_flag = 0 RETURNING id`,
    [ids, status],
  );
  return rows.map((row) => row.id);
}

export function userRoutes(router: ContractRouter): void {
  const { db, sessions, now } = router.deps;
  const stamp = (session: Session) => ({
    updateBy: session.username,
    updateTime: jeecgDateTime(now()),
  });

  router.on('get', '/sys/user/list', async ({ query }) => {
    const { departId, code, ...filters } = query;
    let scope = { sql: LISTED_USERS, params: [] as unknown[] };
    if (departId) {
      scope = {
        sql: `${LISTED_USERS} AND t.id IN (SELECT user_id FROM sys_user_depart WHERE depart_id = $1)`,
        params: [departId],
      };
    }
    const ids = idList(code);
    if (ids.length > 0) {
      scope = {
        sql: `${scope.sql} AND t.id = ANY($${scope.params.length + 1}::text[])`,
        params: [...scope.params, ids],
      };
      filters.pageSize = String(ids.length);
    }
    // A department without users answers no page at all (jeecg-contracts §2.2).
    if (departId) {
      const member = await one(db, 'SELECT 1 FROM sys_user_depart WHERE depart_id = $1 LIMIT 1', [
        departId,
      ]);
      if (!member) return sysOk(null, '');
    }
    const page = await jeecgPage<User>(db, userSource(scope), filters);
    return sysListOk({ ...page, records: await withUserTexts(db, page.records) });
  });

  router.on('get', '/sys/user/queryById', async ({ query }) => {
    const [user] = await usersByIds(db, idList(query.id));
    if (!user) throw new Refusal(NO_ENTITY);
    return sysListOk(user);
  });

  router.on('get', '/sys/user/queryByIds', async ({ query }) =>
    sysListOk(await usersByIds(db, idList(query.userIds))),
  );

  router.on('get', '/sys/user/queryUserRole', async ({ query }) => {
    const rows = await all<{ role_id: string }>(
      db,
      'SELECT role_id FROM sys_user_role WHERE user_id = $1 ORDER BY role_id',
      [query.userid ?? ''],
    );
    if (rows.length === 0) throw new Refusal('未找到用户相关角色信息');
    return sysListOk(rows.map((row) => row.role_id));
  });

  router.on('post', '/sys/user/add', async ({ body, session }) => {
    if (!body.username || !body.password) throw new Refusal(FAILED);
    const salt = newSalt();
    const hash = await hashPassword(body.password, salt);
    const user: User = {
      avatar: null,
      birthday: null,
      sex: null,
      email: null,
      phone: null,
      workNo: null,
      post: null,
      telephone: null,
      activitiSync: 1,
      userIdentity: 1,
      departIds: null,
      relTenantIds: null,
      clientId: null,
      homePath: null,
      ...formFields(body),
      id: newId(),
      username: body.username,
      orgCode: null,
      status: ACTIVE,
      delFlag: 0,
      createBy: session.username,
      createTime: jeecgDateTime(now()),
      updateBy: null,
      updateTime: null,
    };
    await refusingDuplicates(() =>
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO sys_user (id, username, password_hash, salt, status, del_flag, data)
           VALUES ($1, $2, $3, $4, $5, 0, $6)`,
          [user.id, user.username, hash, salt, ACTIVE, user],
        );
        await setUserRoles(tx, user.id, idList(body.selectedroles));
        await setUserDeparts(tx, user.id, idList(body.selecteddeparts));
        await keepCurrentDepart(tx, [user.id]);
      }),
    );
    return sysOk(null, ADDED);
  });

  router.on('put', '/sys/user/edit', async ({ body, session }) => {
    const [current] = await usersByIds(db, idList(body.id));
    if (!current) throw new Refusal(FAILED);
    // The password is changed only by changePassword; orgCode only by the departments.
    const user: User = {
      ...current,
      ...formFields(body),
      orgCode: current.orgCode,
      ...stamp(session),
    };
    if (!user.username) throw new Refusal(FAILED);
    await refusingDuplicates(() =>
      db.transaction(async (tx) => {
        await writeUser(tx, user);
        await setUserRoles(tx, user.id, idList(body.selectedroles));
        await setUserDeparts(tx, user.id, idList(body.selecteddeparts || body.departIds));
        await keepCurrentDepart(tx, [user.id]);
      }),
    );
    if (user.status === FROZEN && current.status !== FROZEN) await sessions.revokeUser(user.id);
    return sysOk(null, EDITED);
  });

  router.on('put', '/sys/user/frozenBatch', async ({ body }) => {
    const status = Number(body.status);
    if (status !== ACTIVE && status !== FROZEN) throw new Refusal(FAILED);
    const changed = await db.transaction((tx) => setStatus(tx, idList(body.ids), status));
    // A frozen user is signed out everywhere at once (not only at the next token check).
    if (status === FROZEN) for (const id of changed) await sessions.revokeUser(id);
    return sysOk(null, '操作成功!');
  });

  router.on(
    'get',
    '/sys/user/checkOnlyUser',
    async ({ query }) => {
      const { id, _t: _cacheBuster, ...fields } = query;
      const given = Object.entries(fields).filter(
        ([name, value]) => value !== undefined && value !== '' && /^[A-Za-z_]\w*$/.test(name),
      );
      if (given.length === 0) return sysListOk(true);
      const params: unknown[] = [id ?? ''];
      const conditions = given.map(([name, value]) => {
        params.push(name, value);
        return `data->>$${params.length - 1} = $${params.length}`;
      });
      // Deleted users count: their account names stay taken (the column is unique).
      const taken = await one(
        db,
        `SELECT 1 FROM sys_user WHERE id <> $1 AND ${conditions.join(' AND ')} LIMIT 1`,
        params,
      );
      if (taken) throw new Refusal('用户账号已存在', { code: 0 });
      return sysListOk(true);
    },
    { public: true },
  );

  router.on('put', '/sys/user/changePassword', async ({ body, session }) => {
    const user = await one<{ id: string }>(
      db,
      'SELECT id FROM sys_user WHERE username = $1 AND del_flag = 0',
      [body.username ?? ''],
    );
    if (!user || !body.password) throw new Refusal('用户不存在！');
    const salt = newSalt();
    const hash = await hashPassword(body.password, salt);
    await db.query(
      `UPDATE sys_user SET password_hash = $2, salt = $3, data = data || $4::jsonb WHERE id = $1`,
      [user.id, hash, salt, stamp(session)],
    );
    return sysOk('密码修改成功!', '密码修改成功!');
  });

  // Logical delete (jeecg-contracts §2.2): the row stays, its sessions end.
  const remove = async (ids: string[]) => {
    if (ids.length === 0) throw new Refusal(NO_ENTITY);
    const removed = await all<{ id: string }>(
      db,
      `UPDATE sys_user SET del_flag = $2::int, data = jsonb_set(data, '{delFlag}', to_jsonb($2::int))
        WHERE id = ANY($1::text[]) AND del_flag = 0 RETURNING id`,
      [ids, DELETED],
    );
    for (const { id } of removed) await sessions.revokeUser(id);
  };
  router.on('delete', '/sys/user/delete', async ({ query }) => {
    await remove(idList(query.id));
    return sysOk('删除用户成功', '删除用户成功');
  });
  router.on('delete', '/sys/user/deleteBatch', async ({ query }) => {
    await remove(idList(query.ids));
    return sysOk('批量删除用户成功', '批量删除用户成功');
  });
}
