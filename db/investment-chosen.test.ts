// Migration 0016 (the dashboard's set-up checklist): a member who already invested, or who moved off the default
// investment, has chosen it and is not asked again; a member who never did is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-investment-chosen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = Date.UTC(2025, 0, 1, 12);

function addUser(sqlite: Sqlite, n: number, choice: 'interest' | 'bitcoin'): number {
  return Number(
    sqlite
      .prepare(
        `INSERT INTO users (name, email, password, username, country, referral_code, created_at, investment_choice)
         VALUES ('A', ?, 'x', ?, 'USA', ?, ?, ?)`,
      )
      .run(`u${n}@example.com`, `user_${n}`, `CODE${n}${n}${n}${n}`, at, choice).lastInsertRowid,
  );
}

it('marks as chosen the members who invested or chose Bitcoin, and no one else', () => {
  const { db, sqlite } = openDatabase(join(dir, 'db.sqlite'));
  migrateUpTo(db, dir, 15);
  const untouched = addUser(sqlite, 1, 'interest');
  const bitcoin = addUser(sqlite, 2, 'bitcoin');
  const invested = addUser(sqlite, 3, 'interest');
  const emptyAccount = addUser(sqlite, 4, 'interest');
  const account = sqlite.prepare(
    `INSERT INTO investments (user_id, portfolio_type, total_invested_cents, created_at) VALUES (?, 'interest', ?, ?)`,
  );
  account.run(invested, 500, at);
  account.run(emptyAccount, 0, at);

  applyMigrations(db);

  const chosen = sqlite.prepare('SELECT id, investment_chosen_at AS at FROM users ORDER BY id').all();
  expect(chosen).toEqual([
    { id: untouched, at: null },
    { id: bitcoin, at },
    { id: invested, at },
    { id: emptyAccount, at: null },
  ]);
  sqlite.close();
});
