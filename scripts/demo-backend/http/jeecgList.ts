/**
 * JeecgBoot's generic list (spec 7.5, jeecg-contracts §1.4) over a table whose record is its
 * `data` column: QueryGenerator filters, `<field>_begin`/`_end` ranges, the super query, sorting
 * (default createTime descending) and paging, with `<field>_dictText` labels. Field names are
 * only ever SQL parameters (`data->>$n`), never SQL text.
 */
import { all, one, type Queryable } from '../db/database';

export interface ListSource {
  /** The table (a constant of the calling module, never a request value). */
  table: string;
  /** Conditions every row of this list meets, e.g. `t.del_flag = 0`, with `$n` placeholders. */
  scope?: { sql: string; params: unknown[] };
  /** Fields translated to `<field>_dictText` by a dictionary code. */
  dictFields?: Record<string, string>;
  /** Fields whose value, compared or sorted, is a number. */
  numericFields?: readonly string[];
}

export interface JeecgPage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: never[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: null;
  maxLimit: null;
}

type WireQuery = Record<string, string | undefined>;

const RESERVED = new Set([
  '_t',
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'superQueryParams',
  'superQueryMatchType',
]);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 10_000;

interface SuperCondition {
  field?: unknown;
  rule?: unknown;
  val?: unknown;
}

/** Builds a WHERE clause; values and field names go in as parameters. */
class Conditions {
  readonly clauses: string[] = [];
  constructor(
    readonly params: unknown[],
    private readonly numeric: ReadonlySet<string>,
  ) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  field(name: string): string {
    const text = `(t.data->>${this.param(name)})`;
    return this.numeric.has(name) ? `${text}::numeric` : text;
  }

  value(name: string, value: string): string {
    return this.numeric.has(name) ? `${this.param(value)}::numeric` : this.param(value);
  }

  /** One condition by rule; undefined for a rule this list does not know (ignored, as stock). */
  rule(name: string, rule: string, value: string): string | undefined {
    const like = (pattern: string) => `${this.field(name)} ILIKE ${this.param(pattern)}`;
    const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
    switch (rule) {
      case 'eq':
        return `${this.field(name)} = ${this.value(name, value)}`;
      case 'ne':
        return `${this.field(name)} IS DISTINCT FROM ${this.value(name, value)}`;
      case 'gt':
        return `${this.field(name)} > ${this.value(name, value)}`;
      case 'ge':
        return `${this.field(name)} >= ${this.value(name, value)}`;
      case 'lt':
        return `${this.field(name)} < ${this.value(name, value)}`;
      case 'le':
        return `${this.field(name)} <= ${this.value(name, value)}`;
      case 'like':
        return like(`%${escaped}%`);
      case 'right_like':
        return like(`${escaped}%`);
      case 'left_like':
        return like(`%${escaped}`);
      case 'in': {
        const values = value.split(',').filter((v) => v !== '');
        return `(t.data->>${this.param(name)}) = ANY(${this.param(values)}::text[])`;
      }
      default:
        return undefined;
    }
  }

  /** A plain filter in QueryGenerator syntax: `*x*`, `x*`, `*x`, `a,b`, `!x`, `>=x`… */
  queryGenerator(name: string, raw: string): string | undefined {
    if (raw.length > 1 && raw.startsWith('*') && raw.endsWith('*'))
      return this.rule(name, 'like', raw.slice(1, -1));
    if (raw.endsWith('*')) return this.rule(name, 'right_like', raw.slice(0, -1));
    if (raw.startsWith('*')) return this.rule(name, 'left_like', raw.slice(1));
    if (raw.includes(',')) return this.rule(name, 'in', raw);
    if (raw.startsWith('!')) return this.rule(name, 'ne', raw.slice(1));
    for (const [prefix, rule] of [
      ['>=', 'ge'],
      ['<=', 'le'],
      ['>', 'gt'],
      ['<', 'lt'],
    ] as const) {
      if (raw.startsWith(prefix)) return this.rule(name, rule, raw.slice(prefix.length));
    }
    return this.rule(name, 'eq', raw);
  }
}

function superConditions(raw: string | undefined): SuperCondition[] {
  if (!raw) return [];
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed as SuperCondition[];
    } catch {
      // the console encodes once more than the server decodes (jeecg-contracts §8): try decoded
    }
  }
  return [];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The WHERE clause of a list query (without the word WHERE), and its parameters. */
export function listConditions(
  source: ListSource,
  query: WireQuery,
  params: unknown[] = [],
): { where: string; params: unknown[] } {
  const conditions = new Conditions(params, new Set(source.numericFields ?? []));
  if (source.scope) {
    params.push(...source.scope.params);
    conditions.clauses.push(`(${source.scope.sql})`);
  }
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === '' || RESERVED.has(key) || key.endsWith('_dictText')) continue;
    const range = /^(.*)_(begin|end)$/.exec(key);
    const name = range ? range[1]! : key;
    if (!FIELD_NAME.test(name)) continue;
    const clause = range
      ? conditions.rule(name, range[2] === 'begin' ? 'ge' : 'le', raw)
      : conditions.queryGenerator(name, raw);
    if (clause) conditions.clauses.push(clause);
  }
  const advanced = superConditions(query.superQueryParams)
    .filter((c) => typeof c.field === 'string' && FIELD_NAME.test(c.field) && c.val !== undefined)
    .map((c) =>
      conditions.rule(
        c.field as string,
        typeof c.rule === 'string' ? c.rule : 'eq',
        Array.isArray(c.val) ? c.val.join(',') : String(c.val),
      ),
    )
    .filter((clause): clause is string => clause !== undefined);
  if (advanced.length > 0) {
    const joiner = query.superQueryMatchType === 'or' ? ' OR ' : ' AND ';
    conditions.clauses.push(`(${advanced.join(joiner)})`);
  }
  return { where: conditions.clauses.join(' AND ') || 'TRUE', params };
}

function pageNumber(raw: string | undefined, fallback: number, max: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** The labels of dictionary codes' items, by code and value. */
export async function dictLabels(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const rows = await all<{ dict_code: string; item_value: string; item_text: string }>(
    db,
    `SELECT d.dict_code, i.item_value, i.data->>'itemText' AS item_text
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
      WHERE d.dict_code = ANY($1::text[])`,
    [codes],
  );
  const labels = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (!labels.has(row.dict_code)) labels.set(row.dict_code, new Map());
    labels.get(row.dict_code)!.set(row.item_value, row.item_text);
  }
  return labels;
}

/** Adds `<field>_dictText` to each record (comma-separated values get comma-separated labels). */
export async function withDictTexts<T extends Record<string, unknown>>(
  db: Queryable,
  records: T[],
  dictFields: Record<string, string> = {},
): Promise<T[]> {
  const fields = Object.entries(dictFields);
  if (fields.length === 0 || records.length === 0) return records;
  const labels = await dictLabels(
    db,
    fields.map(([, code]) => code),
  );
  return records.map((record) => {
    const labelled: Record<string, unknown> = { ...record };
    for (const [field, code] of fields) {
      const value = record[field];
      const texts =
        value === null || value === undefined || value === ''
          ? []
          : String(value)
              .split(',')
              .map((v) => labels.get(code)?.get(v) ?? v);
      labelled[`${field}_dictText`] = texts.length > 0 ? texts.join(',') : null;
    }
    return labelled as T;
  });
}

/** One page of a JeecgBoot list. */
export async function jeecgPage<T extends Record<string, unknown>>(
  db: Queryable,
  source: ListSource,
  query: WireQuery,
): Promise<JeecgPage<T>> {
  const { where, params } = listConditions(source, query);
  const size = pageNumber(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const requested = pageNumber(query.pageNo, 1, Number.MAX_SAFE_INTEGER);
  const sortField =
    query.column && FIELD_NAME.test(query.column.replace(/_dictText$/, ''))
      ? query.column.replace(/_dictText$/, '')
      : 'createTime';
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const counted = await one<{ total: number }>(
    db,
    `SELECT count(*)::int AS total FROM ${source.table} t WHERE ${where}`,
    params,
  );
  const total = counted?.total ?? 0;
  const pages = Math.ceil(total / size);
  const sortParams = [...params, sortField, size, (requested - 1) * size];
  const n = params.length;
  const sortExpression = (source.numericFields ?? []).includes(sortField)
    ? `(t.data->>$${n + 1})::numeric`
    : `(t.data->>$${n + 1})`;
  const rows = await all<{ data: T }>(
    db,
    `SELECT t.data FROM ${source.table} t WHERE ${where}
      ORDER BY ${sortExpression} ${direction} NULLS LAST, t.create_time ${direction}
      LIMIT $${n + 2} OFFSET $${n + 3}`,
    sortParams,
  );
  const records = await withDictTexts(
    db,
    rows.map((row) => row.data),
    source.dictFields,
  );
  return {
    records,
    total,
    size,
    current: requested,
    pages,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
  };
}
