/**
 * Look-ups of users by the pickers and pages around 用户管理 (spec 7.4; jeecg-contracts §2.2): the
 * users of a department subtree, the multi-user picker, the user picker's pages, a user's
 * departments and the address book (通讯录).
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { jeecgPage, listConditions } from '../../http/jeecgList';
import type { ContractRouter } from '../../http/router';
import { idList } from './grants';
import { pageOf, pagingOf } from './paging';
import { LISTED_USERS, userSource, withUserTexts, type User } from './userRecords';

type AddressRecord = components['schemas']['SysUserAddressRecord'];

const ACTIVE_USERS = `${LISTED_USERS} AND t.status = 1`;
/** Users linked to a department whose org code starts with that of department $1. */
const IN_DEPART_SUBTREE = `t.id IN (
  SELECT ud.user_id FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
    JOIN sys_depart root ON root.id = $1
   WHERE left(d.org_code, length(root.org_code)) = root.org_code)`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function userLookupRoutes(router: ContractRouter): void {
  const { db } = router.deps;

  router.on('get', '/sys/user/queryUserByDepId', async ({ query }) => {
    const params: unknown[] = [query.id ?? ''];
    let where = `${LISTED_USERS} AND ${IN_DEPART_SUBTREE}`;
    if (query.realname)
      where += ` AND t.data->>'realname' ILIKE $${params.push(likeOf(query.realname))}`;
    const users = await all<{ data: User }>(
      db,
      `SELECT t.data FROM sys_user t WHERE ${where} ORDER BY t.create_time`,
      params,
    );
    const withTexts = await withUserTexts(
      db,
      users.map((row) => row.data),
    );
    return sysListOk(
      withTexts.map(({ post_dictText: _p, departIds_dictText: _d, ...user }) => user),
    );
  });

  // A bare array, no envelope (jeecg-contracts §2.2): only active users.
  router.on('get', '/sys/user/getMultiUser', async ({ query }) => {
    const { where, params } = listConditions(
      { table: 'sys_user', scope: { sql: ACTIVE_USERS, params: [] } },
      query,
    );
    const rows = await all<{ data: User }>(
      db,
      `SELECT t.data FROM sys_user t WHERE ${where} ORDER BY t.create_time`,
      params,
    );
    return rows.map((row) => row.data);
  });

  router.on('get', '/sys/user/queryUserComponentData', async ({ query }) => {
    const params: unknown[] = [];
    let sql = ACTIVE_USERS;
    if (query.departId) {
      params.push(query.departId);
      sql += ` AND ${IN_DEPART_SUBTREE}`;
      if (query.username) sql += ` AND t.username ILIKE $${params.push(likeOf(query.username))}`;
      if (query.realname) {
        sql += ` AND t.data->>'realname' ILIKE $${params.push(likeOf(query.realname))}`;
      }
    } else {
      // Without a department JeecgBoot filters by user name and id only, not the real name.
      if (query.username) sql += ` AND t.username ILIKE $${params.push(likeOf(query.username))}`;
      if (query.id) sql += ` AND t.id = ANY($${params.push(idList(query.id))}::text[])`;
    }
    const paging = {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      column: query.column,
      order: query.order,
    };
    const page = await jeecgPage<User>(db, userSource({ sql, params }), paging);
    return sysOk({ ...page, records: await withUserTexts(db, page.records) }, '');
  });

  router.on('get', '/sys/user/userDepartList', async ({ query }) => {
    const departs = await all<{ id: string; name: string | null }>(
      db,
      `SELECT d.id, d.data->>'departName' AS name FROM sys_user_depart ud
         JOIN sys_depart d ON d.id = ud.depart_id WHERE ud.user_id = $1 ORDER BY d.org_code`,
      [query.userId ?? ''],
    );
    if (departs.length === 0) throw new Refusal('查找失败', { code: 0 });
    return sysListOk(
      departs.map((d) => ({ key: d.id, value: d.id, title: d.name, children: null })),
    );
  });

  router.on('get', '/sys/user/queryByOrgCodeForAddressList', async ({ query }) => {
    const paging = pagingOf(query);
    const params: unknown[] = [query.orgCode ?? ''];
    let where = `u.del_flag = 0 AND left(d.org_code, length($1)) = $1`;
    if (query.realname)
      where += ` AND u.data->>'realname' ILIKE $${params.push(likeOf(query.realname))}`;
    if (query.workNo) where += ` AND u.data->>'workNo' ILIKE $${params.push(likeOf(query.workNo))}`;
    const members = `SELECT u.id AS user_id, u.data, u.create_time, d.id AS depart_id,
        d.data->>'departName' AS depart_name, d.org_code
        FROM sys_user u JOIN sys_user_depart ud ON ud.user_id = u.id JOIN sys_depart d ON d.id = ud.depart_id
       WHERE ${where}`;
    const counted = await one<{ total: number }>(
      db,
      `SELECT count(DISTINCT user_id)::int AS total FROM (${members}) m`,
      params,
    );
    // One row per user: the departments' names joined with " | " (jeecg-contracts §2.2).
    const rows = await all<{ data: User; depart_id: string; depart_name: string }>(
      db,
      `SELECT (array_agg(m.data))[1] AS data,
              (array_agg(m.depart_id ORDER BY m.org_code))[1] AS depart_id,
              string_agg(m.depart_name, ' | ' ORDER BY m.org_code) AS depart_name
         FROM (${members}) m GROUP BY m.user_id
        ORDER BY min(m.org_code), min(m.create_time)
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, paging.size, paging.offset],
    );
    const records: AddressRecord[] = rows.map(({ data, depart_id, depart_name }) => ({
      userId: data.id,
      realname: data.realname ?? null,
      avatar: data.avatar ?? null,
      email: data.email ?? null,
      phone: data.phone ?? null,
      telephone: data.telephone ?? null,
      workNo: data.workNo ?? null,
      post: data.post ?? null,
      departId: depart_id,
      departName: depart_name,
    }));
    return sysOk(pageOf(records, counted?.total ?? 0, paging), '');
  });
}
