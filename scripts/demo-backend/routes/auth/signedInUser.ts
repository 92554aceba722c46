/**
 * What a sign-in reply tells the console about its user (spec 3 LoginUserInfo, 7.2): the user's
 * record with the company's extensions (its systems and groups), its departments and tenants, and
 * every dictionary for the client's cache.
 */
import type { components } from '../../../../src/api/generated/sys';
import { all, type Queryable } from '../../db/database';

type Schemas = components['schemas'];
type Row = Record<string, unknown>;

interface GroupRow {
  id: string;
  group_name: string;
  group_type: string;
  tenant_id: string;
  bsn_obj: Row | null;
  system_id: string;
  sys_code: string;
  sys_name: string;
}

const ENTITY = { entityId: 'ENT20260001', entityName: '汇联支付科技有限公司' };

function group(row: GroupRow): Row {
  return {
    id: row.id,
    groupName: row.group_name,
    groupType: row.group_type,
    tenantId: row.tenant_id,
    ...(row.bsn_obj ? { groupBsnObj: row.bsn_obj } : {}),
  };
}

/** 13800138000 → 138****8000 */
export function desensitizedMobile(mobile: unknown): string | null {
  const text = typeof mobile === 'string' ? mobile : '';
  return text.length >= 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : null;
}

/** The user's systems, each with the user's groups in it; the first is where the user starts. */
export async function systemsOf(db: Queryable, userId: string): Promise<Row[]> {
  const groups = await all<GroupRow>(
    db,
    `SELECT g.id, g.group_name, g.group_type, g.tenant_id, g.bsn_obj, s.id AS system_id, s.sys_code, s.sys_name
       FROM demo_group_member m JOIN demo_group g ON g.id = m.group_id JOIN demo_system s ON s.id = g.system_id
      WHERE m.user_id = $1 ORDER BY m.sort_no, s.sort_no, g.id`,
    [userId],
  );
  const systems = new Map<string, Row & { listGroup: Row[] }>();
  for (const row of groups) {
    let system = systems.get(row.system_id);
    if (!system) {
      system = {
        id: row.system_id,
        sysName: row.sys_name,
        sysCode: row.sys_code,
        group: group(row),
        listGroup: [],
      };
      systems.set(row.system_id, system);
    }
    system.listGroup.push(group(row));
  }
  return [...systems.values()];
}

export async function loginUserInfo(db: Queryable, user: Row): Promise<Schemas['LoginUserInfo']> {
  const listSys = await systemsOf(db, user.id as string);
  const [current] = listSys;
  return {
    ...user,
    mobile: user.phone ?? null,
    mobileDesensitized: desensitizedMobile(user.phone),
    entityId: ENTITY.entityId,
    ...(current
      ? // The current system lists only the group the user starts in (the contract's example):
        // more would make the console ask for a group at every sign-in; the header's switcher
        // offers the others from listSys.
        { sys: { ...current, listGroup: [current.group] }, listSys }
      : {}),
    listEntity: [
      { entityName: ENTITY.entityName, url: 'https://console.example.com', status: '1' },
    ],
    org: { orgType: 'self' },
  } as Schemas['LoginUserInfo'];
}

/** Every dictionary's active items, by code, in their order (LoginResult.sysAllDictItems). */
export async function allDictItems(db: Queryable): Promise<Record<string, Schemas['DictModel'][]>> {
  const rows = await all<{ dict_code: string; item_value: string; item_text: string }>(
    db,
    `SELECT d.dict_code, i.item_value, i.data->>'itemText' AS item_text
       FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
      WHERE i.status = 1 AND (d.data->>'delFlag')::int = 0
      ORDER BY d.dict_code, i.sort_order, i.item_value`,
  );
  const items: Record<string, Schemas['DictModel'][]> = {};
  for (const row of rows) {
    (items[row.dict_code] ??= []).push({
      value: row.item_value,
      text: row.item_text,
      title: row.item_text,
      label: row.item_text,
    });
  }
  return items;
}

export async function departsOf(db: Queryable, userId: string): Promise<Schemas['SysDepart'][]> {
  return (
    await all<{ data: Schemas['SysDepart'] }>(
      db,
      `SELECT d.data FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
        WHERE ud.user_id = $1 ORDER BY d.org_code`,
      [userId],
    )
  ).map((row) => row.data);
}

export async function tenantsOf(db: Queryable, user: Row): Promise<Schemas['SysTenant'][]> {
  const ids = String(user.relTenantIds ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return [];
  return (
    await all<{ data: Schemas['SysTenant'] }>(
      db,
      'SELECT data FROM sys_tenant WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    )
  ).map((row) => row.data);
}
