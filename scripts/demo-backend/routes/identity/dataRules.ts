/**
 * 数据规则 of a menu (菜单管理 › 数据规则; jeecg-contracts §2.4): list, search, add, edit, delete.
 * Which rules a role has on a menu is kept on its grant (roles.ts).
 */
import type { components } from '../../../../src/api/generated/sys';
import { one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { listConditions } from '../../http/jeecgList';
import { ADDED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';

type DataRule = components['schemas']['SysPermissionDataRule'];

const SEARCHABLE = ['permissionId', 'ruleName', 'ruleColumn', 'ruleValue', 'status'] as const;
const TABLE = 'sys_permission_data_rule';

export function dataRuleRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const rules = new RecordTable<DataRule>(db, {
    table: TABLE,
    columns: { permission_id: (record) => record.permissionId },
    readOnlyFields: ['permissionId'],
    now,
  });

  /** The rules whose fields match, in QueryGenerator syntax (JeecgBoot binds the entity). */
  const search = async (query: Record<string, string | undefined>) => {
    const filters = Object.fromEntries(SEARCHABLE.map((field) => [field, query[field]?.trim()]));
    const { where, params } = listConditions({ table: TABLE }, filters);
    return rules.rows(where, params);
  };

  router.on('get', '/sys/permission/getPermRuleListByPermId', async ({ query }) =>
    sysListOk(await search({ permissionId: query.permissionId })),
  );
  router.on('get', '/sys/permission/queryPermissionRule', async ({ query }) =>
    sysListOk(await search(query)),
  );

  router.on('post', '/sys/permission/addPermissionRule', async ({ body, session }) => {
    const menu = await one(db, 'SELECT 1 FROM sys_permission WHERE id = $1', [body.permissionId]);
    if (!menu) throw new Refusal('操作失败');
    await rules.add(body, session, { permissionId: body.permissionId });
    return sysOk(null, ADDED);
  });
  router.on('put', '/sys/permission/editPermissionRule', async ({ body, session }) => {
    await rules.edit(body, session);
    return sysOk(null, '更新成功！');
  });
  router.on('delete', '/sys/permission/deletePermissionRule', async ({ query }) => {
    await rules.remove(query.id);
    return sysOk(null, '删除成功！');
  });
}
