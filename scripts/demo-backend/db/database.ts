/**
 * The demo backend's database: PGlite (Postgres in WebAssembly) in a data folder, or in memory for
 * tests. The schema is the SQL files of ./migrations, applied once each in name order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type Database = PGlite;
/** What a query runs on: the database or an open transaction. */
export type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (creating when new) the database in `dataDir`, or in memory without one; `template`, a
 * dump of another database (`dumpDataDir`), saves a new one Postgres's initdb and the seed.
 */
export async function openDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
}

/** The migration files not yet applied, applied in order, each in one transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS demo_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM demo_migration')).rows.map((r) => r.name),
  );
  const pending = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(path.join(migrationsDir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO demo_migration (name) VALUES ($1)', [name]);
    });
  }
  return pending;
}

/** The first row of a query, or undefined. */
export async function one<T>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  return (await db.query<T>(sql, params)).rows[0];
}

/** Every row of a query. */
export async function all<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}
