// npm run test:soak: the compiled server, as `npm start` runs it (plain node, production mode, a
// temporary DATA_DIR, a free port; with --trace-gc, a V8 log line per collection), under SOAK_MINUTES (default 10)
// of mixed traffic from 32 clients, each on its own keep-alive connection, SOAK_RATE (default 200) requests a
// second in all: what the PWA reads, settings toggles, syncs and small redemptions, for 8 members with a linked
// sandbox bank and points to redeem (bench/soak-traffic.ts), on a database the size of one in use.
// What must hold: no error (5xx, network error, timeout) and no answer outside 2xx but the refusals the product
// owes (a redemption once the points ran out); p99 stable (no window's p99 above twice the median window's);
// the memory in use (RSS from /proc every 2 s, less V8's free and garbage heap: bench/soak-memory.ts) grown by
// under 10% from the end of the warm-up (the first 10% of the run, at most a minute) to the end, along the line
// fitted through the samples; the members' ledgers audit clean afterwards. Prints what it did and what held
// (the RSS itself too); exits non-zero on a MISS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Child, cpuSeconds, rssMb, startServer } from './api-processes.ts';
import { deepCursor, seedDatabase, signIn, TRANSACTIONS } from './api-seed.ts';
import { gcTrace, type MemorySample, memoryGrowth } from './soak-memory.ts';
import { judge, report, Tally, verdictLines } from './soak-report.ts';
import { auditMembers, MIX, prepareMembers, runClients } from './soak-traffic.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/**
 * Requests a second in all (SOAK_RATE; 0: each client flat out). A soak holds a steady load the server can bear,
 * here about half what it answers flat out on the 2-core VM (about 400 a second for this mix), so that a drift
 * in latency or memory is the server's and not the load's; bench:api measures the most it can answer.
 */
const RATE = Number(process.env.SOAK_RATE ?? 200);
const CLIENTS = 32;
const MEMBERS = 8;
const RSS_EVERY_MS = 2_000;
const MAX_GROWTH = 0.1;
const P99_FACTOR = 2;

if (!(MINUTES > 0)) throw new Error(`SOAK_MINUTES must be a number of minutes above 0: ${process.env.SOAK_MINUTES}`);
if (!(RATE >= 0)) throw new Error(`SOAK_RATE must be requests a second (0: flat out): ${process.env.SOAK_RATE}`);
const durationMs = MINUTES * 60_000;
/** A minute a window; a short run (under 5 minutes) is cut into 6 windows so stability still means something. */
const windowMs = MINUTES >= 5 ? 60_000 : durationMs / 6;
const warmupMs = Math.min(60_000, durationMs / 10);

const root = new URL('..', import.meta.url).pathname;
/** Seconds in which some task waited for `what` since boot, from /proc/pressure (Linux 4.20+); NaN without it. */
function stalled(what: 'cpu' | 'io') {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync(`/proc/pressure/${what}`, 'utf8'))?.[1] ?? NaN) / 1e6;
  } catch {
    return NaN;
  }
}
const s = (ms: number) => `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s`;
const dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-soak-'));
const file = join(dataDir, 'giftorbit.sqlite');
let server: Child | null = null;
try {
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}`;
  console.log(`test:soak  ${new Date().toISOString().slice(0, 16)}Z  node ${process.version}, ${machine}`);
  // `npm start`'s own first step: builds the app and the server if their sources changed since the last build.
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], { cwd: root, stdio: 'inherit' });
  // The database of a server that has been up a while: bench:api's (a member with 100,000 transactions), larger
  // than SQLite's page cache (16 MB, better-sqlite3's default), which one read of that history through the API
  // fills before the traffic starts. On a new, small database the cache would fill during the soak instead.
  const seeded = await seedDatabase(file);
  const gc = gcTrace();
  server = await startServer(dataDir, ['--trace-gc'], gc.feed);
  const pid = server.pid;
  await deepCursor(server.url, await signIn(server.url, seeded), TRANSACTIONS - 200);
  const databaseMb = (statSync(file).size / 2 ** 20).toFixed(0);
  const { members, grantPoints, shortGrantPoints } = await prepareMembers(server.url, file, MEMBERS, MINUTES);
  const pace = RATE
    ? `${RATE} requests a second in all (a client's falls due every ${((CLIENTS * 1000) / RATE).toFixed(0)} ms; ` +
      'latency counts from then)'
    : 'each flat out';
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `server: node --trace-gc dist/server/index.js (compiled), NODE_ENV=production, pid ${pid}, data in ` +
      `${dataDir}; database ${databaseMb} MB (${TRANSACTIONS.toLocaleString()} transactions of another member, ` +
      'all read once)\n' +
      `${MEMBERS} members (sandbox bank linked and synced, a card, 10x round-ups, ${grantPoints.toLocaleString()} ` +
      `points each, the last only ${shortGrantPoints}, so its points run out); ${CLIENTS} clients for ` +
      `${MINUTES} min, ${pace}; load average before ${load}\n` +
      `mix: ${MIX.map((m) => `${m.kind} ${m.share}%`).join(', ')}`,
  );

  const tally = new Tally(windowMs);
  const samples: MemorySample[] = [];
  const started = performance.now();
  const sample = () => {
    const mb = rssMb(pid);
    const cpu = cpuSeconds(pid);
    if (mb === null || cpu === null) return;
    const { committed, live } = gc.heap;
    const machine = { load: loadavg()[0]!, cpuWait: stalled('cpu'), ioWait: stalled('io') };
    samples.push({ at: performance.now() - started, mb, committed, live, cpu, ...machine });
  };
  sample();
  const cpuBefore = cpuSeconds(pid) ?? 0;
  const ownCpuBefore = process.cpuUsage();
  const sampler = setInterval(sample, RSS_EVERY_MS);
  const progress = setInterval(() => {
    const at = performance.now() - started;
    const mb = samples.at(-1)?.mb.toFixed(0) ?? '?';
    console.log(`  ${s(at)}: ${tally.total.toLocaleString()} requests, ${tally.errors} errors, RSS ${mb} MB`);
  }, windowMs);
  const traffic = { clients: CLIENTS, durationMs, rate: RATE };
  const { ms: measuredMs, connections } = await runClients(server.url, members, traffic, (a) => tally.add(a));
  sample();
  const cpu = (cpuSeconds(pid) ?? cpuBefore) - cpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  clearInterval(sampler);
  clearInterval(progress);

  const alive = server.alive();
  const memory = memoryGrowth(samples, warmupMs, measuredMs);
  const run = { tally, durationMs: measuredMs, windowMs, warmupMs, samples, memory };
  const redeemed = tally.byKind.get('POST /api/points/redeem')?.statuses.get(201) ?? 0;
  const audit = auditMembers(file, members, redeemed);
  const verdicts = judge(run, MAX_GROWTH, P99_FACTOR, audit, alive);

  console.log('');
  console.log(
    `${s(measuredMs)} of traffic: ${tally.total.toLocaleString()} requests, ` +
      `${(tally.total / (measuredMs / 1000)).toFixed(1)} req/s; ${tally.refusals.toLocaleString()} expected ` +
      `refusals (a redemption after the points ran out), ${tally.unexpected} unexpected, ${tally.errors} errors; ` +
      `${connections} connections opened`,
  );
  console.log(report(run));
  const perAnswer = ((cpu * 1000) / Math.max(1, tally.total)).toFixed(2);
  const share = ((cpu / (measuredMs / 1000)) * 100).toFixed(0);
  const after = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const clientShare = (((ownCpu.user + ownCpu.system) / 1000 / measuredMs) * 100).toFixed(0);
  console.log(
    `server CPU: ${s(cpu * 1000)} (${share}% of one core), ${perAnswer} ms an answer; the clients' process ` +
      `${clientShare}% of one core; load average after ${after}`,
  );
  console.log(`V8: ${gc.heap.collections.toLocaleString()} collections, ${gc.heap.full} of them full`);
  if (tally.samples.length) console.log(`first unexpected answers:\n  ${tally.samples.join('\n  ')}`);
  console.log('');
  console.log(verdictLines(verdicts));
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
} finally {
  if (server) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
