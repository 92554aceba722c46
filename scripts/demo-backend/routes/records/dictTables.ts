/**
 * The tables the console may name in a table dictionary, a tree select, a SQL dictionary or a
 * uniqueness check (spec 5.4, 7.3; jeecg-contracts §2.6, §2.10). JeecgBoot interpolates the names
 * it is given into SQL (the duplicate check's known injections); here a name is only a key of this
 * constant whitelist, which yields SQL text written in this file, and every value is a `$n`
 * parameter.
 */
import { one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';

export interface DictTable {
  /** The SQL table (a constant; the alias in every query is `t`). */
  table: string;
  /** Column as the console names it (snake case) → SQL expression over `t`, as text. */
  columns: Readonly<Record<string, string>>;
  /** Rows a lookup shows (logically deleted rows are left out); uniqueness counts every row. */
  live?: string;
}

const text = (field: string) => `(t.data->>'${field}')`;

export const DICT_TABLES: Readonly<Record<string, DictTable>> = {
  sys_user: {
    table: 'sys_user',
    columns: {
      id: 't.id',
      username: 't.username',
      realname: text('realname'),
      work_no: text('workNo'),
      phone: text('phone'),
      email: text('email'),
      sex: text('sex'),
      org_code: text('orgCode'),
      status: 't.status::text',
      del_flag: 't.del_flag::text',
    },
    live: 't.del_flag = 0',
  },
  sys_depart: {
    table: 'sys_depart',
    columns: {
      id: 't.id',
      depart_name: text('departName'),
      org_code: 't.org_code',
      parent_id: "coalesce(t.parent_id, '')",
      org_category: text('orgCategory'),
      status: text('status'),
      del_flag: text('delFlag'),
    },
    live: `coalesce(${text('delFlag')}, '0') = '0'`,
  },
  sys_role: {
    table: 'sys_role',
    columns: {
      id: 't.id',
      role_code: 't.role_code',
      role_name: text('roleName'),
      description: text('description'),
    },
  },
  sys_depart_role: {
    table: 'sys_depart_role',
    columns: {
      id: 't.id',
      role_code: 't.role_code',
      role_name: text('roleName'),
      depart_id: 't.depart_id',
    },
  },
  sys_position: {
    table: 'sys_position',
    columns: { id: 't.id', code: 't.code', name: text('name'), post_rank: text('postRank') },
  },
  sys_permission: {
    table: 'sys_permission',
    columns: {
      id: 't.id',
      name: text('name'),
      perms: 't.perms',
      url: text('url'),
      parent_id: "coalesce(t.parent_id, '')",
      menu_type: 't.menu_type::text',
    },
  },
  sys_dict: {
    table: 'sys_dict',
    columns: {
      id: 't.id',
      dict_code: 't.dict_code',
      dict_name: text('dictName'),
      description: text('description'),
    },
    live: `${text('delFlag')} = '0'`,
  },
  sys_dict_item: {
    table: 'sys_dict_item',
    columns: {
      id: 't.id',
      dict_id: 't.dict_id',
      item_value: 't.item_value',
      item_text: text('itemText'),
      status: 't.status::text',
    },
  },
  sys_category: {
    table: 'sys_category',
    columns: {
      id: 't.id',
      pid: 't.pid',
      name: text('name'),
      code: 't.code',
      has_child: text('hasChild'),
      sys_org_code: text('sysOrgCode'),
    },
  },
  sys_tenant: {
    table: 'sys_tenant',
    columns: { id: 't.id::text', name: text('name'), status: text('status') },
  },
  sys_check_rule: {
    table: 'sys_check_rule',
    columns: { id: 't.id', rule_code: 't.rule_code', rule_name: text('ruleName') },
  },
  sys_fill_rule: {
    table: 'sys_fill_rule',
    columns: { id: 't.id', rule_code: 't.rule_code', rule_name: text('ruleName') },
  },
  sys_data_source: {
    table: 'sys_data_source',
    columns: { id: 't.id', code: 't.code', name: text('name'), db_type: text('dbType') },
  },
  sys_quartz_job: {
    table: 'sys_quartz_job',
    columns: { id: 't.id', job_class_name: 't.job_class_name', status: 't.status::text' },
  },
  sys_gateway_route: {
    table: 'sys_gateway_route',
    columns: { id: 't.id', router_id: 't.router_id', name: text('name') },
  },
};

/** JeecgBoot's refusal for the password and salt of sys_user (jeecg-contracts §2.6). */
export const SENSITIVE_REFUSED = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';
const SENSITIVE_COLUMNS = new Set(['password', 'salt', 'op_password']);

/** Why a name was refused; the caller answers it in its own envelope and words. */
export class UnknownName extends Error {}

export function dictTable(name: string | undefined): DictTable {
  const table = name ? DICT_TABLES[name.trim()] : undefined;
  if (!table) throw new UnknownName(`不支持的表：${name ?? ''}`);
  return table;
}

export function column(table: DictTable, name: string | undefined): string {
  const key = (name ?? '').trim();
  if (SENSITIVE_COLUMNS.has(key.toLowerCase())) throw new Refusal(SENSITIVE_REFUSED);
  const expression = table.columns[key];
  if (!expression) throw new UnknownName(`不支持的字段：${key}`);
  return expression;
}

/** A table of another area whose migration may not be applied in this data folder. */
export async function tablePresent(db: Queryable, table: DictTable): Promise<boolean> {
  const row = await one<{ present: boolean }>(db, 'SELECT to_regclass($1) IS NOT NULL AS present', [
    table.table,
  ]);
  return row?.present ?? false;
}

/** A WHERE fragment with its parameters, numbered from the `params` it is added to. */
export interface Clause {
  sql: string;
}

const CONDITION =
  /^\s*(\w+)\s*(=|!=|<>|like)\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?)\s*(?:and\s+(?=\S)|$)/i;

/**
 * A condition of the form JeecgBoot's table dictionaries and the /cap SQL dictionary carry:
 * `col = 'v' and col2 <> 3 …`, over whitelisted columns. Anything else is refused, never run.
 */
export function parseCondition(table: DictTable, condition: string, params: unknown[]): Clause {
  const clauses: string[] = [];
  let rest = condition.trim();
  while (rest !== '') {
    const match = CONDITION.exec(rest);
    if (!match) throw new UnknownName(`不支持的条件：${condition}`);
    const [whole, name, operator, literal] = match as unknown as [string, string, string, string];
    const value = literal.startsWith("'") ? literal.slice(1, -1).replaceAll("''", "'") : literal;
    params.push(value);
    const sqlOperator = operator.toLowerCase() === 'like' ? 'LIKE' : operator === '=' ? '=' : '<>';
    clauses.push(`${column(table, name)} ${sqlOperator} $${params.length}`);
    rest = rest.slice(whole.length);
  }
  return { sql: clauses.length > 0 ? clauses.join(' AND ') : 'TRUE' };
}

/** `col [asc|desc]` over a whitelisted column. */
export function parseOrderBy(table: DictTable, orderBy: string | null | undefined): string {
  const match = /^\s*(\w+)(?:\s+(asc|desc))?\s*$/i.exec(orderBy ?? '');
  if (!match) return 't.create_time, t.id';
  const direction = match[2]?.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  return `${column(table, match[1])} ${direction} NULLS LAST, t.id`;
}

export function liveScope(table: DictTable): string {
  return table.live ?? 'TRUE';
}
