// The product as `npm start` runs it, for the browser benchmarks: production mode, a temporary DATA_DIR, a free
// port. `npm start` itself is spawned (it builds what is stale first), in its own process group so that the
// whole tree (npm, its shell, the server) stops together at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printedMailbox, serverUrl } from '#pwa/e2e/server-url.ts';
import { signUpMember } from './sign-up.ts';

const root = new URL('..', import.meta.url).pathname;
const START_TIMEOUT_MS = 300_000;

/** The server's address, the mail sandbox's mailbox it printed (confirmation links), and how to stop it. */
export type ProductionServer = { url: string; mailbox: Promise<string>; stop: () => Promise<void> };

export async function startProductionServer(): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-bench-'));
  const server: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const mailbox = printedMailbox(server);
  try {
    const url = await serverUrl(server, START_TIMEOUT_MS);
    return { url, mailbox, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

let counter = 0;

/** Signs a fresh user up through the API and the mail link; answers the session cookie (`name=value`). */
export async function signUpThroughApi({ url, mailbox }: Pick<ProductionServer, 'url' | 'mailbox'>, locale = 'en-US') {
  const n = `${Date.now().toString(36)}${counter++}`;
  const member = {
    name: `Bench Star ${n}`,
    username: `bench_${n}`,
    userType: 'gifter',
    email: `bench_${n}@example.com`,
    country: 'USA',
    locale,
    password: 'Orbit-Rocket9',
  };
  return (await signUpMember(url, member, await mailbox)).cookie;
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/**
 * The server a browser benchmark measures: `--url=http://host:port` (with `--mailbox=`, the address it printed at
 * start, to sign a member in) for one already running, else the product started as `npm start` starts it.
 */
export async function serverToMeasure(): Promise<ProductionServer> {
  const url = arg('url');
  if (url) {
    const mailbox = arg('mailbox');
    const noMailbox = Promise.reject(new Error('Give the mailbox address the server printed: --mailbox=URL'));
    noMailbox.catch(() => {});
    return { url, mailbox: mailbox ? Promise.resolve(mailbox) : noMailbox, stop: async () => {} };
  }
  console.log('Starting the product as `npm start` does (building dist/pwa if stale)...');
  return startProductionServer();
}
