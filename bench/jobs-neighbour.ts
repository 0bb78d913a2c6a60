// bench:jobs' baseline for the event loop: a Node process beside the bench that does nothing but time its own event
// loop, as the bench does. On a shared machine a process can wait for a CPU it was not given (another machine's work
// on the same host): the neighbour's pauses are the machine's own, and the bench's pauses at the same moments are
// not the server's work. Measured in the same run, so the two figures are read side by side.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';

// The neighbour: its delay histogram (10 ms resolution, as the bench's), and each pause over 50 ms with when it ended
// (epoch ms), printed as one line of JSON when its standard input closes.
const NEIGHBOUR = `
import { monitorEventLoopDelay } from 'node:perf_hooks';
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const pauses = [];
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - last > 50) pauses.push({ ms: now - last, endedAt: Date.now() });
  last = now;
}, 10);
process.stdin.resume();
process.stdin.on('end', () => {
  loop.disable();
  console.log(JSON.stringify({ p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, pauses }));
  process.exit(0);
});
`;

export type NeighbourFigures = { p99: number; max: number; pauses: { ms: number; endedAt: number }[] };

/** Starts a neighbour, pinned to one CPU when `cpu` is given (taskset); `stop()` returns what it measured since. */
function startOne(cpu?: number) {
  const node = [process.execPath, '--input-type=module', '-e', NEIGHBOUR];
  const [command, ...args] = cpu === undefined ? node : ['taskset', '-c', String(cpu), ...node];
  const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return async (): Promise<NeighbourFigures> => {
    const exited = once(child, 'exit');
    child.stdin.end();
    await exited;
    return JSON.parse(out) as NeighbourFigures;
  };
}

/**
 * One neighbour per CPU, each pinned to its own (a host that takes one virtual CPU away for a while stalls whichever
 * thread was on it: the neighbour pinned there sees it); one unpinned where taskset is missing. Their figures together:
 * the worst p99 and max, every pause.
 */
export function startNeighbour() {
  const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
  const stops = pinned ? cpus().map((_, cpu) => startOne(cpu)) : [startOne()];
  return {
    stop: async (): Promise<NeighbourFigures> => {
      const all = await Promise.all(stops.map((stop) => stop()));
      return {
        p99: Math.max(...all.map((f) => f.p99)),
        max: Math.max(...all.map((f) => f.max)),
        pauses: all.flatMap((f) => f.pauses),
      };
    },
  };
}

/** Whether a pause of the bench's, `ms` long and over at `endedAt` (epoch ms), overlapped one of the neighbours'. */
export const overlapsNeighbour = (figures: NeighbourFigures, ms: number, endedAt: number) =>
  figures.pauses.some((p) => p.endedAt > endedAt - ms && p.endedAt - p.ms < endedAt);
