// Migration 0032 (the first welcome kept on the account): a member who joined before it has had their first
// dashboard, so it says welcome back; a new member's is not yet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-member-welcomed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('counts every member who joined before as welcomed, on the day they joined', () => {
  const { db, sqlite } = openDatabase(join(dir, 'db.sqlite'));
  migrateUpTo(db, dir, 31);
  sqlite
    .prepare(
      `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
       VALUES ('A', 'a@example.com', 'x', 'user_a', 'Mexico', 'CODEAAAA', 1700000000000)`,
    )
    .run();
  applyMigrations(db);
  expect(sqlite.prepare('SELECT welcomed_at AS at FROM users').get()).toEqual({ at: 1700000000000 });
  sqlite.close();
});
