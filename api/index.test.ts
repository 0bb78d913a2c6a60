// The one start-up path (api/index.ts) as a process: in production, live money beside a sandbox stops it with one
// line naming what to set; otherwise it starts with one line naming the sandboxes. With NODE_ENV unset,
// as `npm start` runs it, it is production: sandboxes still, and no push endpoint on this machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pushApiText } from '#shared/messages/push.ts';
import { apiPaths } from '#shared/routes.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { root } from '#api/lib/project-root.ts';
import { newUser } from '#api/testing/test-app.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The money variables a developer's shell may hold: unset, so the test decides them all. */
const MONEY_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'PRICE_FEED_URL',
  'RATES_FEED_URL',
  'BELVO_SECRET_ID',
  'BELVO_SECRET_PASSWORD',
  'BELVO_ENV',
  'FINICITY_PARTNER_ID',
  'FINICITY_SECRET',
  'FINICITY_APP_KEY',
  'FINICITY_ENV',
];

type Run = { code: number | null; stdout: string; stderr: string; stillRunning: boolean };

/**
 * Runs `tsx api/index.ts --api-only` in a fresh temporary folder (its DATA_DIR, and no .env) until it exits or, when
 * `until` appears on stdout, stops it; a process still running after `timeoutMs` is stopped and reported so.
 */
function start(
  variables: Record<string, string>,
  until?: string,
  timeoutMs = 20_000,
  whileRunning?: (stdout: string) => Promise<void>,
): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'giftorbit-start-'));
  dirs.push(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', ...variables };
  for (const name of MONEY_VARIABLES) if (!(name in variables)) delete env[name];
  // Vitest sets NODE_ENV=test: a test that leaves it out means it unset, as `npm start` runs.
  for (const name of ['NODE_ENV', 'PUSH_ALLOW_LOCAL_ENDPOINTS']) if (!(name in variables)) delete env[name];
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'api/index.ts'), '--api-only'], {
    cwd: dir,
    env,
  });
  const run: Run = { code: null, stdout: '', stderr: '', stillRunning: false };
  let waiting = false;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      run.stillRunning = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      if (!until || !run.stdout.includes(until) || waiting) return;
      waiting = true;
      void (whileRunning?.(run.stdout) ?? Promise.resolve()).finally(() => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      run.code = code;
      resolve(run);
    });
  });
}

/** Each test waits for a process that loads the whole server through tsx: seconds on a busy machine. */
const TEST_TIMEOUT_MS = 30_000;

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
const ALL_SANDBOXES =
  'Sandboxes in use (not real money): Belvo banks, Finicity banks, exchange rates, Bitcoin price, cards and payouts';
/** Production with no DATA_KEY: the key is the file beside the database, which a copy of the volume carries. */
const KEY_BESIDE = expect.stringMatching(
  /^The database key is \/\S+\/data\.key, beside the database: a copy of the whole volume opens the database\. /,
);

describe('api/index.ts at start', () => {
  it(
    'refuses, in production, a live bank beside sandbox rates, prices and payouts: one line, non-zero',
    async () => {
      const run = await start({
        NODE_ENV: 'production',
        BELVO_SECRET_ID: 'belvo-id',
        BELVO_SECRET_PASSWORD: 'belvo-password',
        BELVO_ENV: 'production',
        FINICITY_PARTNER_ID: '2445582695152',
        FINICITY_SECRET: 'partner-secret',
        FINICITY_APP_KEY: 'app-key',
        FINICITY_ENV: 'production',
      });
      expect(run.stillRunning).toBe(false);
      expect(run.code).not.toBe(0);
      expect(run.stdout).not.toContain('listening');
      const stderr = lines(run.stderr);
      expect(stderr).toHaveLength(1);
      expect(stderr[0]).toMatch(/^Refusing to start in production: live Belvo and live Finicity move real money/);
      expect(stderr[0]).toContain('Set RATES_FEED_URL, PRICE_FEED_URL, STRIPE_SECRET_KEY=sk_live_...');
      expect(run.stderr).not.toContain('belvo-password');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'starts outside production with one warning line naming the sandboxes',
    async () => {
      const run = await start({ NODE_ENV: 'development' }, 'API listening at');
      expect(run.stillRunning).toBe(false);
      expect(run.stdout).toMatch(
        /API listening at http:\/\/127\.0\.0\.1:\d+ {2}\(database key: \/\S+\/data\.key \(beside/,
      );
      expect(lines(run.stderr)).toEqual([ALL_SANDBOXES]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'starts in production on sandboxes only, with the same line naming them (an operator sees it)',
    async () => {
      const run = await start({ NODE_ENV: 'production' }, 'API listening at');
      expect(run.stillRunning).toBe(false);
      expect(run.stdout).toMatch(/API listening at/);
      expect(lines(run.stderr)).toEqual([ALL_SANDBOXES, KEY_BESIDE]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'starts in production with DATA_KEY: the start line names it, never its value, and no key warning',
    async () => {
      const key = 'c3'.repeat(32);
      const run = await start({ NODE_ENV: 'production', DATA_KEY: key }, 'API listening at');
      expect(run.stillRunning).toBe(false);
      expect(run.stdout).toMatch(/API listening at \S+ {2}\(database key: DATA_KEY from the environment\)/);
      expect(lines(run.stderr)).toEqual([ALL_SANDBOXES]);
      expect(run.stdout + run.stderr).not.toContain(key.slice(0, 8));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'runs as production with NODE_ENV unset (npm start): a live bank beside sandboxes is refused',
    async () => {
      const run = await start({ BELVO_SECRET_ID: 'id', BELVO_SECRET_PASSWORD: 'pw', BELVO_ENV: 'production' });
      expect(run.stillRunning).toBe(false);
      expect(run.code).not.toBe(0);
      expect(lines(run.stderr)[0]).toMatch(/^Refusing to start in production: live Belvo moves real money/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'runs as production with NODE_ENV unset (npm start): sandboxes by default, local push endpoints refused',
    async () => {
      let url = '';
      let push: { signup: number; subscribe: number; message?: string } | undefined;
      const run = await start({}, 'Mail sandbox (no SMTP_URL)', TEST_TIMEOUT_MS, async (stdout) => {
        url = /API listening at (\S+)/.exec(stdout)![1]!;
        push = await subscribeLocalPush(url, /Mail sandbox \(no SMTP_URL\): (\S+)/.exec(stdout)![1]!);
      });
      expect(run.stillRunning).toBe(false);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(lines(run.stderr)).toEqual([ALL_SANDBOXES, KEY_BESIDE]);
      expect(push).toEqual({ signup: 202, subscribe: 400, message: pushApiText.endpointInvalid });
    },
    TEST_TIMEOUT_MS,
  );
});

/** A member signs up and subscribes an endpoint on the server's own machine (a server-side request forgery). */
async function subscribeLocalPush(url: string, mailbox: string) {
  const user = newUser();
  const headers = { 'content-type': 'application/json', origin: url };
  const signup = await fetch(`${url}${apiPaths.signup}`, { method: 'POST', headers, body: JSON.stringify(user) });
  // Signed in by the confirmation link, read from the mail sandbox's mailbox, in the browser that signed up.
  const browser = signup.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const inbox = await (await fetch(`${mailbox}&to=${encodeURIComponent(user.email)}`)).text();
  const token = new RegExp(`${accountScreens.verifyEmail}#([A-Za-z0-9_-]+)`).exec(inbox)?.[1];
  const verified = await fetch(`${url}${accountApiPaths.verifyEmail}`, {
    method: 'POST',
    headers: { ...headers, cookie: browser },
    body: JSON.stringify({ token }),
  });
  const cookie = verified.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
  const body = JSON.stringify({ endpoint: 'http://127.0.0.1:9911/internal/admin?x=1', keys });
  const res = await fetch(`${url}${apiPaths.pushSubscriptions}`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body,
  });
  const answer = (await res.json()) as { errors?: Record<string, string> };
  return { signup: signup.status, subscribe: res.status, message: answer.errors?.endpoint };
}
