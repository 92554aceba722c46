/**
 * 角色管理 (spec 7.4; jeecg-contracts §2.3): roles, the role picker, the authorisation tree and
 * the data rules a role has on a menu. Deleting a role ends its users' links and grants (the
 * foreign keys cascade).
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { ADDED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { idList } from './grants';
import { NO_ENTITY } from './permissions';
import { loadPermissions, treeList } from './permissionTree';

type Role = components['schemas']['SysRole'];

const EDITED = '修改成功!';

export function roleRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const roles = new RecordTable<Role>(db, {
    table: 'sys_role',
    columns: { role_code: (record) => record.roleCode },
    now,
  });

  router.on('get', '/sys/role/list', async ({ query }) => sysListOk(await roles.page(query)));

  router.on('get', '/sys/role/queryall', async () => {
    const all = await roles.rows();
    if (all.length === 0) throw new Refusal('未找到角色信息');
    return sysListOk(all);
  });

  router.on('get', '/sys/role/queryById', async ({ query }) => {
    const role = query.id ? await roles.find(query.id) : undefined;
    if (!role) throw new Refusal(NO_ENTITY);
    return sysListOk(role);
  });

  router.on('get', '/sys/role/checkRoleCode', async ({ query }) => {
    const code = query.roleCode?.trim();
    if (code) {
      const taken = await one(db, 'SELECT 1 FROM sys_role WHERE role_code = $1 AND id <> $2', [
        code,
        query.id ?? '',
      ]);
      if (taken) throw new Refusal('角色编码已存在', { code: 0 });
    }
    return sysListOk(true);
  });

  router.on('post', '/sys/role/add', async ({ body, session }) => {
    await roles.add(body, session);
    return sysOk(null, ADDED);
  });

  router.on('put', '/sys/role/edit', async ({ body, session }) => {
    if (!body.id || !(await roles.find(body.id))) throw new Refusal(NO_ENTITY);
    await roles.edit(body, session);
    return sysOk(null, EDITED);
  });

  router.on('delete', '/sys/role/delete', async ({ query }) => {
    await roles.remove(query.id);
    return sysOk('删除角色成功', '删除角色成功');
  });

  router.on('delete', '/sys/role/deleteBatch', async ({ query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) throw new Refusal('未选中角色！');
    await roles.remove(ids.join(','));
    return sysOk(null, '删除角色成功!');
  });

  router.on('get', '/sys/role/queryTreeList', async () =>
    sysListOk(treeList(await loadPermissions(db), 'role')),
  );

  router.on('get', '/sys/role/datarule/{permissionId}/{roleId}', async ({ params }) => {
    const datarule = await all<{ data: components['schemas']['SysPermissionDataRule'] }>(
      db,
      'SELECT data FROM sys_permission_data_rule WHERE permission_id = $1 ORDER BY create_time',
      [params.permissionId],
    );
    if (datarule.length === 0) throw new Refusal('未找到权限配置信息');
    const grant = await one<{ data_rule_ids: string | null }>(
      db,
      'SELECT data_rule_ids FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2',
      [params.roleId, params.permissionId],
    );
    // A rule deleted since it was granted is no longer offered as checked.
    const existing = new Set(datarule.map((row) => row.data.id));
    const checked = idList(grant?.data_rule_ids).filter((id) => existing.has(id));
    return sysOk(
      {
        datarule: datarule.map((row) => row.data),
        ...(checked.length > 0 ? { drChecked: checked.join(',') } : {}),
      },
      '',
    );
  });

  router.on('post', '/sys/role/datarule', async ({ body }) => {
    const result = await db.query(
      `UPDATE sys_role_permission SET data_rule_ids = $3 WHERE role_id = $1 AND permission_id = $2`,
      [body.roleId, body.permissionId, idList(body.dataRuleIds).join(',') || null],
    );
    if ((result.affectedRows ?? 0) === 0) throw new Refusal('请先保存角色菜单权限!');
    return sysOk('保存成功!', '保存成功!');
  });
}
