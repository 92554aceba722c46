/**
 * 数据字典 (spec 2.7, 7.3; jeecg-contracts §2.6): dictionaries and their items over the live
 * sys_dict / sys_dict_item tables of 0001, so a saved item is in the next lookup and cache
 * refresh. Deleting a dictionary is logical (delFlag 1) as in JeecgBoot: its code stays taken.
 */
import { one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import { EDITED, NOT_FOUND, RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { saveVersioned } from './versioned';

type Dict = components['schemas']['SysDict'];
type DictItem = components['schemas']['SysDictItem'];

const SAVED = '保存成功！';
const DELETED = '删除成功!';
const NOT_DELETED = '删除失败!';
const VALUE_FREE = '该值可用！';
const VALUE_TAKEN = '该值不可用，系统中已存在！';
const LIVE_DICT = "t.data->>'delFlag' = '0'";

function required(value: unknown, label: string): void {
  if (value === undefined || value === null || String(value).trim() === '') {
    throw new Refusal(`${label}不能为空`);
  }
}

export function dictRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const dicts = new RecordTable<Dict>(db, {
    table: 'sys_dict',
    columns: { dict_code: (record) => record.dictCode },
    scope: { sql: LIVE_DICT, params: [] },
    readOnlyFields: ['delFlag'],
    now,
  });
  const items = new RecordTable<DictItem>(db, {
    table: 'sys_dict_item',
    columns: {
      dict_id: (record) => record.dictId,
      item_value: (record) => record.itemValue,
      sort_order: (record) => record.sortOrder ?? 0,
      status: (record) => record.status ?? 1,
    },
    dictFields: { status: 'dict_item_status' },
    numericFields: ['sortOrder', 'status'],
    readOnlyFields: ['dictId'],
    now,
  });

  router.on('get', '/sys/dict/list', async ({ query }) => sysListOk(await dicts.page(query)));
  router.on('post', '/sys/dict/add', async ({ body, session }) => {
    required(body.dictName, '字典名称');
    required(body.dictCode, '字典编号');
    await saveVersioned(db, 'sys_dict', { session, now }, (tx) =>
      dicts.add(
        body,
        session,
        { description: body.description ?? null, type: body.type ?? 0, delFlag: 0 },
        tx,
      ),
    );
    return sysOk(null, SAVED);
  });
  router.on('put', '/sys/dict/edit', async ({ body, session }) => {
    await saveVersioned(db, 'sys_dict', { session, now }, (tx) =>
      dicts.edit(body, session, {}, tx),
    );
    return sysOk(null, EDITED);
  });

  const softDelete = async (ids: string | undefined): Promise<number> => {
    const list = String(ids ?? '')
      .split(',')
      .filter((id) => id !== '');
    const result = await db.query(
      `UPDATE sys_dict t SET data = jsonb_set(t.data, '{delFlag}', '1')
        WHERE t.id = ANY($1::text[]) AND ${LIVE_DICT}`,
      [list],
    );
    return result.affectedRows ?? 0;
  };
  router.on('delete', '/sys/dict/delete', async ({ query }) => {
    if ((await softDelete(query.id)) === 0) throw new Refusal(NOT_DELETED);
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/dict/deleteBatch', async ({ query }) => {
    if ((await softDelete(query.ids)) === 0) throw new Refusal(NOT_DELETED);
    return sysOk(null, DELETED);
  });

  // Items: in their configured order unless the list sorts by a column (JeecgBoot appends sort_order).
  router.on('get', '/sys/dictItem/list', async ({ query }) =>
    sysListOk(
      await items.page(query.column ? query : { ...query, column: 'sortOrder', order: 'asc' }),
    ),
  );
  router.on('post', '/sys/dictItem/add', async ({ body, session }) => {
    required(body.itemText, '字典项文本');
    required(body.itemValue, '字典项值');
    const dict = await one(db, `SELECT 1 FROM sys_dict t WHERE t.id = $1 AND ${LIVE_DICT}`, [
      body.dictId,
    ]);
    if (!dict) throw new Refusal(NOT_FOUND);
    await saveVersioned(db, 'sys_dict_item', { session, now }, (tx) =>
      items.add(
        body,
        session,
        {
          dictId: body.dictId,
          description: body.description ?? null,
          sortOrder: body.sortOrder ?? 0,
          status: body.status ?? 1,
        },
        tx,
      ),
    );
    return sysOk(null, SAVED);
  });
  router.on('put', '/sys/dictItem/edit', async ({ body, session }) => {
    await saveVersioned(db, 'sys_dict_item', { session, now }, (tx) =>
      items.edit(body, session, {}, tx),
    );
    return sysOk(null, EDITED);
  });
  router.on('delete', '/sys/dictItem/delete', async ({ query }) => {
    await items.remove(query.id);
    return sysOk(null, DELETED);
  });
  router.on('delete', '/sys/dictItem/deleteBatch', async ({ query }) => {
    await items.remove(query.ids);
    return sysOk(null, DELETED);
  });
  router.on('get', '/sys/dictItem/dictItemCheck', async ({ query }) => {
    const taken = await one(
      db,
      'SELECT 1 FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2 AND id <> $3',
      [query.dictId ?? '', query.itemValue ?? '', query.id ?? ''],
    );
    if (taken) throw new Refusal(VALUE_TAKEN);
    return sysOk(null, VALUE_FREE);
  });
}
