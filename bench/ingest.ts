// npm run bench:ingest: how fast bank transactions enter the money engine.
// Figures, not a timed test: a missed target prints MISS and still exits 0. The exit code is non-zero only on
// a crash, a ledger that no longer balances after a run, or a replay that changed anything.
//
// Everything runs on real SQLite files in a temporary folder (removed at the end), opened by the production
// openDatabase (WAL, synchronous=FULL, foreign keys) and migrated by the committed migrations. Rows are
// generated before any clock starts; each throughput figure is the best of RUNS runs, each on a fresh file,
// next to a plain better-sqlite3 INSERT of the same rows into the same `transactions` table (same indexes)
// measured in the same run with the same batch sizes, one IMMEDIATE transaction per batch.
import { rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { openDatabase } from '#db/index.ts';
import { audit, dir, expectInserted, fail, failures, freshDb, snapshot, timeIngest, timePlain } from './bench-db.ts';
import { history, pages, plainRow } from './ingest-data.ts';
import { STATS_CALLS, statsFast } from './stats-fast.ts';

const RUNS = 3;
const TOTAL = 100_000;
const PAGE = 1_000;
const USERS = 1_000;
const PER_USER = 100;
const TARGET_TPS = 50_000;
const TARGET_RATIO = 3;
/** /api/stats/fast "costs the same" when the 100,000-row user's median is within this factor of the small one's. */
const SAME_COST = 1.25;

type Case = { key: string; label: string; rows: number; ingest: number[]; plain: number[] };

const bigRows = history(1, 'finicity', TOTAL, 40);
const bigPlain = bigRows.map(plainRow);
const pagedRows = pages(bigRows, PAGE);
const pagedPlain = pages(bigPlain, PAGE);
const manyUsers = Array.from({ length: USERS }, (_, u) =>
  history(10_000 + u, u % 2 ? 'belvo' : 'finicity', PER_USER, 4),
);
const manyPlain = manyUsers.map((rows) => rows.map(plainRow));

const count = (n: number) => n.toLocaleString('en-US');
const newCase = (key: string, label: string, rows: number): Case => ({ key, label, rows, ingest: [], plain: [] });
const cases = {
  paged: newCase('paged', `A  1 user, ${pagedRows.length} pages of ${count(PAGE)}`, TOTAL),
  single: newCase('single', `A  1 user, 1 batch of ${count(TOTAL)}`, TOTAL),
  replay: newCase('replay', `A  replay of that batch (0 new rows)`, TOTAL),
  many: newCase('many', `B  ${count(USERS)} users x ${PER_USER}, 1 batch each`, USERS * PER_USER),
};

/** The same paged ingest on an encrypted file (as the server's) and on a plain one, in the same runs. */
const cipher = { encrypted: [] as number[], unencrypted: [] as number[] };

const rowsIn = (batches: { rows: unknown[] }[]) => batches.reduce((n, b) => n + b.rows.length, 0);

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
    expectInserted('A pages', timed.out, rowsIn(batches));
    audit('A pages', bench.sqlite, bench.userIds);
    bench.dispose();
    const bare = freshDb(1, true);
    const onPlainFile = timeIngest(
      bare.sqlite,
      batches.map((b) => ({ ...b, userId: bare.userIds[0]! })),
    );
    expectInserted('A pages, plain file', onPlainFile.out, rowsIn(batches));
    bare.dispose();
    if (record) {
      cases.paged.ingest.push(timed.ms);
      cases.paged.plain.push(plain.ms);
      cipher.encrypted.push(timed.ms);
      cipher.unencrypted.push(onPlainFile.ms);
    }
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
      const got = JSON.stringify({ ...r, rejected: r.rejected.length });
      fail(`replay: expected 0 inserted and ${rows.length} duplicates, got ${got}`);
    }
    if (snapshot(bench.sqlite, userId) !== before) fail('replay: the database changed');
    audit('replay', bench.sqlite, bench.userIds);
    bench.dispose();
    if (record) {
      cases.single.ingest.push(timed.ms);
      cases.single.plain.push(plain.ms);
      cases.replay.ingest.push(replay.ms);
      cases.replay.plain.push(plain.ms);
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
    expectInserted('B', timed.out, rowsIn(batches));
    audit('B', bench.sqlite, bench.userIds);
    bench.dispose();
    if (record) {
      cases.many.ingest.push(timed.ms);
      cases.many.plain.push(plain.ms);
    }
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const best = (xs: number[]) => Math.min(...xs);
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
/** One line of columns: a 40-wide label, then right-aligned 13-wide cells, then free text. */
const row = (label: string, cells: string[], rest = '') =>
  `${label.padEnd(40)}${cells.map((c) => c.padStart(13)).join('')}${rest ? `   ${rest}` : ''}`;
const us = (ms: number) => `${fmt(ms * 1000)} us`;

function throughputTable() {
  const target = `target >= ${fmt(TARGET_TPS)} tx/s, <= ${TARGET_RATIO}x`;
  const lines = [`${row('scenario', ['ingest tx/s', 'plain tx/s'])}${'ratio'.padStart(8)}   ${target}`];
  for (const c of Object.values(cases)) {
    const ingestTps = (c.rows / best(c.ingest)) * 1000;
    const plainTps = (c.rows / best(c.plain)) * 1000;
    const ratio = plainTps / ingestTps;
    const verdict =
      c.key === 'replay'
        ? 'inserted 0 rows: checked'
        : `${ingestTps >= TARGET_TPS ? 'PASS' : 'MISS'} rate, ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'} ratio`;
    const runs = c.ingest.map((ms) => fmt((c.rows / ms) * 1000)).join(' / ');
    const cells = row(c.label, [fmt(ingestTps), fmt(plainTps)]);
    lines.push(`${cells}${`${ratio.toFixed(2)}x`.padStart(8)}   ${verdict}   (runs: ${runs})`);
  }
  return lines.join('\n');
}

function cipherTable() {
  const tps = (ms: number[]) => (cases.paged.rows / best(ms)) * 1000;
  const [encrypted, unencrypted] = [tps(cipher.encrypted), tps(cipher.unencrypted)];
  return [
    row('encryption at rest (A pages of 1,000)', ['encrypted', 'unencrypted']),
    row(
      '   ingest tx/s',
      [fmt(encrypted), fmt(unencrypted)],
      `cost ${((1 - encrypted / unencrypted) * 100).toFixed(0)}%`,
    ),
  ].join('\n');
}

function statsTable(stats: { small: number[]; big: number[] }) {
  const m = { small: quantile(stats.small, 0.5), big: quantile(stats.big, 0.5) };
  const p95 = { small: quantile(stats.small, 0.95), big: quantile(stats.big, 0.95) };
  const ratio = m.big / m.small;
  const same = ratio <= SAME_COST && ratio >= 1 / SAME_COST ? 'PASS' : 'MISS';
  return [
    row(`GET /api/stats/fast (${fmt(STATS_CALLS)} calls each)`, ['median', 'p95']),
    row('   user with 100 transactions', [us(m.small), us(p95.small)]),
    row('   user with 100,000 transactions', [us(m.big), us(p95.big)]),
    row(
      '   100,000 / 100',
      [`${ratio.toFixed(2)}x`, `${(p95.big / p95.small).toFixed(2)}x`],
      `${same} same cost (median within ${SAME_COST}x)`,
    ),
  ].join('\n');
}

const started = performance.now();
const seconds = () => fmt((performance.now() - started) / 1000, 1);
try {
  const probe = openDatabase(':memory:').sqlite;
  const version = (probe.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  probe.close();
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}`;
  console.log(
    `bench:ingest  ${new Date().toISOString().slice(0, 10)}  node ${process.version}, SQLite ${version}, ${machine}`,
  );
  console.log(
    `WAL + synchronous=FULL on real files in ${tmpdir()}; best of ${RUNS} runs; ` +
      'plain = prepared INSERT of the same rows, same batches',
  );

  runAll(false, 0.05); // warm-up: JIT, page cache, the file system
  for (let run = 1; run <= RUNS; run++) {
    runAll(true);
    process.stdout.write(`  run ${run}/${RUNS} done (${seconds()} s)\n`);
  }
  console.log('');
  console.log(throughputTable());
  console.log('');
  console.log(cipherTable());
  console.log('');
  console.log(statsTable(await statsFast(manyUsers[0]!, pagedRows)));
  console.log('');
  const verdict = failures.length ? `${failures.length} FAILED` : 'all passed';
  console.log(`ledger audits and replay checks: ${verdict}; ${seconds()} s in all`);
  if (failures.length) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
