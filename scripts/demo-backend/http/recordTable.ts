/**
 * A /sys administration table whose record is its `data` column (db/migrations): the JeecgBoot
 * list, and add, edit, delete and look-up with the stock messages. Uniqueness is the database's
 * (a unique column), answered with JeecgBoot's refusal.
 */
import { all, one, type Database, type Queryable } from '../db/database';
import { Refusal } from './envelope';
import { jeecgPage, withDictTexts, type JeecgPage, type ListSource } from './jeecgList';
import { newId } from './secrets';
import type { Session } from './session';
import { jeecgDateTime } from './time';

export type RecordData = Record<string, unknown>;

export const DUPLICATE_RECORD = '操作失败，数据库中已存在该记录';
export const ADDED = '添加成功！';
export const EDITED = '编辑成功!';
export const DELETED = '删除成功!';
export const BATCH_DELETED = '批量删除成功!';
export const NOT_FOUND = '未找到对应数据';

export interface RecordTableOptions extends ListSource {
  /** Columns besides id, data and create_time, each taken from the record. */
  columns?: Record<string, (record: RecordData) => unknown>;
  /** Fields a client may not set (kept or computed by the backend). */
  readOnlyFields?: readonly string[];
  now: () => Date;
}

const ALWAYS_READ_ONLY = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'];

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
  );
}

export class RecordTable<T extends RecordData = RecordData> {
  constructor(
    readonly db: Database,
    readonly options: RecordTableOptions,
  ) {}

  private get table(): string {
    return this.options.table;
  }

  private writable(input: unknown): RecordData {
    const record: RecordData = {};
    if (typeof input !== 'object' || input === null) return record;
    const readOnly = new Set([...ALWAYS_READ_ONLY, ...(this.options.readOnlyFields ?? [])]);
    for (const [key, value] of Object.entries(input)) {
      if (!readOnly.has(key) && !key.endsWith('_dictText')) record[key] = value;
    }
    return record;
  }

  private columnValues(record: RecordData): [string[], unknown[]] {
    const entries = Object.entries(this.options.columns ?? {});
    return [entries.map(([name]) => name), entries.map(([, valueOf]) => valueOf(record))];
  }

  page(query: Record<string, string | undefined>, db: Queryable = this.db): Promise<JeecgPage<T>> {
    return jeecgPage<T>(db, this.options, query);
  }

  async find(id: string, db: Queryable = this.db): Promise<T | undefined> {
    const row = await one<{ data: T }>(db, `SELECT data FROM ${this.table} WHERE id = $1`, [id]);
    if (!row) return undefined;
    const [labelled] = await withDictTexts(db, [row.data], this.options.dictFields);
    return labelled;
  }

  async get(id: string | undefined, db: Queryable = this.db): Promise<T> {
    const record = id ? await this.find(id, db) : undefined;
    if (!record) throw new Refusal(NOT_FOUND);
    return record;
  }

  /** Every record meeting the list's conditions, unpaged (exports, trees, pickers). */
  async rows(where = 'TRUE', params: unknown[] = [], db: Queryable = this.db): Promise<T[]> {
    const rows = await all<{ data: T }>(
      db,
      `SELECT data FROM ${this.table} t WHERE ${where} ORDER BY t.create_time`,
      params,
    );
    return withDictTexts(
      db,
      rows.map((row) => row.data),
      this.options.dictFields,
    );
  }

  async add(
    input: unknown,
    session: Session | undefined,
    extra: RecordData = {},
    db: Queryable = this.db,
  ): Promise<T> {
    const now = this.options.now();
    const record: RecordData = {
      ...this.writable(input),
      ...extra,
      id: typeof extra.id === 'string' || typeof extra.id === 'number' ? extra.id : newId(),
      createBy: session?.username ?? null,
      createTime: jeecgDateTime(now),
      updateBy: null,
      updateTime: null,
    };
    const [names, values] = this.columnValues(record);
    const placeholders = names.map((_, index) => `$${index + 4}`);
    try {
      await db.query(
        `INSERT INTO ${this.table} (id, data, create_time${names.map((n) => `, ${n}`).join('')})
         VALUES ($1, $2, $3${placeholders.map((p) => `, ${p}`).join('')})`,
        [record.id, record, now, ...values],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal(DUPLICATE_RECORD);
      throw error;
    }
    return record as T;
  }

  /** Merges the given fields into the record of `input.id`. */
  async edit(
    input: unknown,
    session: Session | undefined,
    extra: RecordData = {},
    db: Queryable = this.db,
  ): Promise<T> {
    const id = (input as { id?: unknown } | undefined)?.id;
    const current = await one<{ data: RecordData }>(
      db,
      `SELECT data FROM ${this.table} WHERE id = $1`,
      [id],
    );
    if (!current) throw new Refusal(NOT_FOUND);
    const record: RecordData = {
      ...current.data,
      ...this.writable(input),
      ...extra,
      updateBy: session?.username ?? null,
      updateTime: jeecgDateTime(this.options.now()),
    };
    const [names, values] = this.columnValues(record);
    try {
      await db.query(
        `UPDATE ${this.table} SET data = $2${names.map((n, i) => `, ${n} = $${i + 3}`).join('')}
          WHERE id = $1`,
        [id, record, ...values],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal(DUPLICATE_RECORD);
      throw error;
    }
    return record as T;
  }

  /** Deletes by id or by comma-joined ids (spec 7.5); the number of rows deleted. */
  async remove(ids: string | undefined, db: Queryable = this.db): Promise<number> {
    const list = String(ids ?? '')
      .split(',')
      .filter((id) => id !== '');
    if (list.length === 0) throw new Refusal(NOT_FOUND);
    const result = await db.query(`DELETE FROM ${this.table} WHERE id::text = ANY($1::text[])`, [
      list,
    ]);
    return result.affectedRows ?? 0;
  }
}
