// npm run bench:api: the API under the load of real use. Figures, not a timed test: a missed target
// prints MISS and still exits 0; the exit code is non-zero only on a crash or a failed read (an error, a timeout,
// an answer other than 2xx).
//
// The server runs as `npm start` runs it (production mode, a temporary DATA_DIR, the sandboxes, a free port).
// MEMBERS members sign up, link the Finicity sandbox and get its 90-day history (bench/api-members.ts). Every
// read comes from the next member, and a writer runs beside every run (WRITES_PER_S: settings changes,
// notification reads, bank syncs), so nothing is the same request over an unchanged database. Each route is
// compared with the same-work route: the same session lookup and reads over the same file, one prepared
// statement per lookup, in a bare Hono process of its own (bench/same-work-server.ts); the bare `{ ok: true }`
// route is the second reference. autocannon runs in this process. Two rounds; each line is its best round.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { apiPaths } from '#shared/routes.ts';
import { type Member, makeMembers, startWriter, WRITES_PER_S } from './api-members.ts';
import {
  buildForStart,
  COMPILED,
  rssMb,
  sampleRss,
  startBareRoute,
  startSameWork,
  START_FLAGS,
  startServer,
} from './api-processes.ts';

const MEMBERS = 40;
const CONNECTIONS = 32;
const DURATION_S = 8;
const WARMUP_S = 2;
const ROUNDS = 2;
const TARGET_SAME_WORK = 0.7;
/**
 * A route's p99 against its same-work route's p99 in the same run: an absolute p99 at 32 connections on 2 shared
 * cores measures the machine; the product adding a tail the same work does not have is what this catches.
 */
const TARGET_P99_RATIO = 1.5;
/** The server's event loop, read from its own GET /metrics. */
const TARGET_LOOP_P99_MS = 50;
const TARGET_LOOP_MAX_MS = 100;
const METRICS_TOKEN = randomBytes(32).toString('hex');

/** The server's event-loop delay since the last scrape, in ms, from the p99 and max its /metrics reports. */
async function eventLoopDelay(base: string) {
  const res = await fetch(new URL('/metrics', base), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const text = await res.text();
  const seconds = (name: string) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    p99: seconds('nodejs_eventloop_lag_p99_seconds') * 1000,
    max: seconds('nodejs_eventloop_lag_max_seconds') * 1000,
  };
}
const TARGET_IDLE_MB = 120;
const TARGET_PEAK_MB = 200;

type Route = { label: string; path: (m: Member) => string; weight: number };
const COIN_PURCHASES = `${apiPaths.transactions}?filter=coin_purchases`;
/** The reads, with how often the app asks each: a dashboard visit asks the first five, the list the next two. */
const ROUTES: Route[] = [
  { label: apiPaths.user, path: () => apiPaths.user, weight: 3 },
  { label: apiPaths.statsFast, path: () => apiPaths.statsFast, weight: 2 },
  { label: apiPaths.portfolio, path: () => apiPaths.portfolio, weight: 2 },
  { label: apiPaths.activity, path: () => apiPaths.activity, weight: 2 },
  { label: apiPaths.notifications, path: () => apiPaths.notifications, weight: 2 },
  // The list opens on the coin purchases; a member scrolls on from there.
  { label: `${apiPaths.transactions} (first page)`, path: () => COIN_PURCHASES, weight: 2 },
  {
    label: `${apiPaths.transactions} (second page)`,
    path: (m) => `${COIN_PURCHASES}&cursor=${encodeURIComponent(m.cursor ?? '')}`,
    weight: 1,
  },
];
const MIX = ROUTES.flatMap((r) => Array.from({ length: r.weight }, () => r));

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (label: string, cells: string[], rest = '') =>
  `${label.padEnd(34)}${cells.map((c) => c.padStart(11)).join('')}${rest ? `   ${rest}` : ''}`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

let failedReads = 0;

/** A warm-up, then the measured run: each request the next member's, on the routes `pick` chooses in turn. */
async function load(base: string, members: Member[], pick: (n: number) => Route): Promise<Measured> {
  let n = 0;
  const requests = [
    {
      method: 'GET' as const,
      setupRequest: (req: { path: string; headers: Record<string, string> }) => {
        const member = members[n % members.length]!;
        const path = pick(n++).path(member);
        return { ...req, path, headers: { ...req.headers, cookie: member.cookie } };
      },
    },
  ];
  await autocannon({ url: base, connections: CONNECTIONS, duration: WARMUP_S, requests });
  // Each answer's time as measured (autocannon's own histogram keeps whole milliseconds, too coarse to compare a
  // 3 ms tail with a 5 ms one).
  const times: number[] = [];
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests }).on(
    'response',
    (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    },
  );
  const failed = result.errors + result.non2xx;
  failedReads += failed;
  if (failed) console.error(`FAILED reads at ${base}: ${JSON.stringify(result.statusCodeStats)}, ${result.errors}`);
  return { ...result, p99Ms: percentile(times, 0.99) };
}

/** The value below which `share` of the sorted times fall (nearest rank). */
function percentile(times: number[], share: number) {
  const sorted = Float64Array.from(times).sort();
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** A run's result, with its p99 from every answer's own time. */
type Measured = Result & { p99Ms: number };

const best = (runs: Measured[]) => runs.reduce((a, b) => (b.requests.average > a.requests.average ? b : a));

const started = performance.now();
const dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-bench-api-'));
const cpuProf = process.argv.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
/** `npm run bench:api -- /api/user mix` measures only the lines whose label holds one of these. */
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const stops: (() => Promise<void> | void)[] = [];
try {
  const machine = `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}`;
  const compiled = ['node', ...START_FLAGS, 'dist/server/index.js (compiled)'].join(' ');
  const mode = COMPILED ? compiled : 'node --import tsx api/index.ts (not compiled yet)';
  const load1 = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`bench:api  ${new Date().toISOString().slice(0, 16)}Z  node ${process.version}, ${machine}`);
  console.log(`server: ${mode}, NODE_ENV=production, sandboxes; load average ${load1}`);

  buildForStart();
  const server = await startServer(dataDir, cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [], undefined, {
    METRICS_TOKEN,
  });
  stops.push(server.stop);
  const seedStart = performance.now();
  const members = await makeMembers(server.url, await server.mailbox, MEMBERS);
  const seedS = fmt((performance.now() - seedStart) / 1000, 1);
  console.log(`${MEMBERS} members signed up, linked FinBank and synced its 90-day history in ${seedS} s`);
  const sameWork = await startSameWork(join(dataDir, 'giftorbit.sqlite'));
  stops.push(sameWork.stop);
  const bare = await startBareRoute();
  stops.push(bare.stop);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // start-up garbage settles
  const idle = rssMb(server.pid) ?? 0;
  const rss = sampleRss(server.pid);
  stops.push(() => rss.stop());
  const writer = startWriter(server.url, members);
  stops.push(() => writer.stop());
  // The server's own event-loop figures start from here (prom-client resets them at each scrape).
  await eventLoopDelay(server.url);

  const lines = [
    ...ROUTES.map((r) => ({ label: r.label, pick: () => r })),
    { label: 'mix (the proportions above)', pick: (n: number) => MIX[n % MIX.length]! },
  ].filter((l) => !only.length || only.some((a) => l.label.includes(a)));
  const runs = new Map(lines.map((l) => [l.label, { product: [] as Measured[], same: [] as Measured[] }]));
  const bareRuns: Measured[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    bareRuns.push(await load(bare.url, members, () => ({ label: 'bare', path: () => '/', weight: 1 })));
    for (const l of lines) {
      runs.get(l.label)!.product.push(await load(server.url, members, l.pick));
      runs.get(l.label)!.same.push(await load(sameWork.url, members, l.pick));
      process.stdout.write(`  round ${round}: ${l.label}\n`);
      if (!server.alive()) throw new Error(`the server crashed during ${l.label}`);
    }
  }
  writer.stop();
  const delay = await eventLoopDelay(server.url);
  const bareBest = best(bareRuns).requests.average;

  console.log('');
  console.log(
    `${MEMBERS} members, each request the next member's; ${CONNECTIONS} connections, ${DURATION_S} s each after ` +
      `${WARMUP_S} s of warm-up, best of ${ROUNDS} rounds. Writes beside every run, through the server: ` +
      `${WRITES_PER_S.settings}/s settings changes, ${WRITES_PER_S.notificationReads}/s notification reads, ` +
      `a bank sync every ${fmt(1 / WRITES_PER_S.bankSyncs)} s (sent: ${writer.counts.settings} / ` +
      `${writer.counts.notificationReads} / ${writer.counts.bankSyncs}, refused or failed: ${writer.counts.failed}).`,
  );
  const target = `target >= ${TARGET_SAME_WORK}x same-work, p99 <= ${TARGET_P99_RATIO}x its p99`;
  const heads = ['req/s', 'p50 ms', 'p99 ms', 'same-work', 'its p99', 'ratio', 'bare ratio'];
  console.log(row('GET', heads, target));
  console.log(row('bare Hono route (reference)', [fmt(bareBest), '', '', '', '', '', '1.00x']));
  for (const l of lines) {
    const { product, same } = runs.get(l.label)!;
    const p = best(product);
    const s = best(same);
    const ratio = p.requests.average / s.requests.average;
    const cells = [
      fmt(p.requests.average),
      fmt(p.latency.p50),
      fmt(p.p99Ms, 1),
      fmt(s.requests.average),
      // The same work's own p99 at the same load, the reference for the product's.
      fmt(s.p99Ms, 1),
      `${ratio.toFixed(2)}x`,
      `${(p.requests.average / bareBest).toFixed(2)}x`,
    ];
    const tail = p.p99Ms <= TARGET_P99_RATIO * s.p99Ms;
    const judged = `${verdict(ratio >= TARGET_SAME_WORK)} ratio, ${verdict(tail)} p99`;
    console.log(row(l.label, cells, judged));
  }
  const peak = rss.peak();
  console.log('');
  const smooth = delay.p99 < TARGET_LOOP_P99_MS && delay.max < TARGET_LOOP_MAX_MS;
  console.log(
    `server event-loop delay through the runs (GET /metrics): p99 ${fmt(delay.p99, 1)} ms, ` +
      `max ${fmt(delay.max, 1)} ms ${verdict(smooth)} (p99 < ${TARGET_LOOP_P99_MS} ms, max < ${TARGET_LOOP_MAX_MS} ms)`,
  );
  console.log('');
  console.log(row('server RSS', ['MB', 'target'], ''));
  console.log(row('   idle, after the members', [fmt(idle), `<= ${TARGET_IDLE_MB}`], verdict(idle <= TARGET_IDLE_MB)));
  console.log(row('   peak, during the runs', [fmt(peak), `<= ${TARGET_PEAK_MB}`], verdict(peak <= TARGET_PEAK_MB)));
  console.log('');
  const seconds = fmt((performance.now() - started) / 1000, 1);
  console.log(`failed reads: ${failedReads ? `${fmt(failedReads)} FAILED` : 'none'}; ${seconds} s in all`);
  if (failedReads) process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
