// The two servers bench:api measures, each a child process of its own so neither shares an event loop (or a
// core's worth of CPU) with autocannon, which runs in the bench's process: the product's server started as
// `npm start` starts it, and a bare Hono JSON route on the same Node. The server's memory is sampled from
// /proc/<pid>/status (VmRSS) every 100 ms.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printedMailbox, serverUrl } from '#pwa/e2e/server-url.ts';

const root = new URL('..', import.meta.url).pathname;
const START_TIMEOUT_MS = 120_000;
const RSS_EVERY_MS = 100;
/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on every Linux build that matters. */
const CLOCK_TICKS = 100;

const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
/** The compiled server (plain node, as `npm start` runs it) once its build exists; tsx until then. */
export const COMPILED = existsSync(join(root, 'dist', 'server', 'index.js')) && Boolean(scripts['build:server']);

/** What `npm start` builds before it starts: the server bundle (always rebuilt here) and the PWA if missing. */
export function buildForStart() {
  const run = (script: string) => execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (COMPILED) run('build:server');
  if (!existsSync(join(root, 'dist', 'pwa', 'index.html'))) run('build');
}

export type Child = {
  url: string;
  pid: number;
  /** The mail sandbox's mailbox the server printed (where its members' confirmation links are read). */
  mailbox: Promise<string>;
  /** True while the process runs; a server that died mid-run is a crash. */
  alive: () => boolean;
  stop: () => Promise<void>;
};

/** Spawns `node <args>` and waits for the line that names its URL; later stdout goes to `onOutput` if given. */
async function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  label: string,
  onOutput?: (text: string) => void,
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const mailbox = printedMailbox(child);
  try {
    const url = await serverUrl(child, START_TIMEOUT_MS, label);
    // Past the first line, the server's own output (a crash's stack) goes to the bench's stderr.
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk.toString()}`));
    if (onOutput) child.stdout!.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    else child.stdout!.resume();
    return { url, mailbox, pid: child.pid!, alive, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The Node flags `npm start` gives the server (its memory settings): the benches start it with the same. */
export const START_FLAGS = (/exec node (.*?)\s*dist\/server\/index\.js/.exec(scripts.start ?? '')?.[1] ?? '')
  .split(' ')
  .filter(Boolean);

/**
 * The product's server on `dataDir` and a free port, in production mode; `nodeArgs` e.g. --cpu-prof; `vars` more
 * of its environment (METRICS_TOKEN).
 */
export function startServer(
  dataDir: string,
  nodeArgs: string[] = [],
  onOutput?: (text: string) => void,
  vars: Record<string, string> = {},
) {
  const entry = COMPILED ? [...START_FLAGS, 'dist/server/index.js'] : ['--import', 'tsx', 'api/index.ts'];
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' };
  env.DATA_DIR = dataDir;
  delete env.LOG_REQUESTS; // a line per request would measure the terminal
  return startNode([...nodeArgs, ...entry], env, 'server', onOutput);
}

const BARE = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log('bare route listening at http://127.0.0.1:' + info.port + '/'));
process.once('SIGTERM', () => process.exit(0));
`;

/** The same-work routes (bench/same-work-server.ts) over the product's database file, in a process of their own. */
export const startSameWork = (databaseFile: string) =>
  startNode(['--import', 'tsx', 'bench/same-work-server.ts', databaseFile], process.env, 'same-work');

/** `new Hono().get('/', c => c.json({ ok: true }))` on @hono/node-server, plain node, the same binary. */
export const startBareRoute = () => startNode(['--input-type=module', '-e', BARE], process.env, 'bare');

/** The resident set of a process in MB, from /proc (Linux); null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux); null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every 100 ms: the highest since the start, and since the last `lap()`. */
export function sampleRss(pid: number) {
  let peak = rssMb(pid) ?? 0;
  let lapPeak = peak;
  const timer = setInterval(() => {
    const now = rssMb(pid) ?? 0;
    peak = Math.max(peak, now);
    lapPeak = Math.max(lapPeak, now);
  }, RSS_EVERY_MS);
  return {
    peak: () => peak,
    /** The highest since the last lap, and a new lap. */
    lap: () => {
      const highest = lapPeak;
      lapPeak = rssMb(pid) ?? 0;
      return highest;
    },
    stop: () => clearInterval(timer),
  };
}
