/**
 * The uniqueness checks behind form rules (spec 5.4, 7.3; jeecg-contracts §2.10): JeecgBoot's
 * /sys/duplicate/check and the company backend's /cap ValidateExistenceMysql, both counting REAL
 * rows. The table and column are looked up in ./dictTables' whitelist (never put into SQL as
 * given); the value and the excluded id are parameters.
 */
import { one, type Queryable } from '../../db/database';
import { Refusal, sysOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { column, dictTable, tablePresent, UnknownName } from './dictTables';

const VALUE_FREE = '该值可用！';
const VALUE_TAKEN = '该值不可用，系统中已存在！';
const EMPTY_VALUE = '数据为空,不作处理！';

/** How many rows of `tableName` hold `value` in `fieldName`, leaving out the row `exceptId`. */
export async function countTaken(
  db: Queryable,
  target: { tableName: string; fieldName: string; value: string; exceptId?: string | null },
): Promise<number> {
  const table = dictTable(target.tableName);
  if (!(await tablePresent(db, table))) throw new UnknownName(`不支持的表：${target.tableName}`);
  const row = await one<{ taken: number }>(
    db,
    `SELECT count(*)::int AS taken FROM ${table.table} t
      WHERE ${column(table, target.fieldName)} = $1 AND ($2::text IS NULL OR ${column(table, 'id')} <> $2)`,
    [target.value, target.exceptId || null],
  );
  return row?.taken ?? 0;
}

export function duplicateCheckRoutes(router: ContractRouter): void {
  const { db } = router.deps;
  router.on('get', '/sys/duplicate/check', async ({ query }) => {
    if (!query.fieldVal) return { ...sysOk(null, EMPTY_VALUE), code: 500 };
    let taken: number;
    try {
      taken = await countTaken(db, {
        tableName: query.tableName ?? '',
        fieldName: query.fieldName ?? '',
        value: query.fieldVal,
        exceptId: query.dataId ?? null,
      });
    } catch (error) {
      if (error instanceof UnknownName) throw new Refusal(`校验失败，${error.message}`);
      throw error;
    }
    if (taken > 0) throw new Refusal(VALUE_TAKEN);
    return sysOk(VALUE_FREE, VALUE_FREE);
  });
}
