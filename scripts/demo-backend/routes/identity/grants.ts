/**
 * Grants of menus and buttons to a holder (a role, a department, a department role): the checked
 * ids replace what the holder had. Rows of ids still checked are kept, so the data rules stored
 * on them survive (JeecgBoot diffs against `lastpermissionIds` to the same end; diffing against
 * the database is right even when the console's last state is stale).
 */
import { all, type Queryable } from '../../db/database';

export interface GrantTable {
  /** A constant of this module: never a request value. */
  table: 'sys_role_permission' | 'sys_depart_permission' | 'sys_depart_role_permission';
  holder: 'role_id' | 'depart_id';
}

export const ROLE_GRANTS: GrantTable = { table: 'sys_role_permission', holder: 'role_id' };
export const DEPART_GRANTS: GrantTable = { table: 'sys_depart_permission', holder: 'depart_id' };
export const DEPART_ROLE_GRANTS: GrantTable = {
  table: 'sys_depart_role_permission',
  holder: 'role_id',
};

/** `a,b,,c,` → ['a', 'b', 'c'] (the Vue2 console sends a trailing comma, spec 7.5). */
export function idList(text: string | null | undefined): string[] {
  return [
    ...new Set(
      String(text ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}

export async function grantedIds(
  db: Queryable,
  grants: GrantTable,
  holderId: string,
): Promise<string[]> {
  const rows = await all<{ permission_id: string }>(
    db,
    `SELECT g.permission_id FROM ${grants.table} g JOIN sys_permission p ON p.id = g.permission_id
      WHERE g.${grants.holder} = $1 ORDER BY p.menu_type, p.sort_no, p.create_time`,
    [holderId],
  );
  return rows.map((row) => row.permission_id);
}

/** Run inside a transaction: one delete and one insert. */
export async function replaceGrants(
  tx: Queryable,
  grants: GrantTable,
  holderId: string,
  permissionIds: readonly string[],
): Promise<void> {
  await tx.query(
    `DELETE FROM ${grants.table} WHERE ${grants.holder} = $1 AND permission_id <> ALL($2::text[])`,
    [holderId, permissionIds],
  );
  await tx.query(
    `INSERT INTO ${grants.table} (${grants.holder}, permission_id)
     SELECT $1, p.id FROM sys_permission p WHERE p.id = ANY($2::text[])
     ON CONFLICT DO NOTHING`,
    [holderId, permissionIds],
  );
}
