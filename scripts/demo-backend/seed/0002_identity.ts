/**
 * The identity administration's seed (issue 34): the contract's data rules of 用户管理, the
 * department roles of 财务部, and what 财务部 may hand to its roles. The contract's examples name
 * the menus by ids of its own sample; the seeded menu (0001) is the demo menu, so menus are
 * found by their URL.
 */
import type { Transaction } from '@electric-sql/pglite';
import { replyExample } from './contractExamples';

type Row = Record<string, unknown>;

const USER_MENU_URL = '/isystem/user';
const FINANCE_DEPART = '1768000000105906277';
const FINANCE_DIRECTOR_ROLE = '1768000001006633920';
const FINANCE_GRANT_URLS = ['/Home', '/isystem', '/isystem/user', '/isystem/dict'];
const DIRECTOR_GRANT_URLS = ['/Home', '/isystem/user'];

async function permissionIdsByUrl(tx: Transaction, urls: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    "SELECT id FROM sys_permission WHERE data->>'url' = ANY($1::text[]) AND menu_type <> 2",
    [urls],
  );
  return rows.rows.map((row) => row.id);
}

export default async function seedIdentity(tx: Transaction): Promise<void> {
  const [userMenu] = await permissionIdsByUrl(tx, [USER_MENU_URL]);
  if (userMenu) {
    const rules = replyExample<{ result: { datarule: Row[] } }>(
      'sys',
      'sysRoleLoadDatarule',
      'success',
    ).result.datarule;
    for (const rule of rules) {
      await tx.query(
        'INSERT INTO sys_permission_data_rule (id, permission_id, data) VALUES ($1, $2, $3)',
        [rule.id, userMenu, { ...rule, permissionId: userMenu }],
      );
    }
  }

  const departRoles = replyExample<{ result: { records: Row[] } }>(
    'sys',
    'sysDepartRoleList',
    'success',
  ).result.records;
  for (const role of departRoles) {
    await tx.query(
      'INSERT INTO sys_depart_role (id, depart_id, role_code, data) VALUES ($1, $2, $3, $4)',
      [role.id, role.departId, role.roleCode, role],
    );
  }

  for (const id of await permissionIdsByUrl(tx, FINANCE_GRANT_URLS)) {
    await tx.query('INSERT INTO sys_depart_permission (depart_id, permission_id) VALUES ($1, $2)', [
      FINANCE_DEPART,
      id,
    ]);
  }
  for (const id of await permissionIdsByUrl(tx, DIRECTOR_GRANT_URLS)) {
    await tx.query(
      'INSERT INTO sys_depart_role_permission (role_id, permission_id) VALUES ($1, $2)',
      [FINANCE_DIRECTOR_ROLE, id],
    );
  }
}
