/**
 * 菜单管理 (spec 7.4; jeecg-contracts §2.4): menus and buttons, their trees, and what roles and
 * departments are granted. A role's grant is what the signed-in menu is built from
 * (routes/auth/signIn.ts resourcesOf), so saving it changes that role's users' menus.
 */
import type { components } from '../../../../src/api/generated/sys';
import { one, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { ADDED } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { newId } from '../../http/secrets';
import type { Session } from '../../http/session';
import { jeecgDateTime } from '../../http/time';
import { DEPART_GRANTS, grantedIds, idList, replaceGrants, ROLE_GRANTS } from './grants';
import { dataRuleRoutes } from './dataRules';
import {
  type PermissionRecord,
  loadPermissions,
  permissionLevel,
  permissionNode,
  permissionTree,
  treeList,
} from './permissionTree';

type PermissionForm = components['schemas']['SysPermissionForm'];

const SAVED = '保存成功！';
const EDITED = '修改成功！';
const DELETED = '删除成功!';
export const NO_ENTITY = '未找到对应实体';
const GRANT_FAILED = '授权失败！';
const TOP_LEVEL = 0;
const BUTTON = 2;

/** JeecgBoot's normalisation of a saved menu: the component's path under src/views, the URL. */
function normalised(record: PermissionRecord): PermissionRecord {
  let component = record.component?.trim() || null;
  if (component) {
    component = component
      .replace(/^\/+/, '')
      .replace(/^src\/views\//, '')
      .replace(/^views\//, '')
      .replace(/\.vue$/, '');
  }
  if (record.menuType === TOP_LEVEL && !component) component = 'layouts/RouteView';
  let url = record.url?.trim() || null;
  if (url && !/^https?:\/\//.test(url) && !url.startsWith('{{') && !url.startsWith('/')) {
    url = `/${url}`;
  }
  return {
    ...record,
    component,
    url,
    parentId: record.menuType === TOP_LEVEL ? null : record.parentId || null,
  };
}

function fromForm(form: PermissionForm, base: PermissionRecord): PermissionRecord {
  const defined = Object.fromEntries(
    Object.entries(form).filter(([key, value]) => value !== undefined && key !== 'id'),
  );
  const merged = { ...base, ...defined } as PermissionRecord;
  return normalised({
    ...merged,
    menuType: Number(merged.menuType ?? TOP_LEVEL) as PermissionRecord['menuType'],
    sortNo: Number(merged.sortNo ?? 1),
  });
}

function newPermission(session: Session, now: Date): PermissionRecord {
  return {
    id: newId(),
    parentId: null,
    name: '',
    perms: null,
    permsType: '1',
    icon: null,
    component: null,
    componentName: null,
    url: null,
    redirect: null,
    sortNo: 1,
    menuType: TOP_LEVEL,
    route: true,
    keepAlive: false,
    description: null,
    hidden: false,
    hideTab: false,
    status: '1',
    alwaysShow: false,
    internalOrExternal: false,
    delFlag: 0,
    createBy: session.username,
    createTime: jeecgDateTime(now),
    updateBy: null,
    updateTime: null,
  };
}

async function findPermission(db: Queryable, id: unknown): Promise<PermissionRecord | undefined> {
  if (typeof id !== 'string' || id === '') return undefined;
  return (
    await one<{ data: PermissionRecord }>(db, 'SELECT data FROM sys_permission WHERE id = $1', [id])
  )?.data;
}

/** Whether `ancestorId` is `id` or above it: a menu may not move under itself. */
async function isWithin(db: Queryable, id: string, ancestorId: string): Promise<boolean> {
  const row = await one<{ found: boolean }>(
    db,
    `WITH RECURSIVE up(id, parent_id) AS (
       SELECT id, parent_id FROM sys_permission WHERE id = $1
       UNION SELECT p.id, p.parent_id FROM sys_permission p JOIN up ON p.id = up.parent_id)
     SELECT EXISTS (SELECT 1 FROM up WHERE id = $2) AS found`,
    [id, ancestorId],
  );
  return row?.found ?? false;
}

async function save(db: Queryable, record: PermissionRecord, insert: boolean): Promise<void> {
  const values = [
    record.id,
    record.parentId,
    record.menuType,
    record.sortNo,
    record.menuType === BUTTON ? record.perms : null,
    record,
  ];
  await db.query(
    insert
      ? `INSERT INTO sys_permission (id, parent_id, menu_type, sort_no, perms, data)
         VALUES ($1, $2, $3, $4, $5, $6)`
      : `UPDATE sys_permission SET parent_id = $2, menu_type = $3, sort_no = $4, perms = $5,
           data = $6 WHERE id = $1`,
    values,
  );
}

export function permissionRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;

  router.on('post', '/sys/permission/add', async ({ body, session }) => {
    const record = fromForm(body, newPermission(session, now()));
    if (record.parentId && !(await findPermission(db, record.parentId))) {
      throw new Refusal(NO_ENTITY);
    }
    await save(db, record, true);
    return sysOk(null, ADDED);
  });

  router.on('put', '/sys/permission/edit', async ({ body, session }) => {
    const current = await findPermission(db, body.id);
    if (!current) throw new Refusal(NO_ENTITY);
    const record = fromForm(body, {
      ...current,
      updateBy: session.username,
      updateTime: jeecgDateTime(now()),
    });
    if (record.parentId) {
      if (!(await findPermission(db, record.parentId))) throw new Refusal(NO_ENTITY);
      if (await isWithin(db, record.parentId, record.id)) {
        throw new Refusal('上级菜单不能是自己或自己的下级');
      }
    }
    await save(db, record, false);
    return sysOk(null, EDITED);
  });

  // Children, grants and data rules go with a menu (the foreign keys cascade).
  const remove = async (ids: string[]) => {
    if (ids.length === 0) throw new Refusal(NO_ENTITY);
    await db.query('DELETE FROM sys_permission WHERE id = ANY($1::text[])', [ids]);
  };
  router.on('delete', '/sys/permission/delete', async ({ query }) => {
    await remove(idList(query.id));
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/permission/deleteBatch', async ({ query }) => {
    await remove(idList(query.ids));
    return sysOk(null, DELETED);
  });

  router.on('get', '/sys/permission/list', async ({ query }) => {
    const name = query.name?.trim();
    if (!name) return sysListOk(permissionTree(await loadPermissions(db)));
    // A search answers the matches flat, each a leaf (jeecg-contracts §2.4).
    const matches = await loadPermissions(db, "p.data->>'name' ILIKE $1", [
      `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    ]);
    return sysListOk(matches.rows.map((row) => permissionNode(row, true, null)));
  });

  router.on('get', '/sys/permission/getSystemMenuList', async () => {
    const permissions = await loadPermissions(db);
    const tops = permissions.rows.filter((row) => row.menuType === TOP_LEVEL && !row.parentId);
    return sysListOk(permissionLevel(tops, permissions));
  });

  router.on('get', '/sys/permission/getSystemSubmenu', async ({ query }) => {
    const permissions = await loadPermissions(db);
    const level = permissions.rows.filter((row) => row.parentId === query.parentId);
    return sysListOk(permissionLevel(level, permissions));
  });

  router.on('get', '/sys/permission/getSystemSubmenuBatch', async ({ query }) => {
    const permissions = await loadPermissions(db);
    const byParent: Record<string, ReturnType<typeof permissionLevel>> = {};
    for (const parentId of idList(query.parentIds)) {
      const level = permissions.rows.filter((row) => row.parentId === parentId);
      if (level.length > 0) byParent[parentId] = permissionLevel(level, permissions);
    }
    return sysOk(byParent, '');
  });

  router.on('get', '/sys/permission/queryTreeList', async () =>
    sysListOk(treeList(await loadPermissions(db), 'plain')),
  );

  router.on('get', '/sys/permission/queryRolePermission', async ({ query }) =>
    sysListOk(await grantedIds(db, ROLE_GRANTS, query.roleId ?? '')),
  );

  router.on('post', '/sys/permission/saveRolePermission', async ({ body }) => {
    const role = await one(db, 'SELECT 1 FROM sys_role WHERE id = $1', [body.roleId]);
    if (!role) throw new Refusal(GRANT_FAILED);
    await db.transaction((tx) =>
      replaceGrants(tx, ROLE_GRANTS, body.roleId, idList(body.permissionIds)),
    );
    return sysOk(null, SAVED);
  });

  router.on('get', '/sys/permission/queryDepartPermission', async ({ query }) =>
    sysListOk(await grantedIds(db, DEPART_GRANTS, query.departId ?? '')),
  );

  router.on('post', '/sys/permission/saveDepartPermission', async ({ body }) => {
    const depart = await one(db, 'SELECT 1 FROM sys_depart WHERE id = $1', [body.departId]);
    if (!depart) throw new Refusal(GRANT_FAILED);
    const ids = idList(body.permissionIds);
    await db.transaction(async (tx) => {
      await replaceGrants(tx, DEPART_GRANTS, body.departId, ids);
      // The department's roles keep only what the department may still hand out.
      await tx.query(
        `DELETE FROM sys_depart_role_permission
          WHERE role_id IN (SELECT id FROM sys_depart_role WHERE depart_id = $1)
            AND permission_id <> ALL($2::text[])`,
        [body.departId, ids],
      );
    });
    return sysOk(null, SAVED);
  });

  dataRuleRoutes(router);
}
