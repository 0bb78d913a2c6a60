// Migration 0015 (one real bank account, one member): a database where one aggregator account is active under two
// members upgrades, the first member keeping it and the later link stopping (its history kept), and from then on the
// database itself refuses a second active row for one real account.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-one-account-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = Date.UTC(2025, 0, 1, 12);

function addUser(sqlite: Sqlite, n: number): number {
  return Number(
    sqlite
      .prepare(
        `INSERT INTO users (name, email, password, username, country, referral_code, created_at, bank_account_connected)
         VALUES ('A', ?, 'x', ?, 'Mexico', ?, ?, 1)`,
      )
      .run(`u${n}@example.com`, `user_${n}`, `CODE${n}${n}${n}${n}`, at).lastInsertRowid,
  );
}
/** An active Belvo account, in the columns of the schema at hand: before the neutral ones, or after. */
const addAccount = (sqlite: Sqlite, userId: number, accountId: string, column = 'belvo_account_id') =>
  sqlite
    .prepare(
      `INSERT INTO bank_accounts (user_id, ${column}, provider, account_name, is_active, is_primary,
         created_at, updated_at) VALUES (?, ?, 'belvo', 'Cuenta', 1, 1, ?, ?)`,
    )
    .run(userId, accountId, at, at);

it('keeps a shared account with its first member, stops the later link, and refuses a second one after', () => {
  const { db, sqlite } = openDatabase(join(dir, 'db.sqlite'));
  migrateUpTo(db, dir, 14);
  const [first, second, third] = [addUser(sqlite, 1), addUser(sqlite, 2), addUser(sqlite, 3)];
  addAccount(sqlite, first, 'shared');
  addAccount(sqlite, second, 'shared');
  addAccount(sqlite, second, 'own');
  addAccount(sqlite, third, 'shared');

  applyMigrations(db);

  const active = sqlite
    .prepare('SELECT user_id AS userId, provider_account_id AS account FROM bank_accounts WHERE is_active = 1')
    .all();
  expect(active).toEqual([
    { userId: first, account: 'shared' },
    { userId: second, account: 'own' },
  ]);
  const connected = sqlite.prepare('SELECT bank_account_connected AS c FROM users ORDER BY id').all();
  expect(connected).toEqual([{ c: 1 }, { c: 1 }, { c: 0 }]);
  expect(sqlite.prepare('SELECT COUNT(*) AS n FROM bank_accounts').get()).toEqual({ n: 4 });
  expect(() => addAccount(sqlite, third, 'shared', 'provider_account_id')).toThrow(/UNIQUE/);
  sqlite.close();
});
