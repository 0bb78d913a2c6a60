// What `npm run test:soak` counts and prints: every answer by route and status, latencies overall and per time
// window, the server's memory over the run, and the verdict on each criterion of the soak test.
import { inUse, type MemoryGrowth, type MemorySample } from './soak-memory.ts';
import type { Answer, Kind } from './soak-traffic.ts';

/** The p-th percentile (0 < p <= 1) of `values`, by the nearest rank; 0 for none. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const median = (values: number[]) => percentile(values, 0.5);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const cells = (label: string, values: string[], width = 10) =>
  `${label.padEnd(30)}${values.map((v) => v.padStart(width)).join('')}`;
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

type KindTally = { statuses: Map<number, number>; ms: number[] };

/** Every answer of the run: by route and status, and by time window (latencies and the answers in each). */
export class Tally {
  readonly byKind = new Map<Kind, KindTally>();
  readonly windows: number[][] = [];
  readonly all: number[] = [];
  /** Network errors, timeouts and 5xx. */
  errors = 0;
  /** Answers outside 2xx that no rule of the product owes the request (4xx other than an expected refusal). */
  unexpected = 0;
  refusals = 0;
  /** The first few errors and unexpected answers, to print. */
  readonly samples: string[] = [];

  constructor(private readonly windowMs: number) {}

  add(a: Answer) {
    let k = this.byKind.get(a.kind);
    if (!k) this.byKind.set(a.kind, (k = { statuses: new Map(), ms: [] }));
    k.statuses.set(a.status, (k.statuses.get(a.status) ?? 0) + 1);
    k.ms.push(a.ms);
    this.all.push(a.ms);
    const w = Math.floor(a.at / this.windowMs);
    while (this.windows.length <= w) this.windows.push([]);
    this.windows[w]!.push(a.ms);
    const ok = a.status >= 200 && a.status < 300;
    if (a.status === 0 || a.status >= 500) this.errors++;
    else if (!a.expected) this.unexpected++;
    else if (!ok) this.refusals++;
    if (!a.expected && this.samples.length < 10)
      this.samples.push(`${a.kind} -> ${a.status || 'no answer'}: ${a.detail}`);
  }

  get total() {
    return this.all.length;
  }

  /** The windows' figures; a last window shorter than half a window (the run's tail) is left out. */
  windowFigures(durationMs: number) {
    const full = this.windows.filter((_, i) => durationMs - i * this.windowMs >= this.windowMs / 2);
    return full.map((w, i) => ({
      start: i * this.windowMs,
      count: w.length,
      p50: median(w),
      p99: percentile(w, 0.99),
    }));
  }
}

export type Verdicts = { label: string; figure: string; ok: boolean }[];

export type Run = {
  tally: Tally;
  durationMs: number;
  windowMs: number;
  warmupMs: number;
  samples: MemorySample[];
  memory: MemoryGrowth;
};

/** The table the soak prints: requests by route and status, latency per window, memory. */
export function report({ tally, durationMs, windowMs, warmupMs, samples, memory }: Run): string {
  const s = durationMs / 1000;
  const lines: string[] = [];
  const statuses = [...new Set([...tally.byKind.values()].flatMap((k) => [...k.statuses.keys()]))].sort();
  const statusLabel = (c: number) => (c === 0 ? 'no answer' : String(c));
  lines.push(cells('requests', ['count', 'req/s', 'p50 ms', 'p99 ms', ...statuses.map(statusLabel)], 10));
  for (const [kind, k] of [...tally.byKind.entries()].sort((a, b) => b[1].ms.length - a[1].ms.length)) {
    const byStatus = statuses.map((c) => fmt(k.statuses.get(c) ?? 0));
    const figures = [fmt(k.ms.length), fmt(k.ms.length / s, 1), fmt(median(k.ms), 1), fmt(percentile(k.ms, 0.99), 1)];
    lines.push(cells(`  ${kind}`, [...figures, ...byStatus]));
  }
  const allStatuses = statuses.map((c) =>
    fmt([...tally.byKind.values()].reduce((n, k) => n + (k.statuses.get(c) ?? 0), 0)),
  );
  const overall = [fmt(tally.total), fmt(tally.total / s, 1), fmt(median(tally.all), 1)];
  lines.push(cells('  all', [...overall, fmt(percentile(tally.all, 0.99), 1), ...allStatuses]));
  lines.push('');
  const heads = [
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'RSS MB',
    'in use',
    'V8 MB',
    'CPU ms',
    'load',
    'cpu wait',
    'io wait',
  ];
  lines.push(cells(`per ${fmt(windowMs / 1000)} s window`, heads));
  tally.windowFigures(durationMs).forEach((w, i) => {
    const inWindow = samples.filter((r) => r.at >= i * windowMs && r.at < (i + 1) * windowMs);
    const first = inWindow[0];
    const last = inWindow.at(-1);
    const cpuMs = first && last ? ((last.cpu - first.cpu) * 1000) / w.count : 0;
    /** The share of the window in which some task waited for `what`. */
    const waited = (what: 'cpuWait' | 'ioWait') => {
      const share = first && last ? ((last[what] - first[what]) * 1e5) / (last.at - first.at) : NaN;
      return Number.isFinite(share) ? `${fmt(share)}%` : '-';
    };
    const from = fmt((i * windowMs) / 1000);
    const to = fmt(((i + 1) * windowMs) / 1000);
    const figures = [fmt(w.count), fmt(w.count / (windowMs / 1000), 1), fmt(w.p50, 1), fmt(w.p99, 1)];
    const machine = [
      fmt(median(inWindow.map((r) => r.mb))),
      fmt(median(inWindow.map(inUse))),
      fmt(median(inWindow.map((r) => r.committed))),
      fmt(cpuMs, 2),
      fmt(median(inWindow.map((r) => r.load)), 1),
      waited('cpuWait'),
      waited('ioWait'),
    ];
    const warm = w.start < warmupMs ? '   warm-up, not judged' : '';
    lines.push(`${cells(`  ${from}-${to} s`, [...figures, ...machine])}${warm}`);
  });
  lines.push(
    "medians of the window's samples: RSS; in use: RSS less V8's committed heap plus its live data; V8: its " +
      "committed heap. CPU ms: the server's own CPU time per answer; load: the machine's 1-minute load average " +
      '(2 cores; the soak itself accounts for 1 to 2 of it); cpu wait, io wait: the share of the window in which ' +
      "some task on the machine waited for a CPU or for the disk (the server's own writes wait for the disk too)",
  );
  lines.push('');
  const change = (g: { start: number; end: number; growth: number }) =>
    `${fmt(g.start, 1)} -> ${fmt(g.end, 1)} MB (${g.growth >= 0 ? '+' : ''}${fmt(g.growth * 100, 1)}%)`;
  lines.push(
    `memory after the warm-up (${fmt(warmupMs / 1000)} s), along the least-squares line through its ` +
      `${memory.samples} samples:`,
  );
  lines.push(`  in use (judged)  ${change(memory.inUse)}`);
  lines.push(
    `  RSS              ${change(memory.rss)}; median ${fmt(memory.rssMedian)} MB, peak ${fmt(memory.peak)} MB`,
  );
  lines.push(
    `  V8 heap          committed ${fmt(memory.committed.min)} to ${fmt(memory.committed.max)} MB; live data ` +
      `after full collections ${fmt(memory.live.first, 1)} -> ${fmt(memory.live.last, 1)} MB`,
  );
  return lines.join('\n');
}

/** The criteria and whether each held. */
export function judge(run: Run, maxGrowth: number, p99Factor: number, audit: string[], alive: boolean): Verdicts {
  // The windows after the warm-up: the first requests also pay for compiling the server's code.
  const windows = run.tally
    .windowFigures(run.durationMs)
    .filter((w) => w.start >= run.warmupMs)
    .map((w) => w.p99);
  const medianP99 = median(windows);
  const worst = Math.max(...windows);
  const { start, end, growth } = run.memory.inUse;
  return [
    { label: 'errors (5xx, network, timeout)', figure: fmt(run.tally.errors), ok: run.tally.errors === 0 },
    { label: 'unexpected answers (other 4xx)', figure: fmt(run.tally.unexpected), ok: run.tally.unexpected === 0 },
    {
      label: `p99 stable: no window > ${p99Factor}x their median`,
      figure: `worst ${fmt(worst, 1)} ms, median ${fmt(medianP99, 1)} ms (${fmt(worst / medianP99, 2)}x)`,
      ok: windows.length >= 2 && worst <= p99Factor * medianP99,
    },
    {
      label: `memory in use grows < ${fmt(maxGrowth * 100)}% after warm-up`,
      figure: `${fmt(start, 1)} -> ${fmt(end, 1)} MB (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)}%)`,
      ok: start > 0 && growth < maxGrowth,
    },
    {
      label: 'ledgers audit clean, a row per 201 redemption',
      figure: audit.length ? audit.join('; ') : 'clean',
      ok: audit.length === 0,
    },
    { label: 'server alive to the end', figure: alive ? 'yes' : 'no', ok: alive },
  ];
}

export const verdictLines = (verdicts: Verdicts) =>
  verdicts.map((v) => `${verdict(v.ok)}  ${v.label.padEnd(46)}${v.figure}`).join('\n');
