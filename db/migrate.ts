import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './index.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations that this database has not seen yet. */
export function applyMigrations(db: Db) {
  migrate(db, { migrationsFolder });
}

// `npm run db:migrate`: migrate the DATA_DIR database without starting the server.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { loadEnv } = await import('#api/env.ts');
  const { openDatabase } = await import('./index.ts');
  const env = loadEnv();
  const { db, sqlite } = openDatabase(env.databaseFile);
  applyMigrations(db);
  sqlite.close();
  console.log(`Migrations applied to ${env.databaseFile}`);
}
