/**
 * 数据日志 (spec 2.7; jeecg-contracts SysDataLog): one row per saved version of a record. The
 * record areas of this folder write a version on every add and edit, so the page shows real
 * history; the list is JeecgBoot's generic list, newest first.
 */
import { one, type Queryable } from '../../db/database';
import { sysListOk } from '../../http/envelope';
import { RecordTable, type RecordData } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { newId } from '../../http/secrets';
import { jeecgDateTime } from '../../http/time';
import type { components } from '../../../../src/api/generated/sys';

type DataLog = components['schemas']['SysDataLog'];

/** The saved fields of a record, without the labels lists add. */
function savedContent(record: RecordData): string {
  const content = Object.fromEntries(
    Object.entries(record).filter(([key]) => !key.endsWith('_dictText')),
  );
  return JSON.stringify(content);
}

/** Writes the next version of a record (call it in the transaction that saved the record). */
export async function writeDataVersion(
  db: Queryable,
  version: { table: string; record: RecordData; username: string | null; at: Date },
): Promise<void> {
  const dataId = String(version.record.id);
  const latest = await one<{ versions: number }>(
    db,
    'SELECT count(*)::int AS versions FROM sys_data_log WHERE data_table = $1 AND data_id = $2',
    [version.table, dataId],
  );
  const id = newId();
  const data: DataLog = {
    id,
    createBy: version.username,
    createTime: jeecgDateTime(version.at),
    updateBy: null,
    updateTime: null,
    dataTable: version.table,
    dataId,
    dataContent: savedContent(version.record),
    dataVersion: String((latest?.versions ?? 0) + 1),
    type: 'json',
  };
  await db.query(
    'INSERT INTO sys_data_log (id, data_table, data_id, data, create_time) VALUES ($1, $2, $3, $4, $5)',
    [id, version.table, dataId, data, version.at],
  );
}

export function dataLogRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const dataLogs = new RecordTable<DataLog>(db, { table: 'sys_data_log', now });
  router.on('get', '/sys/dataLog/list', async ({ query }) => sysListOk(await dataLogs.page(query)));
}
