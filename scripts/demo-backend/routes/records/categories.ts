/**
 * 分类字典 (spec 2.7, 7.3; jeecg-contracts §2.8): a tree whose roots have pid '0' and whose child
 * codes start with the parent's code. `hasChild` is kept true to the rows (set when a child is
 * added, cleared when the last one goes); deleting a category deletes its subtree.
 */
import { all, one, type Queryable } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { jeecgPage } from '../../http/jeecgList';
import { ADDED, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { nextCategoryCode } from './codeRules';
import { saveVersioned } from './versioned';

type Category = components['schemas']['SysCategory'];
type TreeSelectNode = components['schemas']['TreeSelectModel'];

const ROOT = '0';
const HAS_CHILD = '1';
const NO_CHILD = '0';
const TABLE = 'sys_category';
const NOT_FOUND = '未找到对应实体';
const EDITED = '修改成功!';
const DELETED = '删除成功!';
const FIELDS = new Set([
  'id',
  'pid',
  'name',
  'code',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'sysOrgCode',
  'hasChild',
]);
const CONDITION_FIELDS = new Set(['code', 'name', 'id', 'createBy', 'sysOrgCode']);

function node(category: Category): TreeSelectNode {
  return {
    key: category.id,
    title: category.name,
    leaf: category.hasChild !== HAS_CHILD,
    icon: null,
    parentId: category.pid ?? ROOT,
    value: category.id,
    code: category.code,
    children: null,
  };
}

async function childrenOf(
  db: Queryable,
  pid: string,
  condition: Record<string, string> = {},
): Promise<Category[]> {
  const params: unknown[] = [pid];
  const clauses = ['t.pid = $1'];
  for (const [field, value] of Object.entries(condition)) {
    params.push(field, value);
    clauses.push(`t.data->>$${params.length - 1} = $${params.length}`);
  }
  const rows = await all<{ data: Category }>(
    db,
    `SELECT data FROM ${TABLE} t WHERE ${clauses.join(' AND ')} ORDER BY t.create_time, t.id`,
    params,
  );
  return rows.map((row) => row.data);
}

async function byCode(db: Queryable, code: string): Promise<Category | undefined> {
  const row = await one<{ data: Category }>(db, `SELECT data FROM ${TABLE} WHERE code = $1`, [
    code,
  ]);
  return row?.data;
}

async function subtree(db: Queryable, pid: string): Promise<TreeSelectNode[]> {
  const children = await childrenOf(db, pid);
  return Promise.all(
    children.map(async (child) => {
      const item = node(child);
      return child.hasChild === HAS_CHILD
        ? { ...item, children: await subtree(db, child.id) }
        : item;
    }),
  );
}

/** Sets a parent's hasChild to what its rows say. */
async function refreshHasChild(db: Queryable, parentId: string | null | undefined): Promise<void> {
  if (!parentId || parentId === ROOT) return;
  await db.query(
    `UPDATE ${TABLE} p SET data = jsonb_set(p.data, '{hasChild}',
        to_jsonb(CASE WHEN EXISTS (SELECT 1 FROM ${TABLE} c WHERE c.pid = p.id) THEN $2 ELSE $3 END))
      WHERE p.id = $1`,
    [parentId, HAS_CHILD, NO_CHILD],
  );
}

function parseCondition(raw: string | undefined): Record<string, string> {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Refusal('condition 不是有效的 JSON', { code: 0 });
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed)
      .filter(([field, value]) => CONDITION_FIELDS.has(field) && value !== '' && value !== null)
      .map(([field, value]) => [field, String(value)]),
  );
}

async function removeSubtrees(db: Queryable, ids: string[]): Promise<void> {
  const parents = await all<{ pid: string }>(
    db,
    `SELECT DISTINCT pid FROM ${TABLE} WHERE id = ANY($1::text[])`,
    [ids],
  );
  await db.query(
    `WITH RECURSIVE doomed(id) AS (
       SELECT id FROM ${TABLE} WHERE id = ANY($1::text[])
       UNION SELECT c.id FROM ${TABLE} c JOIN doomed d ON c.pid = d.id)
     DELETE FROM ${TABLE} WHERE id IN (SELECT id FROM doomed)`,
    [ids],
  );
  for (const { pid } of parents) await refreshHasChild(db, pid);
}

export function categoryRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const categories = new RecordTable<Category>(db, {
    table: TABLE,
    columns: { code: (record) => record.code, pid: (record) => record.pid ?? ROOT },
    readOnlyFields: ['hasChild'],
    now,
  });
  const existing = async (id: string | undefined, on: Queryable = db): Promise<Category> => {
    const found = id ? await categories.find(id, on) : undefined;
    if (!found) throw new Refusal(NOT_FOUND);
    return found;
  };

  router.on('get', '/sys/category/rootList', async ({ query }) => {
    const everyLevel = Boolean(query.name || query.code);
    const scope = everyLevel ? undefined : { sql: 't.pid = $1', params: [query.pid || ROOT] };
    return sysListOk(
      await jeecgPage<Category>(db, { table: TABLE, ...(scope ? { scope } : {}) }, query),
    );
  });
  router.on('get', '/sys/category/childList', async ({ query }) => {
    const field = query.column && FIELDS.has(query.column) ? query.column : 'createTime';
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const rows = await all<{ data: Category }>(
      db,
      `SELECT data FROM ${TABLE} t WHERE ($1::text IS NULL OR t.pid = $1)
        ORDER BY t.data->>$2 ${direction}, t.create_time, t.id`,
      [query.pid || null, field],
    );
    return sysListOk(rows.map((row) => row.data));
  });
  router.on('get', '/sys/category/queryById', async ({ query }) =>
    sysListOk(await existing(query.id)),
  );

  router.on('post', '/sys/category/add', async ({ body, session }) => {
    const pid = body.pid || ROOT;
    if (!body.name) throw new Refusal('分类名称不能为空');
    await saveVersioned(db, TABLE, { session, now }, async (tx) => {
      const parent = pid === ROOT ? undefined : await existing(pid, tx);
      const code =
        body.code && (!parent?.code || body.code.startsWith(parent.code))
          ? body.code
          : await nextCategoryCode(tx, pid);
      const added = await categories.add(
        body,
        session,
        { pid, code, hasChild: NO_CHILD, sysOrgCode: body.sysOrgCode ?? null },
        tx,
      );
      await refreshHasChild(tx, pid);
      return added;
    });
    return sysOk(null, ADDED);
  });

  router.on('put', '/sys/category/edit', async ({ body, session }) => {
    const before = await existing(body.id);
    const pid = body.pid || ROOT;
    if (pid === before.id) throw new Refusal('上级分类不能是自己');
    await saveVersioned(db, TABLE, { session, now }, async (tx) => {
      if (pid !== ROOT) await existing(pid, tx);
      const saved = await categories.edit({ ...body, pid }, session, {}, tx);
      await refreshHasChild(tx, before.pid);
      await refreshHasChild(tx, pid);
      return saved;
    });
    return sysOk(null, EDITED);
  });

  router.on('delete', '/sys/category/delete', async ({ query }) => {
    await existing(query.id);
    await db.transaction((tx) => removeSubtrees(tx, [query.id ?? '']));
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/category/deleteBatch', async ({ query }) => {
    const ids = (query.ids ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0) throw new Refusal(NOT_FOUND);
    await db.transaction((tx) => removeSubtrees(tx, ids));
    return sysOk(null, DELETED);
  });

  router.on('get', '/sys/category/checkCode', async ({ query }) => {
    if (!query.code) throw new Refusal('错误,类型编码为空!');
    if (!query.pid || query.pid === ROOT) return sysOk(null, '');
    const parent = await categories.find(query.pid);
    if (!parent?.code || query.code.startsWith(parent.code)) return sysOk(null, '');
    throw new Refusal(`编码不符合规范,须以"${parent.code}"开头!`);
  });

  router.on('get', '/sys/category/loadTreeRoot', async ({ query }) => {
    let pid = ROOT;
    if (query.pcode) {
      const parent = await byCode(db, query.pcode);
      if (!parent) throw new Refusal(`该编码【${query.pcode}】不存在，请核实!`, { code: 0 });
      pid = parent.id;
    }
    if (query.async === 'false') return sysListOk(await subtree(db, pid));
    return sysListOk((await childrenOf(db, pid)).map(node));
  });
  router.on('get', '/sys/category/loadTreeChildren', async ({ query }) =>
    sysListOk((await childrenOf(db, query.pid ?? '')).map(node)),
  );
  router.on('get', '/sys/category/loadTreeData', async ({ query }) => {
    const condition = parseCondition(query.condition);
    let pid = query.pid;
    if (!pid && query.pcode) {
      if (query.pcode === ROOT) pid = ROOT;
      else {
        const parent = await byCode(db, query.pcode);
        if (!parent) throw new Refusal(`该编码【${query.pcode}】不存在，请核实!`, { code: 0 });
        pid = parent.id;
      }
    }
    if (!pid) throw new Refusal('加载分类字典树参数有误.[null]!', { code: 0 });
    return sysListOk((await childrenOf(db, pid, condition)).map(node));
  });
  router.on('get', '/sys/category/loadOne', async ({ query }) => {
    if (!query.field || !FIELDS.has(query.field)) throw new Refusal('字段无效，请检查!');
    const rows = await all<{ data: Category }>(
      db,
      `SELECT data FROM ${TABLE} t WHERE t.data->>$1 = $2 LIMIT 2`,
      [query.field, query.val ?? ''],
    );
    if (rows.length === 0) throw new Refusal('查询无果', { code: 0 });
    if (rows.length > 1) {
      throw new Refusal(`查询数据异常,[${query.field}]存在多个值:${query.val ?? ''}`, { code: 0 });
    }
    return sysListOk(rows[0]!.data);
  });
  router.on('get', '/sys/category/loadDictItem', async ({ query }) => {
    const ids = (query.ids ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0) throw new Refusal('ids 不能为空', { code: 0 });
    const rows = await all<{ id: string; name: string }>(
      db,
      `SELECT id, data->>'name' AS name FROM ${TABLE} WHERE id = ANY($1::text[])`,
      [ids],
    );
    const names = new Map(rows.map((row) => [row.id, row.name]));
    const dropUnknown = query.delNotExist !== 'false';
    return sysListOk(
      ids.flatMap((id) => {
        const name = names.get(id);
        if (name !== undefined) return [name];
        return dropUnknown ? [] : [id];
      }),
    );
  });
}
