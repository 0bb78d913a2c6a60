// The server's memory over `npm run test:soak`. Its RSS (VmRSS, /proc) swings by tens of MB with no leak at all:
// V8 lets garbage pile up and keeps freed heap pages committed (on the 2-core VM at 200 requests a second, its
// committed heap went between 75 and 155 MB while the live data after each full collection stayed at 27 to 32 MB).
// So the server runs with --trace-gc (a V8 log line per collection; nothing else changes) and every RSS sample is
// read with the heap figures of the collection just before it: the memory in use is the RSS less V8's committed
// heap plus the live data the last full collection (Mark-Compact) kept. A leak grows that, in the JS heap or in
// native memory alike; V8's slack does not.

/**
 * One sample: ms since the traffic started; RSS, V8 committed heap and live data (MB); the server's CPU seconds
 * so far; and the machine: its load average, and the seconds so far in which some task waited for a CPU or for
 * the disk (Linux pressure stall information; NaN where the kernel has none).
 */
export type MemorySample = {
  at: number;
  mb: number;
  committed: number;
  live: number;
  cpu: number;
  load: number;
  cpuWait: number;
  ioWait: number;
};

/** What in use means here: RSS without V8's free and garbage heap. */
export const inUse = (s: MemorySample) => s.mb - s.committed + s.live;

// `[pid:0x...]   1234 ms: Scavenge 99.9 (128.0) -> 86.1 (128.0) MB, ...`: used (committed) before -> after.
const LINE = /ms: (Scavenge|Mark-Compact|Minor Mark-Compact)[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

/** Reads the server's --trace-gc output as it comes: the V8 heap after the latest collection. */
export function gcTrace() {
  let pending = '';
  const heap = { committed: 0, live: 0, collections: 0, full: 0 };
  return {
    heap,
    feed(text: string) {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = LINE.exec(line);
        if (!m) continue;
        heap.collections++;
        heap.committed = Number(m[3]);
        // Live data is what a full collection keeps; until the first one, the latest collection's figure.
        if (m[1] === 'Mark-Compact') heap.full++;
        if (m[1] === 'Mark-Compact' || heap.full === 0) heap.live = Number(m[2]);
      }
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
};

/** The least-squares line through (at, value) after `from`: its value at `from` and at `to`. */
function trend(samples: MemorySample[], value: (s: MemorySample) => number, from: number, to: number) {
  const after = samples.filter((s) => s.at >= from);
  const meanAt = after.reduce((n, s) => n + s.at, 0) / after.length;
  const mean = after.reduce((n, s) => n + value(s), 0) / after.length;
  const spread = after.reduce((n, s) => n + (s.at - meanAt) ** 2, 0);
  const slope = spread ? after.reduce((n, s) => n + (s.at - meanAt) * (value(s) - mean), 0) / spread : 0;
  const start = mean + slope * (from - meanAt);
  const end = mean + slope * (to - meanAt);
  return { start, end, growth: start ? (end - start) / start : 0 };
}

/**
 * Growth after the warm-up along the least-squares line through the samples after it (from its value at the end
 * of the warm-up to its value at the end): of the memory in use (judged) and of the RSS itself (for the record),
 * with the V8 heap's range and the live data at the first and last full collections after the warm-up.
 */
export function memoryGrowth(samples: MemorySample[], warmupMs: number, durationMs: number) {
  const after = samples.filter((s) => s.at >= warmupMs);
  const committed = after.map((s) => s.committed);
  return {
    samples: after.length,
    inUse: trend(samples, inUse, warmupMs, durationMs),
    rss: trend(samples, (s) => s.mb, warmupMs, durationMs),
    rssMedian: median(after.map((s) => s.mb)),
    peak: Math.max(...samples.map((s) => s.mb)),
    committed: { min: Math.min(...committed), max: Math.max(...committed) },
    live: { first: after[0]?.live ?? 0, last: after.at(-1)?.live ?? 0 },
  };
}
export type MemoryGrowth = ReturnType<typeof memoryGrowth>;
