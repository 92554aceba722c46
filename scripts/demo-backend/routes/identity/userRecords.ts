/**
 * Users as the console reads them (jeecg-contracts §2.2): the record (`data` of sys_user) with
 * the texts JeecgBoot adds to lists, and the links to roles and departments that the forms and
 * the department pages change.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, type Queryable } from '../../db/database';
import type { ListSource } from '../../http/jeecgList';
import { idList } from './grants';

type Schemas = components['schemas'];
export type User = Schemas['SysUser'];
export type UserRecord = Schemas['SysUserRecord'];

/** The users a list may show: not logically deleted, not JeecgBoot's reserved account. */
export const LISTED_USERS = "t.del_flag = 0 AND t.username <> '_reserve_user_external'";

export const USER_DICTS = { sex: 'sex', status: 'user_status' } as const;

export function userSource(scope?: ListSource['scope']): ListSource {
  return {
    table: 'sys_user',
    scope: scope ?? { sql: LISTED_USERS, params: [] },
    dictFields: { ...USER_DICTS },
    numericFields: ['sex', 'status', 'userIdentity', 'activitiSync'],
  };
}

async function namesBy(
  db: Queryable,
  sql: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await all<{ key: string; name: string }>(db, sql, [keys]);
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** The names of each user's departments (sys_user_depart), in org code order. */
export async function departNamesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  return namesBy(
    db,
    `SELECT ud.user_id AS key, string_agg(d.data->>'departName', ',' ORDER BY d.org_code) AS name
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
      WHERE ud.user_id = ANY($1::text[]) GROUP BY ud.user_id`,
    userIds,
  );
}

const labels = (values: string[], names: Map<string, string>): string | null => {
  const known = values.map((value) => names.get(value)).filter((name) => name !== undefined);
  return known.length > 0 ? known.join(',') : null;
};

/**
 * The list texts: `orgCodeTxt` (the user's departments), `post_dictText` (position names) and
 * `departIds_dictText` (the names of the departments a head is in charge of). The dictionary
 * labels (sex, status) come with the page already.
 */
export async function withUserTexts<T extends User>(
  db: Queryable,
  users: T[],
): Promise<(T & UserRecord)[]> {
  const posts = users.flatMap((user) => idList(user.post));
  const heads = users.flatMap((user) => idList(user.departIds));
  const [positionNames, headedNames, memberships] = await Promise.all([
    namesBy(
      db,
      "SELECT code AS key, data->>'name' AS name FROM sys_position WHERE code = ANY($1::text[])",
      [...new Set(posts)],
    ),
    namesBy(
      db,
      "SELECT id AS key, data->>'departName' AS name FROM sys_depart WHERE id = ANY($1::text[])",
      [...new Set(heads)],
    ),
    departNamesOf(
      db,
      users.map((user) => user.id),
    ),
  ]);
  return users.map((user) => ({
    ...user,
    orgCodeTxt: memberships.get(user.id) ?? null,
    post_dictText: labels(idList(user.post), positionNames),
    departIds_dictText: labels(idList(user.departIds), headedNames),
  }));
}

/** Users by id in one query, as stored (no list texts). */
export async function usersByIds(db: Queryable, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return (
    await all<{ data: User }>(
      db,
      'SELECT data FROM sys_user WHERE id = ANY($1::text[]) AND del_flag = 0 ORDER BY create_time',
      [ids],
    )
  ).map((row) => row.data);
}

/** Replaces a user's roles with those of `roleIds` that exist. */
export async function setUserRoles(
  tx: Queryable,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM sys_user_role WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO sys_user_role (user_id, role_id)
     SELECT $1, r.id FROM sys_role r WHERE r.id = ANY($2::text[])`,
    [userId, roleIds],
  );
}

/** Replaces a user's departments with those of `departIds` that exist. */
export async function setUserDeparts(
  tx: Queryable,
  userId: string,
  departIds: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM sys_user_depart WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO sys_user_depart (user_id, depart_id)
     SELECT $1, d.id FROM sys_depart d WHERE d.id = ANY($2::text[])`,
    [userId, departIds],
  );
}

/**
 * Keeps each user's current department (`orgCode`, spec 6 "users with several departments choose
 * a current department") among the departments the user is in: kept while still a member, else
 * the first of them (what JeecgBoot's sign-in writes), else none.
 */
export async function keepCurrentDepart(tx: Queryable, userIds: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE sys_user u SET data = jsonb_set(u.data, '{orgCode}', coalesce(
        (SELECT to_jsonb(d.org_code) FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
          WHERE ud.user_id = u.id ORDER BY (d.org_code = u.data->>'orgCode') DESC, d.org_code LIMIT 1),
        'null'::jsonb))
      WHERE u.id = ANY($1::text[])`,
    [userIds],
  );
}
