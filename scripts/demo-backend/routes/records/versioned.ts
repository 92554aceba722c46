/**
 * A save that also records the saved version in 数据日志 (./dataLog.ts), in one transaction: the
 * record and its version are written together or not at all.
 */
import type { Database, Queryable } from '../../db/database';
import type { RecordData } from '../../http/recordTable';
import type { Session } from '../../http/session';
import { writeDataVersion } from './dataLog';

export function saveVersioned<T extends RecordData>(
  db: Database,
  table: string,
  who: { session: Session; now: () => Date },
  save: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const record = await save(tx);
    await writeDataVersion(tx, {
      table,
      record,
      username: who.session.username,
      at: who.now(),
    });
    return record;
  });
}
