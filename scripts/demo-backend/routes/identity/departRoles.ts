/**
 * 部门角色 and their grants (部门管理 › 部门角色; JeecgBoot v3.4.3 SysDepartRoleController and
 * SysDepartPermissionController): a department's roles may only be granted what the department
 * itself has been granted (部门权限).
 */
import type { components } from '../../../../src/api/generated/sys';
import { one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { jeecgPage } from '../../http/jeecgList';
import { ADDED, DELETED, EDITED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { DEPART_GRANTS, DEPART_ROLE_GRANTS, grantedIds, idList, replaceGrants } from './grants';
import { NO_ENTITY } from './permissions';
import { loadPermissions, treeList } from './permissionTree';

type DepartRole = components['schemas']['SysDepartRole'];

const SAVED = '保存成功！';

export function departRoleRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const source = { table: 'sys_depart_role', now };
  const roles = new RecordTable<DepartRole>(db, {
    ...source,
    columns: {
      depart_id: (record) => record.departId,
      role_code: (record) => record.roleCode,
    },
    readOnlyFields: ['departId'],
  });

  router.on('get', '/sys/sysDepartRole/list', async ({ query }) => {
    const { deptId, ...filters } = query;
    const scope = deptId ? { sql: 't.depart_id = $1', params: [deptId] } : undefined;
    return sysOk(
      await jeecgPage<DepartRole>(db, { ...source, ...(scope ? { scope } : {}) }, filters),
      '',
    );
  });

  router.on('post', '/sys/sysDepartRole/add', async ({ body, session }) => {
    const depart = await one(db, 'SELECT 1 FROM sys_depart WHERE id = $1', [body.departId]);
    if (!depart) throw new Refusal(NO_ENTITY);
    await roles.add(body, session, { departId: body.departId });
    return sysOk(null, ADDED);
  });
  router.on('put', '/sys/sysDepartRole/edit', async ({ body, session }) => {
    await roles.edit(body, session);
    return sysOk(null, EDITED);
  });
  router.on('delete', '/sys/sysDepartRole/delete', async ({ query }) => {
    await roles.remove(query.id);
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/sysDepartRole/deleteBatch', async ({ query }) => {
    await roles.remove(query.ids);
    return sysOk(null, '批量删除成功！');
  });

  router.on('get', '/sys/sysDepartPermission/queryTreeListForDeptRole', async ({ query }) => {
    const granted = await loadPermissions(
      db,
      'p.id IN (SELECT permission_id FROM sys_depart_permission WHERE depart_id = $1)',
      [query.departId ?? ''],
    );
    return sysListOk(treeList(granted, 'plain'));
  });

  router.on('get', '/sys/sysDepartPermission/queryDeptRolePermission', async ({ query }) =>
    sysListOk(await grantedIds(db, DEPART_ROLE_GRANTS, query.roleId ?? '')),
  );

  router.on('post', '/sys/sysDepartPermission/saveDeptRolePermission', async ({ body }) => {
    const role = await one<{ depart_id: string }>(
      db,
      'SELECT depart_id FROM sys_depart_role WHERE id = $1',
      [body.roleId],
    );
    if (!role) throw new Refusal(NO_ENTITY);
    const allowed = new Set(await grantedIds(db, DEPART_GRANTS, role.depart_id));
    const ids = idList(body.permissionIds).filter((id) => allowed.has(id));
    await db.transaction((tx) => replaceGrants(tx, DEPART_ROLE_GRANTS, body.roleId, ids));
    return sysOk(null, SAVED);
  });
}
