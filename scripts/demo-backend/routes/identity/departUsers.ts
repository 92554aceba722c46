/**
 * The users of one department (部门管理 › 部门用户; JeecgBoot v3.4.3 SysUserController): the
 * members' page, linking existing users and unlinking them. A user's current department
 * (orgCode) follows the links.
 */
import { one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { jeecgPage } from '../../http/jeecgList';
import type { ContractRouter } from '../../http/router';
import { idList } from './grants';
import { NO_ENTITY } from './permissions';
import {
  departNamesOf,
  keepCurrentDepart,
  LISTED_USERS,
  userSource,
  type User,
} from './userRecords';

const NOT_LINKED = '当前选中部门与用户无关联关系!';
const DEPART_HEAD = 2;

export function departUserRoutes(router: ContractRouter): void {
  const { db } = router.deps;

  router.on('get', '/sys/user/departUserList', async ({ query, session }) => {
    let departIds = idList(query.depId);
    if (departIds.length === 0) {
      // Without depId: the departments the signed-in head is in charge of (jeecg-contracts §2.2).
      const me = await one<{ data: User }>(db, 'SELECT data FROM sys_user WHERE id = $1', [
        session.userId,
      ]);
      if (Number(me?.data.userIdentity) === DEPART_HEAD) departIds = idList(me?.data.departIds);
    }
    if (departIds.length === 0) return sysListOk(null);
    const { depId: _depId, username, ...rest } = query;
    const filters = username ? { ...rest, username: `*${username.replaceAll('*', '')}*` } : rest;
    const scope = {
      sql: `${LISTED_USERS} AND t.id IN (SELECT user_id FROM sys_user_depart WHERE depart_id = ANY($1::text[]))`,
      params: [departIds],
    };
    const page = await jeecgPage<User>(db, userSource(scope), filters);
    const names = await departNamesOf(
      db,
      page.records.map((user) => user.id),
    );
    // JeecgBoot writes the department names into orgCode, not orgCodeTxt (contract-check row 22).
    const records = page.records.map((user) => ({
      ...user,
      orgCode: names.get(user.id) ?? null,
      orgCodeTxt: null,
    }));
    return sysListOk({ ...page, records });
  });

  router.on('post', '/sys/user/editSysDepartWithUser', async ({ body }) => {
    const depart = await one(db, 'SELECT 1 FROM sys_depart WHERE id = $1', [body.depId]);
    if (!depart) throw new Refusal(NO_ENTITY);
    const userIds = [...new Set(body.userIdList ?? [])];
    await db.transaction(async (tx) => {
      // Users already linked are skipped.
      await tx.query(
        `INSERT INTO sys_user_depart (user_id, depart_id)
         SELECT u.id, $2 FROM sys_user u WHERE u.id = ANY($1::text[]) AND u.del_flag = 0
         ON CONFLICT DO NOTHING`,
        [userIds, body.depId],
      );
      await keepCurrentDepart(tx, userIds);
    });
    return sysListOk(null, '添加成功!');
  });

  const unlink = async (depId: string | undefined, userIds: string[]) => {
    const removed = await db.transaction(async (tx) => {
      const result = await tx.query(
        'DELETE FROM sys_user_depart WHERE depart_id = $1 AND user_id = ANY($2::text[])',
        [depId ?? '', userIds],
      );
      await keepCurrentDepart(tx, userIds);
      return result.affectedRows ?? 0;
    });
    if (removed === 0) throw new Refusal(NOT_LINKED);
  };
  router.on('delete', '/sys/user/deleteUserInDepart', async ({ query }) => {
    await unlink(query.depId, idList(query.userId));
    return sysOk(null, '删除成功!');
  });
  router.on('delete', '/sys/user/deleteUserInDepartBatch', async ({ query }) => {
    await unlink(query.depId, idList(query.userIds));
    return sysOk(null, '删除成功!');
  });
}
