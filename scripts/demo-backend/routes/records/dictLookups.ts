/**
 * The dictionary look-ups of the data-entry widgets (spec 3, 7.3; jeecg-contracts §2.6): items of
 * a dictionary, table dictionaries, their search and texts, tree selects over a table, and the
 * whole-cache read. Everything reads the live tables; there is no server cache, so 刷新缓存 has
 * nothing to clear and the next read already shows every change.
 */
import { all, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { column, liveScope, type DictTable } from './dictTables';
import {
  BAD_DICT_CODE,
  dictModel,
  tableDictRows,
  tableDictSpec,
  withDictTable,
  type TextValue,
} from './tableDict';

type TreeSelectNode = components['schemas']['TreeSelectModel'];

const LIVE_DICT = "d.data->>'delFlag' = '0'";

/** Items of a plain dictionary code, every status, in their configured order. */
export function plainDictItems(
  db: Queryable,
  dictCode: string,
  options: { activeOnly?: boolean } = {},
): Promise<(TextValue & { status: number })[]> {
  return all(
    db,
    `SELECT i.item_value AS value, coalesce(i.data->>'itemText', '') AS text, i.status
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
      WHERE d.dict_code = $1 AND ${LIVE_DICT} AND ($2::boolean IS FALSE OR i.status = 1)
      ORDER BY i.sort_order, i.create_time`,
    [dictCode, options.activeOnly ?? false],
  );
}

/** Every live dictionary with its active items: the console's dictionary cache (spec 9). */
export async function allActiveItems(
  db: Queryable,
): Promise<Record<string, ReturnType<typeof dictModel>[]>> {
  const rows = await all<{ dict_code: string; value: string | null; text: string | null }>(
    db,
    `SELECT d.dict_code, i.item_value AS value, i.data->>'itemText' AS text
       FROM sys_dict d LEFT JOIN sys_dict_item i ON i.dict_id = d.id AND i.status = 1
      WHERE ${LIVE_DICT}
      ORDER BY d.create_time, d.dict_code, i.sort_order, i.create_time`,
  );
  const byCode: Record<string, ReturnType<typeof dictModel>[]> = {};
  for (const row of rows) {
    const items = (byCode[row.dict_code] ??= []);
    if (row.value !== null) items.push(dictModel({ value: row.value, text: row.text ?? '' }));
  }
  return byCode;
}

function positiveInteger(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** `keyword[orderby:column,asc|desc]` (jeecg-contracts §2.6 loadDict). */
function keywordAndOrder(raw: string | undefined): { keyword: string; orderBy?: string } {
  const match = /^(.*)\[orderby:(\w+),(asc|desc)\]$/i.exec(raw ?? '');
  if (!match) return { keyword: raw ?? '' };
  return { keyword: match[1] ?? '', orderBy: `${match[2]} ${match[3]}` };
}

interface TreeQuery {
  tableName?: string;
  text?: string;
  code?: string;
  pidField?: string;
  pid?: string;
  hasChildField?: string;
  converIsLeafVal?: string;
  condition?: string;
}

function conditionClause(table: DictTable, condition: string | undefined, params: unknown[]) {
  if (!condition?.trim()) return 'TRUE';
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new Refusal('condition 不是有效的 JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) return 'TRUE';
  return (
    Object.entries(parsed)
      .map(([name, value]) => {
        params.push(String(value));
        return `${column(table, name)} = $${params.length}`;
      })
      .join(' AND ') || 'TRUE'
  );
}

async function treeLevel(db: Queryable, query: TreeQuery): Promise<TreeSelectNode[]> {
  return withDictTable(db, query.tableName ?? '', async (table) => {
    const params: unknown[] = [];
    const key = column(table, query.code);
    const title = column(table, query.text);
    const parent = column(table, query.pidField);
    const hasChild = query.hasChildField ? column(table, query.hasChildField) : undefined;
    const codeColumn = table.columns.code;
    let parentClause: string;
    if (query.pid) {
      params.push(query.pid);
      parentClause = `${parent} = $${params.length}`;
    } else {
      parentClause = `(${parent} IS NULL OR ${parent} IN ('', '0'))`;
    }
    const where = [liveScope(table), parentClause, conditionClause(table, query.condition, params)];
    // The same parent expression over the child rows (alias c): the column map is written over t.
    const childParent = parent.replaceAll('t.', 'c.');
    const rows = await all<{
      key: string;
      title: string | null;
      parent_id: string | null;
      has_child: string | null;
      code: string | null;
      children: number;
    }>(
      db,
      `SELECT ${key} AS key, ${title} AS title, ${parent} AS parent_id,
              ${hasChild ?? 'NULL'} AS has_child, ${codeColumn ?? 'NULL'} AS code,
              (SELECT count(*)::int FROM ${table.table} c WHERE ${childParent} = ${key}) AS children
         FROM ${table.table} t WHERE ${where.map((c) => `(${c})`).join(' AND ')}
        ORDER BY t.create_time, t.id`,
      params,
    );
    const hasChildValue = /^-?\d+$/.test(query.converIsLeafVal ?? '')
      ? String(Number(query.converIsLeafVal))
      : '1';
    return rows.map((row) => ({
      key: row.key,
      title: row.title,
      leaf: hasChild ? row.has_child !== hasChildValue : row.children === 0,
      icon: null,
      parentId: row.parent_id,
      value: row.key,
      code: row.code,
      children: null,
    }));
  });
}

export function dictLookupRoutes(router: ContractRouter): void {
  const { db } = router.deps;
  const signed = { signed: true };

  router.on(
    'get',
    '/sys/dict/getDictItems/{dictCode}',
    async ({ params }) => {
      const dictCode = params.dictCode ?? '';
      const spec = tableDictSpec(dictCode);
      const items = spec ? await tableDictRows(db, spec) : await plainDictItems(db, dictCode);
      return sysListOk(items.map(dictModel));
    },
    signed,
  );

  router.on(
    'get',
    '/sys/dict/loadDict/{dictCode}',
    async ({ params, query }) => {
      const spec = tableDictSpec(params.dictCode ?? '');
      if (!spec) throw new Refusal(BAD_DICT_CODE);
      const { keyword, orderBy } = keywordAndOrder(query.keyword);
      const limit = positiveInteger(query.pageSize);
      const rows = await tableDictRows(db, spec, {
        keyword,
        ...(orderBy ? { orderBy } : {}),
        ...(limit ? { limit } : {}),
      });
      return sysListOk(rows.map(dictModel));
    },
    signed,
  );

  router.on(
    'get',
    '/sys/dict/loadDictItem/{dictCode}',
    async ({ params, query }) => {
      const spec = tableDictSpec(params.dictCode ?? '');
      if (!spec || spec.condition !== undefined) throw new Refusal(BAD_DICT_CODE);
      const keys = (query.key ?? '').split(',').filter((key) => key !== '');
      const rows = keys.length > 0 ? await tableDictRows(db, spec, { values: keys }) : [];
      const texts = new Map(rows.map((row) => [row.value, row.text]));
      const dropUnknown = query.delNotExist !== 'false';
      const result = keys.flatMap((key) => {
        const found = texts.get(key);
        if (found !== undefined) return [found];
        return dropUnknown ? [] : [key];
      });
      return sysListOk(result);
    },
    signed,
  );

  router.on(
    'get',
    '/sys/dict/loadTreeData',
    async ({ query }) => sysListOk(await treeLevel(db, query)),
    signed,
  );

  router.on('get', '/sys/dict/refleshCache', () => sysListOk(null));
  router.on('get', '/sys/dict/queryAllDictItems', async () => sysOk(await allActiveItems(db), ''));
}
