// bench:jobs, second part: the seeded database grown past 1 GB (BENCH_JOBS_BACKUP_GB) (each member's history copied
// back a year at a time, in SQL, as other spending), then backed up twice while the event loop is watched and a
// member's purchases keep being written: first as the server did before (VACUUM INTO and the checks on the request
// thread: the baseline), then as it does now (a worker thread with its own read-only connection).
import { statSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Deps } from '#api/deps.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { takeBackupInWorker } from '#api/services/operator/backup-thread.ts';
import { takeBackup } from '#api/services/operator/backups.ts';
import { write } from '#db/unit-of-work.ts';
import type { seedWorld } from './jobs-world.ts';

const GB = 1e9;
const TARGET_BYTES = Number(process.env.BENCH_JOBS_BACKUP_GB ?? 1) * GB;
const YEAR_MS = 365 * 86_400_000;
type World = ReturnType<typeof seedWorld>;

/** Copies every member's rows a year further back until the database file is over `bytes`. */
function grow({ sqlite, env }: World, bytes: number) {
  const columns = (sqlite.prepare("SELECT name FROM pragma_table_info('transactions')").all() as { name: string }[])
    .map((c) => c.name)
    .filter((c) => c !== 'id');
  const { last } = sqlite.prepare('SELECT MAX(id) AS last FROM transactions').get() as { last: number };
  // Older spending history, earning nothing: a coin purchase copied back is another purchase (what it earned, and the
  // spend the member's totals count, came from the row itself).
  const copied: Record<string, string> = {
    provider_transaction_id: "provider_transaction_id || '~' || @k",
    date: `date - @k * ${YEAR_MS}`,
    category: "'Other'",
    round_up_cents: '0',
    points_earned: '0',
    creator_id: 'NULL',
  };
  const copyOf = (c: string) => copied[c] ?? c;
  const copy = sqlite.prepare(
    `INSERT INTO transactions (${columns.join(', ')}) SELECT ${columns.map(copyOf).join(', ')} FROM transactions
     WHERE id <= @last AND superseded_by_id IS NULL AND refund_of_id IS NULL`,
  );
  for (let k = 1; statSync(env.databaseFile).size < bytes; k++) {
    write(sqlite, () => copy.run({ k, last }));
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  }
  return statSync(env.databaseFile).size;
}

/** Runs `backup` while a member's purchases are written every 50 ms; the event loop's delay meanwhile, in ms. */
async function watched(world: World, deps: Deps, backup: () => Promise<unknown>) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let n = 0;
  const writer = setInterval(() => {
    const id = world.ids[n % world.ids.length]!;
    const at = deps.now();
    const w0 = performance.now();
    ingest(
      world.sqlite,
      id,
      [coinPurchase({ id: `during-backup-${n++}`, amount: -3.5, date: new Date(at).toISOString() })],
      at,
    );
    const took = performance.now() - w0;
    if (process.env.BENCH_JOBS_TRACE && took > 50)
      console.log(`  a purchase took ${took.toFixed(0)} ms to write, ${((w0 - started) / 1000).toFixed(1)} s in`);
  }, 50);
  // The histogram misses a loop held from before its first sample; the longest gap between two ticks of a 5 ms timer
  // does not.
  const started = performance.now();
  let last = performance.now();
  let gap = 0;
  const ticker = setInterval(() => {
    gap = Math.max(gap, performance.now() - last);
    last = performance.now();
  }, 5);
  loop.enable();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await backup();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 50));
  loop.disable();
  clearInterval(writer);
  clearInterval(ticker);
  return { seconds, p99: loop.percentile(99) / 1e6, max: Math.max(loop.max / 1e6, gap), writes: n };
}

export async function backupPhase(world: World, deps: Deps, verdict: (ok: boolean) => string) {
  const started = performance.now();
  const size = grow(world, TARGET_BYTES);
  console.log(
    `\ndatabase grown to ${(size / GB).toFixed(2)} GB in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const before = await watched(world, deps, async () => takeBackup(world.sqlite, world.env, deps.now()));
  console.log(
    `      baseline, the backup on the server's thread: ${before.seconds.toFixed(1)} s, event-loop delay p99 ` +
      `${before.p99.toFixed(0)} ms, max ${before.max.toFixed(0)} ms; ${before.writes} purchases written meanwhile`,
  );
  const after = await watched(world, deps, () => takeBackupInWorker(world.env, deps.now(), true));
  console.log(
    `${verdict(after.p99 < 50 && after.max < 100)}  event-loop delay through a backup of the ` +
      `${(size / GB).toFixed(2)} GB database in its own thread (the daily full check): ` +
      `p99 ${after.p99.toFixed(1)} ms, max ${after.max.toFixed(1)} ms (targets: p99 under 50 ms, max under 100 ms); ` +
      `${after.seconds.toFixed(1)} s, ${after.writes} purchases written meanwhile; the longest pause ` +
      `${(before.max / after.max).toFixed(0)}x shorter than the baseline's`,
  );
}
