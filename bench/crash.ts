// npm run test:crash: the compiled server, as `npm start` runs it, on a temporary DATA_DIR, killed
// with SIGKILL at random moments while several clients sync, redeem, cash out and change settings, then started
// again; 100 times (`-- --kills=N`). After every kill, before the restart, the database must hold: PRAGMA
// integrity_check ok; every user's maintained totals equal to the sum of their ledger rows; no bank transaction
// twice; every redemption and cash-out the server answered 2xx still there; sweeps and payouts only in states
// the scheduler finishes. Prints what it did and what held; exits non-zero on the first broken invariant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#db/index.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { buildForStart, type Child, startServer } from './api-processes.ts';
import { type Effect, makeMember, type Member, oneRequest } from './crash-clients.ts';

const KILLS = Number(process.argv.find((a) => a.startsWith('--kills='))?.slice('--kills='.length) ?? 100);
const MEMBERS = 3;
const CLIENTS_PER_MEMBER = 3;
const MAX_RUN_MS = 1_500;

const dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-crash-'));
const file = join(dataDir, 'giftorbit.sqlite');
const effects: Effect[] = [];
const tally = { requests: 0, ok: 0, refused: 0, cut: 0 };

/** What must hold in the database after a crash; the problems found, none when it holds. */
function check(members: Member[]): string[] {
  const { sqlite } = openDatabase(file);
  try {
    const problems: string[] = [];
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
    for (const m of members) {
      const mismatches = auditLedger(sqlite, m.id);
      if (mismatches.length) problems.push(`user ${m.id}: ledger ${JSON.stringify(mismatches)}`);
    }
    const twice = sqlite
      .prepare(
        `SELECT user_id, provider, provider_transaction_id AS id, COUNT(*) AS n FROM transactions
         WHERE provider_transaction_id IS NOT NULL GROUP BY user_id, provider, provider_transaction_id HAVING n > 1`,
      )
      .all();
    if (twice.length) problems.push(`bank transactions twice: ${JSON.stringify(twice.slice(0, 3))}`);
    for (const e of effects) {
      const row = sqlite.prepare(`SELECT id FROM ${e.kind} WHERE id = ? AND user_id = ?`).get(e.id, e.userId);
      if (!row) problems.push(`a 2xx ${e.kind} row ${e.id} is gone`);
    }
    const sweeps = sqlite.prepare('SELECT status, COUNT(*) AS n FROM sweeps GROUP BY status').all() as {
      status: string;
      n: number;
    }[];
    const known = new Set(['charging', 'processing', 'reconciling', 'invested', 'declined']);
    for (const s of sweeps) if (!known.has(s.status)) problems.push(`a sweep in state ${s.status}`);
    return problems;
  } finally {
    sqlite.close();
  }
}

/** Clients sending the mix until the server dies under them. */
function traffic(base: string, members: Member[], stop: { now: boolean }) {
  return members.flatMap((m) =>
    Array.from({ length: CLIENTS_PER_MEMBER }, async () => {
      while (!stop.now) {
        tally.requests++;
        try {
          const r = await oneRequest(base, m, effects);
          if (r.status < 300) tally.ok++;
          else tally.refused++;
          if (r.status >= 500) throw new Error(`a ${r.status} from the server: ${JSON.stringify(r.body)}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('a 5')) throw error;
          tally.cut++; // the kill cut the request off: its effect may or may not have happened
          return;
        }
      }
    }),
  );
}

async function kill(server: Child) {
  process.kill(server.pid, 'SIGKILL');
  while (server.alive()) await new Promise((r) => setTimeout(r, 20));
}

const started = performance.now();
let server: Child | null = null;
try {
  buildForStart();
  server = await startServer(dataDir);
  console.log(
    `test:crash  ${KILLS} kills, the newest ${MEMBERS} members x ${CLIENTS_PER_MEMBER} clients ` +
      `(a member more every 10 kills), data in ${dataDir}`,
  );
  const members: Member[] = [];
  for (let n = 1; n <= MEMBERS; n++) members.push(await makeMember(server.url, n, await server.mailbox));
  const failures: string[] = [];
  for (let k = 1; k <= KILLS && failures.length === 0; k++) {
    const stop = { now: false };
    // A new member every 10 kills, with a fresh history to redeem and cash out: balances run dry otherwise, and
    // money stops moving. Clients drive the newest few; the checks cover every member.
    if (k % 10 === 0) members.push(await makeMember(server.url, members.length + 1, await server.mailbox));
    const clients = traffic(server.url, members.slice(-MEMBERS), stop);
    await new Promise((r) => setTimeout(r, 50 + Math.random() * MAX_RUN_MS));
    await kill(server);
    stop.now = true;
    const results = await Promise.allSettled(clients);
    for (const r of results) if (r.status === 'rejected') failures.push(String(r.reason));
    failures.push(...check(members).map((p) => `after kill ${k}: ${p}`));
    server = await startServer(dataDir);
    if (k % 10 === 0) console.log(`  ${k} kills: ${JSON.stringify(tally)}, ${effects.length} money effects kept`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `requests ${tally.requests}: ${tally.ok} 2xx, ${tally.refused} refused (4xx), ${tally.cut} cut by a kill`,
  );
  console.log(`money effects answered 2xx and checked after every kill: ${effects.length}; ${seconds} s in all`);
  if (failures.length) {
    console.error(`FAILED:\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('held after every kill: integrity_check ok, ledgers audit clean, no bank transaction twice,');
    console.log('every 2xx redemption and cash-out still there, sweeps only in states the scheduler finishes');
  }
} finally {
  if (server) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
