/**
 * 租户管理 (issue 5; jeecg-contracts §2.9 /sys/tenant, §3 SysTenant): the tenant number is chosen
 * by the client; a tenant a user belongs to (relTenantIds) cannot be deleted.
 */
import { all } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { ADDED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { saveVersioned } from './versioned';

type Tenant = components['schemas']['SysTenant'];

const TABLE = 'sys_tenant';
const ID_TAKEN = '该编号已存在!';
const EDITED = '修改成功!';
const REFERENCED = '该租户已被引用，无法删除！';
const NOT_FOUND = '未找到对应数据';

function tenantIds(raw: string | undefined): number[] {
  return (raw ?? '')
    .split(',')
    .filter((id) => id !== '')
    .map(Number)
    .filter((id) => Number.isInteger(id));
}

export function tenantRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const tenants = new RecordTable<Tenant>(db, {
    table: TABLE,
    dictFields: { status: 'tenant_status' },
    numericFields: ['id', 'status'],
    now,
  });

  /** The tenants of `ids` that some live user belongs to. */
  const referenced = async (ids: number[]): Promise<Set<number>> => {
    const rows = await all<{ id: number }>(
      db,
      `SELECT DISTINCT t.id FROM sys_tenant t JOIN sys_user u
          ON u.del_flag = 0 AND t.id::text = ANY(string_to_array(u.data->>'relTenantIds', ','))
        WHERE t.id = ANY($1::int[])`,
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  };

  router.on('get', '/sys/tenant/list', async ({ query }) => {
    // beginDate filters begin_date >=, endDate end_date <= (jeecg-contracts §2.9).
    const { beginDate, endDate, ...rest } = query;
    return sysListOk(
      await tenants.page({ ...rest, beginDate_begin: beginDate, endDate_end: endDate }),
    );
  });
  router.on('get', '/sys/tenant/queryById', async ({ query }) => {
    const [id] = tenantIds(query.id);
    if (id === undefined) throw new Refusal(NOT_FOUND);
    const { status_dictText: _label, ...tenant } = (await tenants.get(String(id))) as Tenant & {
      status_dictText?: unknown;
    };
    return sysListOk(tenant);
  });
  router.on('post', '/sys/tenant/add', async ({ body, session }) => {
    if (!Number.isInteger(body.id)) throw new Refusal('租户编号须为整数');
    if (await tenants.find(String(body.id))) throw new Refusal(ID_TAKEN);
    await saveVersioned(db, TABLE, { session, now }, (tx) =>
      tenants.add(body, session, { id: body.id, status: body.status ?? 1 }, tx),
    );
    return sysOk(null, ADDED);
  });
  router.on('put', '/sys/tenant/edit', async ({ body, session }) => {
    await saveVersioned(db, TABLE, { session, now }, (tx) => tenants.edit(body, session, {}, tx));
    return sysOk(null, EDITED);
  });
  router.on('delete', '/sys/tenant/delete', async ({ query }) => {
    const [id] = tenantIds(query.id);
    if (id === undefined) throw new Refusal(NOT_FOUND);
    if ((await referenced([id])).size > 0) throw new Refusal(REFERENCED);
    await tenants.remove(String(id));
    return sysOk(null, '删除成功');
  });
  router.on('delete', '/sys/tenant/deleteBatch', async ({ query }) => {
    const ids = tenantIds(query.ids);
    const kept = await referenced(ids);
    const free = ids.filter((id) => !kept.has(id));
    if (free.length === 0) throw new Refusal('选择的租户都已被引用，无法删除！');
    await tenants.remove(free.join(','));
    return sysOk(null, kept.size > 0 ? '部分删除成功！（被引用的租户无法删除）' : '删除成功！');
  });
}
