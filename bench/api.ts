// npm run bench:api: the API's throughput, latency and memory under load (issue 11, "Benchmarks").
// Figures, not a timed test: a missed target prints MISS and still exits 0. The exit code is non-zero only on a
// crash (of the bench or the server) or a request that failed (an error, a timeout or an answer other than 2xx).
//
// The server runs as `npm start` runs it (production mode, a temporary DATA_DIR, a free port) on a database
// seeded beforehand with one user holding 100,000 transactions and 50 notifications; the bench signs in through
// the API. autocannon (32 connections, 10 s after a warm-up) runs in this process; the server and the bare
// Hono route each run in a child process of their own, so no server shares an event loop with the load
// generator. The shared VM's speed drifts by a third within minutes, so both sides get the same chances: three
// rounds, each the bare route and then every route; each route's line is its best round, and the reference is
// the best bare run (a slow moment flatters neither side). `-- --cpu-prof=<dir>` profiles the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { apiPaths } from '#shared/routes.ts';
import { buildForStart, COMPILED, cpuSeconds, rssMb, sampleRss, startBareRoute, startServer } from './api-processes.ts';
import { deepCursor, getJson, NOTIFICATIONS, seedDatabase, signIn, TRANSACTIONS } from './api-seed.ts';

const CONNECTIONS = 32;
const DURATION_S = 10;
const WARMUP_S = 3;
const DEEP_ROWS = 90_000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const TARGET_IDLE_MB = 120;
const TARGET_PEAK_MB = 200;

type Measured = { label: string; result: Result; peakMb?: number; cpuUs: number; runs?: number[] };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (label: string, cells: string[], rest = '') =>
  `${label.padEnd(44)}${cells.map((c) => c.padStart(10)).join('')}${rest ? `   ${rest}` : ''}`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

let failedRequests = 0;

/** A warm-up, then the measured run; counts failed requests (errors, timeouts, non-2xx) of the measured one. */
async function load(label: string, url: string, pid: number, cookie?: string): Promise<Measured> {
  // What a browser sends with every call: the session cookie, and the encodings it takes (JSON of 1 KB or more
  // comes gzip'd, and the work of compressing it is part of the answer).
  const headers = cookie ? { cookie, 'accept-encoding': 'gzip, deflate, br' } : undefined;
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const cpuBefore = cpuSeconds(pid) ?? 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  // The server's own CPU time per answer: what the route costs, whatever the load generator could send.
  const cpuUs = (((cpuSeconds(pid) ?? cpuBefore) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  // autocannon counts a timeout as an error too.
  const failed = result.errors + result.non2xx;
  failedRequests += failed;
  if (failed) {
    const codes = JSON.stringify(result.statusCodeStats);
    console.error(`FAILED: ${label}: ${result.errors} errors, ${result.timeouts} timeouts, status codes ${codes}`);
  }
  process.stdout.write(`  ${label}: ${fmt(result.requests.average)} req/s\n`);
  return { label, result, cpuUs };
}

function table(bare: Measured[], api: Measured[]) {
  const reference = Math.max(...bare.map((b) => b.result.requests.average));
  const target = `target >= ${TARGET_RATIO}x bare, p99 < ${TARGET_P99_MS} ms`;
  const lines = [row('GET', ['req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'ratio', 'CPU µs', 'RSS MB'], target)];
  for (const { label, result, peakMb, cpuUs, runs } of [...bare, ...api]) {
    const ratio = result.requests.average / reference;
    const isBare = bare.some((b) => b.label === label);
    const judged = `${verdict(ratio >= TARGET_RATIO)} ratio, ${verdict(result.latency.p99 < TARGET_P99_MS)} p99`;
    const cells = [
      fmt(result.requests.average),
      fmt(result.latency.p50),
      fmt(result.latency.p99),
      fmt(result.non2xx),
      `${ratio.toFixed(2)}x`,
      fmt(cpuUs),
      peakMb === undefined ? '' : fmt(peakMb),
    ];
    const tries = runs ? `   (runs: ${runs.map((r) => fmt(r)).join(' / ')})` : '';
    lines.push(row(label, cells, isBare ? '' : judged + tries));
  }
  return lines.join('\n');
}

const started = performance.now();
const dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-bench-api-'));
const cpuProf = process.argv.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
/** `npm run bench:api -- /api/user /api/stats` measures only the routes whose label holds one of these. */
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const stops: (() => Promise<void>)[] = [];
try {
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}`;
  const mode = COMPILED ? 'node dist/server/index.js (compiled)' : 'node --import tsx api/index.ts (not compiled yet)';
  console.log(`bench:api  ${new Date().toISOString().slice(0, 16)}Z  node ${process.version}, ${machine}`);
  console.log(
    `server: ${mode}, NODE_ENV=production; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  buildForStart();
  const seedStart = performance.now();
  const user = await seedDatabase(join(dataDir, 'giftorbit.sqlite'));
  const seedS = (performance.now() - seedStart) / 1000;
  console.log(`seeded ${fmt(TRANSACTIONS)} transactions and ${NOTIFICATIONS} notifications in ${fmt(seedS, 1)} s`);

  const bareRoute = await startBareRoute();
  stops.push(bareRoute.stop);
  const server = await startServer(dataDir, cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : []);
  stops.push(server.stop);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // start-up garbage settles
  const idle = rssMb(server.pid) ?? 0;
  const rss = sampleRss(server.pid);
  stops.push(async () => rss.stop());

  const cookie = await signIn(server.url, user);
  const deep = `${apiPaths.transactions}?cursor=`;
  const targets = [
    { label: apiPaths.statsFast, path: apiPaths.statsFast },
    { label: apiPaths.user, path: apiPaths.user },
    { label: `${apiPaths.transactions} (first page)`, path: apiPaths.transactions },
    {
      label: `${apiPaths.transactions}?cursor= (row ${fmt(DEEP_ROWS)})`,
      path: deep,
    },
    { label: apiPaths.portfolio, path: apiPaths.portfolio },
    { label: apiPaths.activity, path: apiPaths.activity },
  ].filter((t) => !only.length || only.some((a) => t.label.includes(a)));
  for (const t of targets) if (t.path !== deep) await getJson(server.url, t.path, cookie); // 200 before any load

  const bare: Measured[] = [];
  const rounds: Measured[][] = [[], [], []];
  for (const [i, round] of rounds.entries()) {
    bare.push(await load(`bare Hono route (round ${i + 1})`, bareRoute.url, bareRoute.pid));
    rss.lap();
    for (const t of targets) {
      // Walking to the deep page reads 90,000 rows: done just before its run, so its memory shows on its line.
      if (t.path === deep) t.path += encodeURIComponent(await deepCursor(server.url, cookie, DEEP_ROWS));
      round.push({ ...(await load(t.label, new URL(t.path, server.url).href, server.pid, cookie)), peakMb: rss.lap() });
      if (!server.alive()) throw new Error(`the server crashed during ${t.label}`);
    }
  }
  // Each route's best round, with every rate; its memory peak from the first round, where the deep page's walk
  // shows on its own line (the later rounds start with the memory the first left).
  const api = rounds[0]!.map((first, k) => {
    const tries = rounds.map((round) => round[k]!);
    const best = tries.reduce((a, b) => (b.result.requests.average > a.result.requests.average ? b : a));
    return { ...best, runs: tries.map((m) => m.result.requests.average), peakMb: first.peakMb };
  });
  const peak = rss.peak();

  console.log('');
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up; each route's best round of ` +
      `${rounds.length}, its ratio to the best bare run; ` +
      "CPU µs: the server's CPU time per answer; RSS MB: the server's peak during that route's run",
  );
  console.log(table(bare, api));
  console.log('');
  console.log(row('server RSS', ['MB', 'target'], ''));
  console.log(row('   idle, after start', [fmt(idle), `<= ${TARGET_IDLE_MB}`], verdict(idle <= TARGET_IDLE_MB)));
  console.log(row('   peak, during the run', [fmt(peak), `<= ${TARGET_PEAK_MB}`], verdict(peak <= TARGET_PEAK_MB)));
  console.log('');
  const seconds = fmt((performance.now() - started) / 1000, 1);
  console.log(`failed requests: ${failedRequests ? `${fmt(failedRequests)} FAILED` : 'none'}; ${seconds} s in all`);
  if (failedRequests) process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
