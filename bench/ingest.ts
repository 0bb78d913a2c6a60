// npm run bench:ingest: how fast bank transactions enter the money engine (issue 3, "Benchmarks").
// Figures, not a timed test: a missed target prints MISS and still exits 0. The exit code is non-zero only on
// a crash, a ledger that no longer balances after a run, or a replay that changed anything.
//
// Everything runs on real SQLite files in a temporary folder (removed at the end), opened by the production
// openDatabase (WAL, synchronous=FULL, foreign keys) and migrated by the committed migrations. Rows are
// generated before any clock starts; each throughput figure is the best of RUNS runs, each on a fresh file,
// next to a plain better-sqlite3 INSERT of the same rows into the same `transactions` table (same indexes)
// measured in the same run with the same batch sizes, one IMMEDIATE transaction per batch.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db, type Sqlite } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { ingest, type IngestResult } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { createUser } from '#api/services/users.ts';
import { makeTestApp } from '#api/testing/test-app.ts';
import { generateProviderTransactions } from '#api/providers/banks/sandbox/generate-history.ts';
import { categorize } from '#shared/classify/coin-purchase.ts';
import { toCents } from '#shared/money/cents.ts';

const RUNS = 3;
const TOTAL = 100_000;
const PAGE = 1_000;
const USERS = 1_000;
const PER_USER = 100;
const TARGET_TPS = 50_000;
const TARGET_RATIO = 3;
const STATS_WARMUP = 500;
const STATS_CALLS = 2_000;
/** /api/stats/fast "costs the same" when the 100,000-row user's median is within this factor of the 100-row user's. */
const SAME_COST = 1.25;

const DAY_MS = 86_400_000;
/** The sync happens an hour after the last generated row. */
const END = Date.UTC(2025, 5, 1);
const NOW = END + 3_600_000;

type Batch = { userId: number; rows: ProviderTransaction[] };
/** What the plain insert writes: the columns ingest fills for the same row, computed before timing. */
type PlainRow = {
  description: string;
  amountCents: number;
  type: 'debit' | 'credit';
  category: string;
  source: 'finicity' | 'belvo';
  pending: number;
  providerId: string;
  date: number;
};
type PlainBatch = { userId: number; rows: PlainRow[] };

// ---------------------------------------------------------------------------------------------- data

/** The last `count` rows of a generated history ending at END (so the pending tail is kept). */
function history(seed: number, provider: 'finicity' | 'belvo', count: number, perDay: number): ProviderTransaction[] {
  for (let days = Math.ceil((count / perDay) * 1.2) + 7; ; days = Math.ceil(days * 1.2)) {
    const rows = generateProviderTransactions({ seed, provider, start: END - days * DAY_MS, days, perDay });
    if (rows.length >= count) return rows.slice(rows.length - count);
  }
}

/** The same normalisation ingest applies (sign, category, date), done once up front for the baseline. */
function plainRow(t: ProviderTransaction): PlainRow {
  const cents = toCents(t.amount);
  if (cents === null) throw new Error(`bench: bad amount ${t.amount}`);
  const description = t.description.trim().slice(0, 500);
  return {
    description,
    amountCents: Math.abs(cents),
    type: t.direction ? (t.direction === 'in' ? 'credit' : 'debit') : cents < 0 ? 'debit' : 'credit',
    category: categorize({ description, merchant: t.merchant ?? null }),
    source: t.provider,
    pending: t.pending ? 1 : 0,
    providerId: t.id,
    date: Date.parse(t.date),
  };
}

const pages = <T>(rows: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

// ------------------------------------------------------------------------------------------ databases

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-bench-'));
let fileCount = 0;

type BenchDb = { db: Db; sqlite: Sqlite; userIds: number[]; dispose(): void };

/** A fresh, migrated database file with `users` accounts (created untimed, in one transaction). */
function freshDb(users: number): BenchDb {
  const file = join(dir, `bench-${++fileCount}.sqlite`);
  const { db, sqlite } = openDatabase(file);
  applyMigrations(db);
  const userIds = sqlite.transaction(() =>
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
  )();
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

// ---------------------------------------------------------------------------------------------- timing

type Timed<T> = { ms: number; out: T };

function timeIngest(sqlite: Sqlite, batches: readonly Batch[]): Timed<IngestResult[]> {
  const out: IngestResult[] = [];
  const start = performance.now();
  for (const b of batches) out.push(ingest(sqlite, b.userId, b.rows, NOW));
  return { ms: performance.now() - start, out };
}

function timePlain(sqlite: Sqlite, batches: readonly PlainBatch[]): Timed<number> {
  const start = performance.now();
  const insertFor = (col: 'finicity' | 'belvo') =>
    sqlite.prepare(
      `INSERT INTO transactions (user_id, description, amount_cents, type, category, source, pending, ${col}_transaction_id, date, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  const inserts = { finicity: insertFor('finicity'), belvo: insertFor('belvo') };
  let inserted = 0;
  const write = sqlite.transaction((userId: number, rows: PlainRow[]) => {
    for (const r of rows) {
      inserted += inserts[r.source].run(
        userId,
        r.description,
        r.amountCents,
        r.type,
        r.category,
        r.source,
        r.pending,
        r.providerId,
        r.date,
        NOW,
      ).changes;
    }
  });
  for (const b of batches) write.immediate(b.userId, b.rows);
  return { ms: performance.now() - start, out: inserted };
}

// ------------------------------------------------------------------------------------------- checks

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.error(`FAILED: ${message}`);
};

function audit(label: string, sqlite: Sqlite, userIds: readonly number[]) {
  for (const id of userIds) {
    const mismatches = auditLedger(sqlite, id);
    if (mismatches.length) {
      fail(`${label}: ledger audit of user ${id}: ${JSON.stringify(mismatches.slice(0, 3))}`);
      return;
    }
  }
}

function expectInserted(label: string, results: readonly IngestResult[], expected: number) {
  const inserted = results.reduce((n, r) => n + r.inserted, 0);
  const rejected = results.reduce((n, r) => n + r.rejected.length, 0);
  if (inserted !== expected || rejected)
    fail(`${label}: inserted ${inserted} of ${expected} rows, ${rejected} rejected`);
}

/** Everything a replay must leave as it was: row counts and the user's maintained totals. */
function snapshot(sqlite: Sqlite, userId: number) {
  const count = (table: string) => (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return JSON.stringify({
    transactions: count('transactions'),
    ledger: count('ledger_entries'),
    rewards: count('points_rewards'),
    user: sqlite.prepare('SELECT * FROM users WHERE id = ?').get(userId),
    // Amounts, earnings and states of every row, in one hashable string.
    rows: sqlite
      .prepare(
        `SELECT COUNT(*) AS n, SUM(amount_cents) AS amount, SUM(round_up_cents) AS roundUps, SUM(points_earned) AS points,
                SUM(pending) AS pending, COUNT(superseded_by_id) AS superseded, COUNT(reversed_at) AS reversed, COUNT(refund_of_id) AS refunds
         FROM transactions WHERE user_id = ?`,
      )
      .get(userId),
  });
}

// ------------------------------------------------------------------------------------------ scenarios

type Case = { key: string; label: string; rows: number; ingest: number[]; plain: number[] };

const bigRows = history(1, 'finicity', TOTAL, 40);
const bigPlain = bigRows.map(plainRow);
const pagedRows = pages(bigRows, PAGE);
const pagedPlain = pages(bigPlain, PAGE);
const manyUsers = Array.from({ length: USERS }, (_, u) =>
  history(10_000 + u, u % 2 ? 'belvo' : 'finicity', PER_USER, 4),
);
const manyPlain = manyUsers.map((rows) => rows.map(plainRow));

const cases = {
  paged: {
    key: 'paged',
    label: `A  1 user, ${pagedRows.length} pages of ${PAGE.toLocaleString('en-US')}`,
    rows: TOTAL,
    ingest: [],
    plain: [],
  } as Case,
  single: {
    key: 'single',
    label: `A  1 user, 1 batch of ${TOTAL.toLocaleString('en-US')}`,
    rows: TOTAL,
    ingest: [],
    plain: [],
  } as Case,
  replay: { key: 'replay', label: `A  replay of that batch (0 new rows)`, rows: TOTAL, ingest: [], plain: [] } as Case,
  many: {
    key: 'many',
    label: `B  ${USERS.toLocaleString('en-US')} users x ${PER_USER}, 1 batch each`,
    rows: USERS * PER_USER,
    ingest: [],
    plain: [],
  } as Case,
};

/** One run of every scenario; each baseline runs right next to its ingest, on its own fresh file. */
function runAll(record: boolean, scale = 1) {
  const take = <T>(xs: readonly T[]) => xs.slice(0, Math.max(1, Math.floor(xs.length * scale)));

  // A, pages of 1,000 as a bank sync delivers them.
  {
    const base = freshDb(1);
    const plain = timePlain(
      base.sqlite,
      take(pagedPlain).map((rows) => ({ userId: base.userIds[0]!, rows })),
    );
    base.dispose();
    const bench = freshDb(1);
    const userId = bench.userIds[0]!;
    const batches = take(pagedRows).map((rows) => ({ userId, rows }));
    const timed = timeIngest(bench.sqlite, batches);
    expectInserted(
      'A pages',
      timed.out,
      batches.reduce((n, b) => n + b.rows.length, 0),
    );
    audit('A pages', bench.sqlite, bench.userIds);
    bench.dispose();
    if (record) (cases.paged.ingest.push(timed.ms), cases.paged.plain.push(plain.ms));
  }

  // A, one batch of 100,000, then the same batch again.
  {
    const rows = take(pagedRows).flat();
    const plainRows = take(pagedPlain).flat();
    const base = freshDb(1);
    const plain = timePlain(base.sqlite, [{ userId: base.userIds[0]!, rows: plainRows }]);
    base.dispose();
    const bench = freshDb(1);
    const userId = bench.userIds[0]!;
    const timed = timeIngest(bench.sqlite, [{ userId, rows }]);
    expectInserted('A single batch', timed.out, rows.length);
    audit('A single batch', bench.sqlite, bench.userIds);
    const before = snapshot(bench.sqlite, userId);
    const replay = timeIngest(bench.sqlite, [{ userId, rows }]);
    const r = replay.out[0]!;
    if (r.inserted !== 0 || r.duplicates !== rows.length || r.coinPurchases || r.refunds || r.superseded || r.removed) {
      fail(
        `replay: expected 0 inserted and ${rows.length} duplicates, got ${JSON.stringify({ ...r, rejected: r.rejected.length })}`,
      );
    }
    if (snapshot(bench.sqlite, userId) !== before) fail('replay: the database changed');
    audit('replay', bench.sqlite, bench.userIds);
    bench.dispose();
    if (record) {
      (cases.single.ingest.push(timed.ms), cases.single.plain.push(plain.ms));
      (cases.replay.ingest.push(replay.ms), cases.replay.plain.push(plain.ms));
    }
  }

  // B, 1,000 users x 100, one batch per user.
  {
    const users = take(manyUsers);
    const base = freshDb(users.length);
    const plain = timePlain(
      base.sqlite,
      take(manyPlain).map((rows, i) => ({ userId: base.userIds[i]!, rows })),
    );
    base.dispose();
    const bench = freshDb(users.length);
    const batches = users.map((rows, i) => ({ userId: bench.userIds[i]!, rows }));
    const timed = timeIngest(bench.sqlite, batches);
    expectInserted(
      'B',
      timed.out,
      batches.reduce((n, b) => n + b.rows.length, 0),
    );
    audit('B', bench.sqlite, bench.userIds);
    bench.dispose();
    if (record) (cases.many.ingest.push(timed.ms), cases.many.plain.push(plain.ms));
  }
}

// --------------------------------------------------------------------------------- GET /api/stats/fast

async function statsFast() {
  const t = makeTestApp({ startAt: NOW });
  try {
    const small = await t.signup();
    const big = await t.signup();
    if (!small.cookie || !big.cookie) throw new Error('bench: signup gave no session cookie');
    const smallId = (small.body as { id: number }).id;
    const bigId = (big.body as { id: number }).id;
    expectInserted('stats: 100-row user', [ingest(t.sqlite, smallId, manyUsers[0]!, t.clock.now())], PER_USER);
    expectInserted(
      'stats: 100,000-row user',
      pagedRows.map((rows) => ingest(t.sqlite, bigId, rows, t.clock.now())),
      TOTAL,
    );
    audit('stats', t.sqlite, [smallId, bigId]);

    const call = async (cookie: string) => {
      const start = performance.now();
      const res = await t.get('/api/stats/fast', cookie);
      const body = await res.text();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`bench: GET /api/stats/fast answered ${res.status} ${body}`);
      return ms;
    };
    const bigStats = JSON.parse(await (await t.get('/api/stats/fast', big.cookie)).text()) as {
      totalTikTokSpending: number;
    };
    const stored = t.sqlite.prepare('SELECT total_tik_tok_spend_cents AS c FROM users WHERE id = ?').get(bigId) as {
      c: number;
    };
    if (bigStats.totalTikTokSpending !== stored.c / 100 || stored.c === 0)
      fail(`stats: ${JSON.stringify(bigStats)} vs stored ${stored.c}`);

    for (let i = 0; i < STATS_WARMUP; i++) (await call(small.cookie), await call(big.cookie));
    const times = { small: [] as number[], big: [] as number[] };
    // Interleaved, alternating which goes first, so the machine's noise falls on both alike.
    for (let i = 0; i < STATS_CALLS; i++) {
      if (i % 2) (times.small.push(await call(small.cookie)), times.big.push(await call(big.cookie)));
      else (times.big.push(await call(big.cookie)), times.small.push(await call(small.cookie)));
    }
    return times;
  } finally {
    t.cleanup();
  }
}

// -------------------------------------------------------------------------------------------- output

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const best = (xs: number[]) => Math.min(...xs);
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

function throughputTable() {
  const lines = [
    `${pad('scenario', 40)}${lpad('ingest tx/s', 13)}${lpad('plain tx/s', 13)}${lpad('ratio', 8)}   target >= ${fmt(TARGET_TPS)} tx/s, <= ${TARGET_RATIO}x`,
  ];
  for (const c of Object.values(cases)) {
    const ingestTps = (c.rows / best(c.ingest)) * 1000;
    const plainTps = (c.rows / best(c.plain)) * 1000;
    const ratio = plainTps / ingestTps;
    const verdict =
      c.key === 'replay'
        ? 'inserted 0 rows: checked'
        : `${ingestTps >= TARGET_TPS ? 'PASS' : 'MISS'} rate, ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'} ratio`;
    const runs = c.ingest.map((ms) => fmt((c.rows / ms) * 1000)).join(' / ');
    lines.push(
      `${pad(c.label, 40)}${lpad(fmt(ingestTps), 13)}${lpad(fmt(plainTps), 13)}${lpad(`${ratio.toFixed(2)}x`, 8)}   ${verdict}   (runs: ${runs})`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------- main

const started = performance.now();
try {
  const probe = openDatabase(':memory:').sqlite;
  const version = (probe.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  probe.close();
  console.log(
    `bench:ingest  ${new Date().toISOString().slice(0, 10)}  node ${process.version}, SQLite ${version}, ${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}`,
  );
  console.log(
    `WAL + synchronous=FULL on real files in ${tmpdir()}; best of ${RUNS} runs; plain = prepared INSERT of the same rows, same batches`,
  );

  runAll(false, 0.05); // warm-up: JIT, page cache, the file system
  for (let run = 1; run <= RUNS; run++) {
    runAll(true);
    process.stdout.write(`  run ${run}/${RUNS} done (${fmt((performance.now() - started) / 1000, 1)} s)\n`);
  }
  console.log('');
  console.log(throughputTable());

  const stats = await statsFast();
  const m = { small: quantile(stats.small, 0.5), big: quantile(stats.big, 0.5) };
  const p95 = { small: quantile(stats.small, 0.95), big: quantile(stats.big, 0.95) };
  const ratio = m.big / m.small;
  console.log('');
  console.log(
    `${pad(`GET /api/stats/fast (${fmt(STATS_CALLS)} calls each)`, 40)}${lpad('median', 13)}${lpad('p95', 13)}`,
  );
  console.log(
    `${pad('   user with 100 transactions', 40)}${lpad(`${fmt(m.small * 1000)} us`, 13)}${lpad(`${fmt(p95.small * 1000)} us`, 13)}`,
  );
  console.log(
    `${pad('   user with 100,000 transactions', 40)}${lpad(`${fmt(m.big * 1000)} us`, 13)}${lpad(`${fmt(p95.big * 1000)} us`, 13)}`,
  );
  console.log(
    `${pad('   100,000 / 100', 40)}${lpad(`${ratio.toFixed(2)}x`, 13)}${lpad(`${(p95.big / p95.small).toFixed(2)}x`, 13)}   ${
      ratio <= SAME_COST && ratio >= 1 / SAME_COST ? 'PASS' : 'MISS'
    } same cost (median within ${SAME_COST}x)`,
  );
  console.log('');
  console.log(
    `ledger audits and replay checks: ${failures.length ? `${failures.length} FAILED` : 'all passed'}; ${fmt((performance.now() - started) / 1000, 1)} s in all`,
  );
  if (failures.length) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
