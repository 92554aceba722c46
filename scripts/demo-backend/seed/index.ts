/**
 * Each migration's seed: `seed/<migration name>.ts`, when there is one, exports by default the
 * function that fills what the migration created. A data folder made before a migration existed
 * gets that migration's seed at the next start, without a reset.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database';

type Seed = (tx: Transaction, now: Date) => Promise<void>;

const seedDir = path.dirname(fileURLToPath(import.meta.url));

/** Runs the seeds of the migrations just applied, in order, each in one transaction. */
export async function seedMigrations(db: Database, applied: string[], now: Date): Promise<void> {
  for (const migration of applied) {
    const file = path.join(seedDir, migration.replace(/\.sql$/, '.ts'));
    if (!existsSync(file)) continue;
    const seed = ((await import(pathToFileURL(file).href)) as { default: Seed }).default;
    await db.transaction((tx) => seed(tx, now));
  }
}
