/**
 * 部门管理 (spec 7.4; jeecg-contracts §2.5): the department trees (whole, one level at a time, ids
 * only, search, the user's own), add, edit and delete. Deleting a department deletes its
 * sub-departments, and with them their user links, grants and roles (the foreign keys cascade).
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { ADDED } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { newId } from '../../http/secrets';
import { jeecgDateTime } from '../../http/time';
import {
  childrenOf,
  departIdTree,
  departNode,
  departTree,
  loadDeparts,
  nextOrgCode,
  type Depart,
} from './departTree';
import { idList } from './grants';
import { NO_ENTITY } from './permissions';
import { keepCurrentDepart } from './userRecords';

type DepartForm = components['schemas']['SysDepartForm'];

const EDITED = '修改成功!';
const DELETED = '删除成功!';
const NO_MATCH = '未查询匹配数据！';
const DEPART_HEAD = 2;
// The server decides these (SysDepartForm: "the server assigns id, orgCode and orgType").
const SERVER_FIELDS = new Set(['id', 'orgCode', 'orgType', 'delFlag', 'parentId']);

function formFields(form: DepartForm): Partial<Depart> {
  return Object.fromEntries(
    Object.entries(form).filter(
      ([key, value]) => value !== undefined && !SERVER_FIELDS.has(key) && !key.endsWith('Text'),
    ),
  );
}

async function findDepart(db: Queryable, id: unknown): Promise<Depart | undefined> {
  if (typeof id !== 'string' || id === '') return undefined;
  return (await one<{ data: Depart }>(db, 'SELECT data FROM sys_depart WHERE id = $1', [id]))?.data;
}

/** The departments a department head is in charge of (SysUser.departIds, userIdentity 2). */
async function headedDepartIds(db: Queryable, userId: string): Promise<string[]> {
  const user = await one<{ data: { userIdentity?: number | null; departIds?: string | null } }>(
    db,
    'SELECT data FROM sys_user WHERE id = $1',
    [userId],
  );
  if (Number(user?.data.userIdentity) !== DEPART_HEAD) return [];
  return idList(user?.data.departIds);
}

/** Each department with its whole subtree (by org code). */
function subtrees(all: readonly Depart[], roots: readonly Depart[]) {
  return roots.map((root) => {
    const below = all.filter((d) => d.orgCode?.startsWith(root.orgCode ?? '') && d.id !== root.id);
    const children = departTree(below);
    return departNode(root, children.length === 0, children.length > 0 ? children : null);
  });
}

export function departRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;

  router.on('get', '/sys/sysDepart/queryTreeList', async ({ query }) => {
    const ids = idList(query.ids);
    const departs = ids.length
      ? await loadDeparts(db, 'd.id = ANY($1::text[])', [ids])
      : await loadDeparts(db);
    return sysListOk(departTree(departs));
  });

  router.on('get', '/sys/sysDepart/queryDepartTreeSync', async ({ query }) => {
    const departs = await loadDeparts(db);
    const hasChildren = childrenOf(departs);
    const ids = new Set(idList(query.ids));
    const level = departs.filter(
      (d) => (d.parentId || '') === (query.pid ?? '') && (ids.size === 0 || ids.has(d.id)),
    );
    const keyBy = query.primaryKey === 'orgCode' ? 'orgCode' : 'id';
    return sysListOk(
      level.map((d) => departNode(d, !(hasChildren.get(d.id)?.length ?? 0), null, keyBy)),
    );
  });

  router.on('get', '/sys/sysDepart/queryIdTree', async () =>
    sysListOk(departIdTree(await loadDeparts(db))),
  );

  router.on('get', '/sys/sysDepart/searchBy', async ({ query, session }) => {
    const keyWord = (query.keyWord ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
    let matches = await loadDeparts(db, "d.data->>'departName' ILIKE $1", [`%${keyWord}%`]);
    if (query.myDeptSearch) {
      const headed = new Set(await headedDepartIds(db, session.userId));
      matches = matches.filter((d) => headed.has(d.id));
    }
    if (matches.length === 0) throw new Refusal(NO_MATCH, { code: 0 });
    const hasChildren = childrenOf(await loadDeparts(db));
    return sysListOk(matches.map((d) => departNode(d, !hasChildren.get(d.id)?.length, null)));
  });

  router.on('get', '/sys/sysDepart/queryMyDeptTreeList', async ({ session }) => {
    const headed = await headedDepartIds(db, session.userId);
    if (headed.length === 0) return sysListOk(null, '1');
    const all = await loadDeparts(db);
    const roots = all.filter((d) => headed.includes(d.id));
    return sysListOk(subtrees(all, roots), '2');
  });

  router.on('post', '/sys/sysDepart/add', async ({ body, session }) => {
    const parent = body.parentId ? await findDepart(db, body.parentId) : undefined;
    if (body.parentId && !parent) throw new Refusal(NO_ENTITY);
    await db.transaction(async (tx) => {
      const id = newId();
      const orgCode = await nextOrgCode(tx, parent?.orgCode ?? '');
      const record: Depart = {
        departNameEn: null,
        departNameAbbr: null,
        departOrder: 0,
        description: null,
        orgCategory: parent ? '2' : '1',
        mobile: null,
        fax: null,
        address: null,
        memo: null,
        status: '1',
        qywxIdentifier: null,
        ...formFields(body),
        id,
        parentId: parent?.id ?? '',
        departName: body.departName ?? null,
        orgCode,
        orgType: parent ? '2' : '1',
        delFlag: '0',
        createBy: session.username,
        createTime: jeecgDateTime(now()),
        updateBy: null,
        updateTime: null,
      };
      await tx.query(
        'INSERT INTO sys_depart (id, parent_id, org_code, data) VALUES ($1, $2, $3, $4)',
        [id, parent?.id ?? null, orgCode, record],
      );
    });
    return sysOk(null, ADDED);
  });

  router.on('put', '/sys/sysDepart/edit', async ({ body, session }) => {
    const current = await findDepart(db, body.id);
    if (!current) throw new Refusal(NO_ENTITY);
    const record: Depart = {
      ...current,
      ...formFields(body),
      updateBy: session.username,
      updateTime: jeecgDateTime(now()),
    };
    await db.query('UPDATE sys_depart SET data = $2 WHERE id = $1', [current.id, record]);
    return sysOk(null, EDITED);
  });

  const remove = async (ids: string[]) => {
    if (ids.length === 0) throw new Refusal(NO_ENTITY);
    await db.transaction(async (tx) => {
      const members = await all<{ user_id: string }>(
        tx,
        `SELECT DISTINCT ud.user_id FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
           JOIN sys_depart root ON root.id = ANY($1::text[])
          WHERE left(d.org_code, length(root.org_code)) = root.org_code`,
        [ids],
      );
      // The whole subtree of each, in one statement: the parent links are checked at its end.
      await tx.query(
        `DELETE FROM sys_depart d USING sys_depart root
          WHERE root.id = ANY($1::text[]) AND left(d.org_code, length(root.org_code)) = root.org_code`,
        [ids],
      );
      await keepCurrentDepart(
        tx,
        members.map((row) => row.user_id),
      );
    });
  };
  router.on('delete', '/sys/sysDepart/delete', async ({ query }) => {
    await remove(idList(query.id));
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/sysDepart/deleteBatch', async ({ query }) => {
    await remove(idList(query.ids));
    return sysOk(null, DELETED);
  });
}
