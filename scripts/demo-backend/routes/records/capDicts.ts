/**
 * The company backend's 字典与校验 services (spec 7.3, /cap envelope): dictionary items, the
 * dictionary list, the table-backed SQL dictionary, the configured SQL dictionary and the
 * existence count. They read the same live tables and whitelist as the /sys look-ups.
 */
import { all } from '../../db/database';
import { capOk, Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { UnknownName } from './dictTables';
import { countTaken } from './duplicateCheck';
import { plainDictItems } from './dictLookups';
import { tableDictCount, tableDictRows, tableDictSpec, type TableDictSpec } from './tableDict';

const DEFAULT_PAGE_SIZE = 10;

/**
 * The one SQL shape a configured SQL dictionary may have here: `select a as value, b as text from
 * t [where …] [order by c [asc|desc]]`, read into a table dictionary over the whitelist; any other
 * statement is refused, never run.
 */
const SQL_DICT =
  /^\s*select\s+(\w+)\s+(?:as\s+)?(value|text)\s*,\s*(\w+)\s+(?:as\s+)?(value|text)\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+order\s+by\s+(\w+(?:\s+(?:asc|desc))?))?\s*;?\s*$/is;

export function sqlDictSpec(sql: string): { spec: TableDictSpec; orderBy?: string } {
  const match = SQL_DICT.exec(sql);
  if (!match || match[2]?.toLowerCase() === match[4]?.toLowerCase()) {
    throw new Refusal(
      '不支持的SQL字典：只支持 select 值列 as value, 文本列 as text from 表 [where …] [order by …]',
    );
  }
  const [, first = '', firstAs = '', second = '', , table = '', condition, orderBy] = match;
  const [value, text] = firstAs.toLowerCase() === 'value' ? [first, second] : [second, first];
  return {
    spec: { table, text, code: value, ...(condition ? { condition } : {}) },
    ...(orderBy ? { orderBy } : {}),
  };
}

function pageOf(page: { pageSize?: number; pageNum?: number } | undefined) {
  const pageSize = page?.pageSize && page.pageSize > 0 ? page.pageSize : DEFAULT_PAGE_SIZE;
  const pageNum = page?.pageNum && page.pageNum > 0 ? page.pageNum : 1;
  return { pageSize, offset: (pageNum - 1) * pageSize };
}

export function capDictRoutes(router: ContractRouter): void {
  const { db } = router.deps;

  router.on('post', '/cap/sys/v1/SystemDictItemListInquiry', async ({ body }) => {
    const spec = tableDictSpec(body.dictCode);
    const listData = spec
      ? (await tableDictRows(db, spec)).map((row) => ({ ...row, status: 1 }))
      : await plainDictItems(db, body.dictCode);
    return capOk({
      listData,
      page: { count: listData.length, pageSize: listData.length, offset: 0 },
    });
  });

  router.on('post', '/cap/sys/v1/SystemDictListInquiry', async ({ body }) => {
    const dicts = await all<{
      dict_code: string;
      dict_name: string | null;
      description: string | null;
    }>(
      db,
      `SELECT dict_code, data->>'dictName' AS dict_name, data->>'description' AS description
         FROM sys_dict WHERE data->>'delFlag' = '0' ORDER BY create_time, dict_code`,
    );
    const listData = await Promise.all(
      dicts.map(async (dict) => ({
        dictCode: dict.dict_code,
        dictName: dict.dict_name ?? dict.dict_code,
        description: dict.description,
        ...(body.includeDictItem ? { dictItems: await plainDictItems(db, dict.dict_code) } : {}),
      })),
    );
    return capOk({
      listData,
      page: { count: listData.length, pageSize: listData.length, offset: 0 },
    });
  });

  router.on('post', '/cap/sys/v1/SystemSqlDictPageListInquiry', async ({ body }) => {
    const spec: TableDictSpec = {
      table: body.tableName,
      text: body.fieldText,
      code: body.fieldValue,
      ...(body.sqlCondition ? { condition: body.sqlCondition } : {}),
    };
    const { pageSize, offset } = pageOf(body.page);
    const keyword = body.fieldValueKeyword ?? '';
    const count = await tableDictCount(db, spec, { keyword });
    const listData = await tableDictRows(db, spec, {
      keyword,
      orderBy: body.sqlOrderBy ?? null,
      limit: pageSize,
      offset,
    });
    return capOk({ listData, page: { count, pageSize, offset } });
  });

  router.on('post', '/cap/sys/v1/dfRealize/sqlDict', async ({ body }) => {
    const { spec, orderBy } = sqlDictSpec(body.sqlDict);
    const listData = await tableDictRows(db, spec, orderBy ? { orderBy } : {});
    return capOk({
      listData,
      page: { count: listData.length, pageSize: listData.length, offset: 0 },
    });
  });

  router.on('post', '/cap/sys/v1/ValidateExistenceMysql', async ({ body }) => {
    try {
      const cnt = await countTaken(db, {
        tableName: body.tableName,
        fieldName: body.fieldCode,
        value: body.fieldValue,
        exceptId: body.idValue ?? null,
      });
      return capOk({ cnt });
    } catch (error) {
      if (error instanceof UnknownName) throw new Refusal(`校验失败，${error.message}`);
      throw error;
    }
  });
}
