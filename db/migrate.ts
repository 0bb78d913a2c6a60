import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The committed migrations: beside this file in db/, or two folders up once bundled into dist/server/. */
export const migrationsFolder =
  [join(here, 'migrations'), join(here, '..', '..', 'db', 'migrations')].find((dir) => existsSync(dir)) ??
  join(here, 'migrations');

/**
 * Applies the committed migrations that this database has not seen yet.
 *
 * SQLite cannot alter a foreign key, so a migration that changes one rebuilds the table (copy, drop, rename).
 * With foreign keys on, dropping the old table deletes its rows first, which cascades into (or is refused by)
 * the tables that reference it. drizzle runs every pending migration in one transaction, where the
 * `PRAGMA foreign_keys=OFF` the generated SQL carries is a no-op; so foreign keys are switched off around the
 * whole run here, checked once it has committed, and switched back on.
 */
export function applyMigrations(db: Db) {
  const sqlite = db.$client;
  const applied = () =>
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get()
      ? (sqlite.prepare('SELECT COUNT(*) AS n FROM __drizzle_migrations').get() as { n: number }).n
      : 0;
  const enforced = sqlite.pragma('foreign_keys', { simple: true }) === 1;
  const before = applied();
  sqlite.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder });
    // Only after a migration ran: the check reads every row that has a foreign key.
    const broken = applied() === before ? [] : (sqlite.pragma('foreign_key_check') as unknown[]);
    if (broken.length > 0)
      throw new Error(`migrations left rows whose foreign keys point nowhere: ${JSON.stringify(broken.slice(0, 5))}`);
  } finally {
    if (enforced) sqlite.pragma('foreign_keys = ON');
  }
}
