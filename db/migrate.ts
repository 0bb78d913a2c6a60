import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './index.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations that this database has not seen yet. */
export function applyMigrations(db: Db) {
  migrate(db, { migrationsFolder });
}
