/**
 * Table dictionaries (`table,text,code[,condition]`, jeecg-contracts §2.6) and the /cap SQL
 * dictionary read live rows through the whitelist of ./dictTables: a new user or category shows
 * in the pickers at once.
 */
import { all, one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';
import {
  column,
  dictTable,
  liveScope,
  parseCondition,
  parseOrderBy,
  tablePresent,
  UnknownName,
  type DictTable,
} from './dictTables';

export const BAD_DICT_CODE = '字典Code格式不正确！';

export interface TableDictSpec {
  table: string;
  text: string;
  code: string;
  condition?: string;
}

export interface TextValue {
  text: string;
  value: string;
}

export interface TableDictQuery {
  /** Text or value contains it; with commas, text or value is one of them. */
  keyword?: string;
  /** Only these values. */
  values?: string[];
  orderBy?: string | null;
  limit?: number;
  offset?: number;
}

/** `table,text,code[,condition]`; undefined for a plain dictionary code. */
export function tableDictSpec(dictCode: string): TableDictSpec | undefined {
  if (!dictCode.includes(',')) return undefined;
  const [table = '', text = '', code = '', ...condition] = dictCode.split(',');
  if (!table || !text || !code) throw new Refusal(BAD_DICT_CODE);
  return { table, text, code, ...(condition.length > 0 ? { condition: condition.join(',') } : {}) };
}

/** Runs `read` with the table's whitelist, answering an unknown name as a refusal. */
export async function withDictTable<T>(
  db: Queryable,
  name: string,
  read: (table: DictTable) => Promise<T>,
): Promise<T> {
  try {
    const table = dictTable(name);
    if (!(await tablePresent(db, table))) throw new UnknownName(`不支持的表：${name}`);
    return await read(table);
  } catch (error) {
    if (error instanceof UnknownName) throw new Refusal(`操作失败，${error.message}`);
    throw error;
  }
}

interface Where {
  sql: string;
  params: unknown[];
}

function whereOf(table: DictTable, spec: TableDictSpec, query: TableDictQuery): Where {
  const params: unknown[] = [];
  const textSql = column(table, spec.text);
  const valueSql = column(table, spec.code);
  const clauses = [liveScope(table), parseCondition(table, spec.condition ?? '', params).sql];
  const keyword = query.keyword?.trim();
  if (keyword) {
    if (keyword.includes(',')) {
      params.push(keyword.split(','));
      clauses.push(
        `(${textSql} = ANY($${params.length}::text[]) OR ${valueSql} = ANY($${params.length}::text[]))`,
      );
    } else {
      params.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      clauses.push(`(${textSql} ILIKE $${params.length} OR ${valueSql} ILIKE $${params.length})`);
    }
  }
  if (query.values) {
    params.push(query.values);
    clauses.push(`${valueSql} = ANY($${params.length}::text[])`);
  }
  return { sql: clauses.map((c) => `(${c})`).join(' AND '), params };
}

/** The rows of a table dictionary, in the order asked (default: as created). */
export function tableDictRows(
  db: Queryable,
  spec: TableDictSpec,
  query: TableDictQuery = {},
): Promise<TextValue[]> {
  return withDictTable(db, spec.table, async (table) => {
    const where = whereOf(table, spec, query);
    const params = [...where.params];
    let paging = '';
    if (query.limit !== undefined) {
      params.push(query.limit, query.offset ?? 0);
      paging = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
    }
    return all<TextValue>(
      db,
      `SELECT coalesce(${column(table, spec.text)}, '') AS text,
              coalesce(${column(table, spec.code)}, '') AS value
         FROM ${table.table} t WHERE ${where.sql}
        ORDER BY ${parseOrderBy(table, query.orderBy)} ${paging}`,
      params,
    );
  });
}

export function tableDictCount(
  db: Queryable,
  spec: TableDictSpec,
  query: TableDictQuery = {},
): Promise<number> {
  return withDictTable(db, spec.table, async (table) => {
    const where = whereOf(table, spec, query);
    const row = await one<{ total: number }>(
      db,
      `SELECT count(*)::int AS total FROM ${table.table} t WHERE ${where.sql}`,
      where.params,
    );
    return row?.total ?? 0;
  });
}

/** JeecgBoot's DictModel: the text under every name the widgets read (spec 3). */
export function dictModel({ text, value }: TextValue) {
  return { value, text, title: text, label: text };
}
