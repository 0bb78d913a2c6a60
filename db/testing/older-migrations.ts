// A database as the migrations up to `lastIdx` left it: for tests that upgrade one holding older rows.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from '#db/index.ts';
import { migrationsFolder } from '#db/migrate.ts';

/** Applies the committed migrations 0000 to `lastIdx` only (copied into `dir` with a shortened journal). */
export function migrateUpTo(db: Db, dir: string, lastIdx: number) {
  const older = join(dir, `migrations-to-${lastIdx}`);
  cpSync(migrationsFolder, older, { recursive: true });
  const journalFile = join(older, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  const entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries }));
  migrate(db, { migrationsFolder: older });
}
