// Migration 0029 (when a ledger row's news happened): the rows posted before it get the purchase's own date, a
// refund's reversal the refund's date, every other row its posting time; and the ledger stays append-only after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-activity-date-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DAY = 86_400_000;
const posted = Date.UTC(2025, 5, 30, 12);

it('dates the rows posted before it by what they are about, and keeps the ledger append-only', () => {
  const { db, sqlite } = openDatabase(join(dir, 'db.sqlite'));
  migrateUpTo(db, dir, 28);
  const run = (query: string, ...params: unknown[]) => Number(sqlite.prepare(query).run(...params).lastInsertRowid);
  const user = run(
    `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
     VALUES ('A', 'a@example.com', 'x', 'a', 'USA', 'CODE2222', 0)`,
  );
  const tx = (date: number, type: string) =>
    run(
      `INSERT INTO transactions (user_id, description, amount_cents, type, category, date, created_at)
       VALUES (?, 'TIKTOK COINS', 999, ?, 'TikTok', ?, ?)`,
      user,
      type,
      date,
      posted,
    );
  const purchase = tx(posted - 10 * DAY, 'debit');
  const refund = tx(posted - 3 * DAY, 'credit');
  const row = (account: string, cause: string, key: string, refType: string | null, refId: number | null) =>
    run(
      `INSERT INTO ledger_entries (user_id, account, amount, cause, ref_type, ref_id, idempotency_key, created_at)
       VALUES (?, ?, 1, ?, ?, ?, ?, ?)`,
      user,
      account,
      cause,
      refType,
      refId,
      key,
      posted,
    );
  const roundUp = row('round_ups', 'round_up', `tx:${purchase}:round_up`, 'transaction', purchase);
  const reversal = row('round_ups', 'refund', `tx:${purchase}:reverse:${refund}:round_up`, 'transaction', purchase);
  const removal = row('round_ups', 'removed', `tx:${purchase}:reverse:round_up`, 'transaction', purchase);
  const reward = row('points', 'referral_reward', 'referral:1', null, null);

  applyMigrations(db);

  const occurred = (id: number) =>
    (sqlite.prepare('SELECT occurred_at AS at FROM ledger_entries WHERE id = ?').get(id) as { at: number }).at;
  expect([roundUp, reversal, removal, reward].map(occurred)).toEqual([
    posted - 10 * DAY,
    posted - 3 * DAY,
    posted,
    posted,
  ]);
  expect(() => sqlite.prepare('UPDATE ledger_entries SET amount = 2 WHERE id = ?').run(roundUp)).toThrow(/append-only/);
  sqlite.close();
});
