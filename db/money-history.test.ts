// Money history is kept (docs/product-rules.md section 2; the privacy page keeps records 7 years after an account
// closes): the ledger refuses edits and deletions at the database level, and deleting a user cannot cascade into
// their ledger, transactions, payouts, sweeps or investments.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-money-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const at = Date.UTC(2025, 0, 1, 12);

const MONEY_TABLES = [
  'ledger_entries',
  'transactions',
  'points_rewards',
  'points_redemptions',
  'cash_outs',
  'sweeps',
  'investments',
  'investment_transactions',
] as const;

let users = 0;
/** A user, as any migration since the first can hold one. */
function addUser(sqlite: Sqlite): number {
  users += 1;
  return Number(
    sqlite
      .prepare(
        `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
         VALUES ('A', ?, 'x', ?, 'USA', ?, ?)`,
      )
      .run(`u${users}@example.com`, `user_${users}`, `CODE${String(users).padStart(4, '2')}`, at).lastInsertRowid,
  );
}

/** One row of every kind of money history, plus a session and a notification (which are not money). */
function addHistory(sqlite: Sqlite, userId: number) {
  const run = (query: string, ...params: unknown[]) => Number(sqlite.prepare(query).run(...params).lastInsertRowid);
  const tx = run(
    `INSERT INTO transactions (user_id, description, amount_cents, type, category, date, created_at)
     VALUES (?, 'TIKTOK COINS', 999, 'debit', 'TikTok', ?, ?)`,
    userId,
    at,
    at,
  );
  run(
    `INSERT INTO points_rewards
       (user_id, transaction_id, points_earned, spend_amount_cents, reward_rate_bps, created_at)
     VALUES (?, ?, 50, 999, 500, ?)`,
    userId,
    tx,
    at,
  );
  run(
    `INSERT INTO ledger_entries (user_id, account, amount, cause, ref_type, ref_id, idempotency_key, created_at)
     VALUES (?, 'points', 50, 'purchase', 'transaction', ?, ?, ?)`,
    userId,
    tx,
    `purchase:${tx}:points`,
    at,
  );
  run(
    `INSERT INTO points_redemptions (user_id, points_redeemed, cash_value_cents, created_at) VALUES (?, 2500, 2500, ?)`,
    userId,
    at,
  );
  run(`INSERT INTO cash_outs (user_id, amount_cents, created_at) VALUES (?, 2500, ?)`, userId, at);
  run(
    `INSERT INTO sweeps (user_id, amount_cents, investment_type, payment_method_id, created_at)
     VALUES (?, 500, 'interest', 'pm_card_visa', ?)`,
    userId,
    at,
  );
  const investment = run(
    `INSERT INTO investments (user_id, portfolio_type, created_at) VALUES (?, 'interest', ?)`,
    userId,
    at,
  );
  run(
    `INSERT INTO investment_transactions (user_id, investment_id, type, amount_cents, created_at)
     VALUES (?, ?, 'buy', 500, ?)`,
    userId,
    investment,
    at,
  );
  run(
    `INSERT INTO sessions (sid, sess, expire, user_id, created_at) VALUES (?, '{}', ?, ?, ?)`,
    `s${userId}`,
    at,
    userId,
    at,
  );
  run(
    `INSERT INTO notifications (user_id, type, title, message, created_at) VALUES (?, 'payout', 't', 'm', ?)`,
    userId,
    at,
  );
}

/** Rows per table for one user. */
function rowsOf(sqlite: Sqlite, userId: number, tables: readonly string[] = [...MONEY_TABLES, 'sessions']) {
  return Object.fromEntries(
    tables.map((t) => [
      t,
      (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE user_id = ?`).get(userId) as { n: number }).n,
    ]),
  );
}

const everyTableOnce = Object.fromEntries([...MONEY_TABLES, 'sessions'].map((t) => [t, 1]));

function freshDatabase() {
  const opened = openDatabase(join(dir, `db-${++files}.sqlite`));
  applyMigrations(opened.db);
  return opened;
}

describe('money history is kept', () => {
  it('refuses to edit or delete a ledger row: a correction is a new row', () => {
    const { sqlite } = freshDatabase();
    const userId = addUser(sqlite);
    addHistory(sqlite, userId);
    const before = sqlite.prepare('SELECT * FROM ledger_entries WHERE user_id = ?').all(userId);
    expect(() => sqlite.prepare('UPDATE ledger_entries SET amount = 5000 WHERE user_id = ?').run(userId)).toThrow(
      /append-only/,
    );
    expect(() => sqlite.prepare('DELETE FROM ledger_entries WHERE user_id = ?').run(userId)).toThrow(/append-only/);
    expect(sqlite.prepare('SELECT * FROM ledger_entries WHERE user_id = ?').all(userId)).toEqual(before);
    // Appending still works.
    sqlite
      .prepare(
        `INSERT INTO ledger_entries (user_id, account, amount, cause, idempotency_key, created_at)
         VALUES (?, 'points', -50, 'refund', 'refund:1:points', ?)`,
      )
      .run(userId, at);
    expect(rowsOf(sqlite, userId, ['ledger_entries'])).toEqual({ ledger_entries: 2 });
  });

  it('deleting a user with money history is refused and erases nothing', () => {
    const { sqlite } = freshDatabase();
    const userId = addUser(sqlite);
    addHistory(sqlite, userId);
    expect(() => sqlite.prepare('DELETE FROM users WHERE id = ?').run(userId)).toThrow(/FOREIGN KEY/);
    expect(rowsOf(sqlite, userId)).toEqual(everyTableOnce);
  });

  it('a user with no money history can still be deleted, with their sessions and notifications', () => {
    const { sqlite } = freshDatabase();
    const userId = addUser(sqlite);
    sqlite
      .prepare(`INSERT INTO sessions (sid, sess, expire, user_id, created_at) VALUES ('s', '{}', ?, ?, ?)`)
      .run(at, userId, at);
    sqlite
      .prepare(
        `INSERT INTO notifications (user_id, type, title, message, created_at) VALUES (?, 'payout', 't', 'm', ?)`,
      )
      .run(userId, at);
    sqlite.prepare('DELETE FROM users WHERE id = ?').run(userId);
    expect(rowsOf(sqlite, userId, ['sessions', 'notifications'])).toEqual({ sessions: 0, notifications: 0 });
  });

  it('upgrading a database made by the earlier migrations keeps every row, then protects it', () => {
    // The migrations as they stood before this change (0000 to 0002).
    const { db, sqlite } = openDatabase(join(dir, `db-${++files}.sqlite`));
    migrateUpTo(db, dir, 2);
    const userId = addUser(sqlite);
    const other = addUser(sqlite);
    addHistory(sqlite, userId);
    addHistory(sqlite, other);

    applyMigrations(db);

    expect(rowsOf(sqlite, userId)).toEqual(everyTableOnce);
    expect(rowsOf(sqlite, other)).toEqual(everyTableOnce);
    // Rows from before currencies were kept are US dollars at a rate of 1 on their day (migration 0006).
    expect(
      sqlite
        .prepare(
          `SELECT amount_cents, currency, original_amount, usd_rate_micros, rate_day FROM transactions
           WHERE user_id = ?`,
        )
        .get(userId),
    ).toEqual({
      amount_cents: 999,
      currency: 'USD',
      original_amount: '9.99',
      usd_rate_micros: 1_000_000,
      rate_day: '2025-01-01',
    });
    // The list's summary is counted from the rows already there (migration 0009), then kept by its triggers.
    const listed = () =>
      sqlite
        .prepare('SELECT listed_count AS n, listed_coin_purchases AS p, listed_coin_spend_cents AS c FROM users')
        .all();
    expect(listed()).toEqual([
      { n: 1, p: 1, c: 999 },
      { n: 1, p: 1, c: 999 },
    ]);
    sqlite.prepare('UPDATE transactions SET removed_at = ? WHERE user_id = ?').run(at, other);
    expect(listed()).toEqual([
      { n: 1, p: 1, c: 999 },
      { n: 0, p: 0, c: 0 },
    ]);
    expect(() => sqlite.prepare('UPDATE transactions SET user_id = ? WHERE user_id = ?').run(other, userId)).toThrow(
      /never changes owner/,
    );
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() => sqlite.prepare('DELETE FROM ledger_entries WHERE user_id = ?').run(userId)).toThrow(/append-only/);
    expect(() => sqlite.prepare('DELETE FROM users WHERE id = ?').run(userId)).toThrow(/FOREIGN KEY/);
    expect(rowsOf(sqlite, userId)).toEqual(everyTableOnce);
  });
});
