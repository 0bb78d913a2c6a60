// Fresh, migrated database files for the ingest benchmark, the two timed writers (ingest and the plain
// prepared INSERT baseline), and the checks that make a run count: ledger audits, row counts, replays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db, type Sqlite } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { ingest, type IngestResult } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { createUser } from '#api/services/accounts/users.ts';
import { type Batch, NOW, type PlainBatch, type PlainRow } from './ingest-data.ts';
import { write } from '#db/unit-of-work.ts';

export const dir = mkdtempSync(join(tmpdir(), 'giftorbit-bench-'));
let fileCount = 0;

export type BenchDb = { db: Db; sqlite: Sqlite; userIds: number[]; dispose(): void };

/**
 * A fresh, migrated database file with `users` accounts (created untimed, in one transaction): encrypted as the
 * server's is, or, with `unencrypted`, plain (only to measure what the encryption at rest costs).
 */
export function freshDb(users: number, unencrypted = false): BenchDb {
  const file = join(dir, `bench-${++fileCount}.sqlite`);
  const { db, sqlite } = openDatabase(file, unencrypted ? null : undefined);
  applyMigrations(db);
  const userIds = write(sqlite, () =>
    Array.from({ length: users }, (_, i) => {
      const n = `${fileCount}_${i}`;
      const data = {
        name: `Bench ${n}`,
        username: `bench_${n}`,
        userType: 'gifter',
        email: `bench${n}@example.com`,
        country: 'USA',
      };
      // Never signed in: the password hash is a placeholder.
      return createUser(db, data as Parameters<typeof createUser>[1], 'bench-placeholder-hash').id;
    }),
  );
  return {
    db,
    sqlite,
    userIds,
    dispose() {
      sqlite.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    },
  };
}

type Timed<T> = { ms: number; out: T };

export function timeIngest(sqlite: Sqlite, batches: readonly Batch[]): Timed<IngestResult[]> {
  const out: IngestResult[] = [];
  const start = performance.now();
  for (const b of batches) out.push(ingest(sqlite, b.userId, b.rows, NOW));
  return { ms: performance.now() - start, out };
}

export function timePlain(sqlite: Sqlite, batches: readonly PlainBatch[]): Timed<number> {
  const start = performance.now();
  const insert = sqlite.prepare(
    `INSERT INTO transactions (user_id, description, amount_cents, currency, original_amount, usd_rate_micros,
       rate_day, type, category, provider, pending, provider_transaction_id, date, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let inserted = 0;
  const write = sqlite.transaction((userId: number, rows: PlainRow[]) => {
    for (const r of rows) {
      const { description, amountCents, originalAmount, rateDay, type, category, source, pending, providerId, date } =
        r;
      const money = [amountCents, 'USD', originalAmount, 1_000_000, rateDay];
      const args = [userId, description, ...money, type, category, source, pending, providerId, date, NOW];
      inserted += insert.run(...args).changes;
    }
  });
  for (const b of batches) write.immediate(b.userId, b.rows);
  return { ms: performance.now() - start, out: inserted };
}

export const failures: string[] = [];
export const fail = (message: string) => {
  failures.push(message);
  console.error(`FAILED: ${message}`);
};

export function audit(label: string, sqlite: Sqlite, userIds: readonly number[]) {
  for (const id of userIds) {
    const mismatches = auditLedger(sqlite, id);
    if (mismatches.length) {
      fail(`${label}: ledger audit of user ${id}: ${JSON.stringify(mismatches.slice(0, 3))}`);
      return;
    }
  }
}

export function expectInserted(label: string, results: readonly IngestResult[], expected: number) {
  const inserted = results.reduce((n, r) => n + r.inserted, 0);
  const rejected = results.reduce((n, r) => n + r.rejected.length, 0);
  if (inserted !== expected || rejected)
    fail(`${label}: inserted ${inserted} of ${expected} rows, ${rejected} rejected`);
}

/** Everything a replay must leave as it was: row counts and the user's maintained totals. */
export function snapshot(sqlite: Sqlite, userId: number) {
  const count = (table: string) => (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return JSON.stringify({
    transactions: count('transactions'),
    ledger: count('ledger_entries'),
    rewards: count('points_rewards'),
    user: sqlite.prepare('SELECT * FROM users WHERE id = ?').get(userId),
    // Amounts, earnings and states of every row, in one hashable string.
    rows: sqlite
      .prepare(
        `SELECT COUNT(*) AS n, SUM(amount_cents) AS amount, SUM(round_up_cents) AS roundUps,
                SUM(points_earned) AS points, SUM(pending) AS pending, COUNT(superseded_by_id) AS superseded,
                COUNT(reversed_at) AS reversed, COUNT(refund_of_id) AS refunds
         FROM transactions WHERE user_id = ?`,
      )
      .get(userId),
  });
}
