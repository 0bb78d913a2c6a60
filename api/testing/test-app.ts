// Test harness: the real app over a real, temporary SQLite file, called through app.request().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { BANK_FORMS, type BankDetailsCountry } from '#shared/money/bank-details.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { SANDBOX_PAYOUT_ONBOARDING_PATH } from '#shared/routes-payouts.ts';
import type { SignupInput } from '#shared/schemas/auth.ts';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import { createApp } from '#api/app.ts';
import type { Deps } from '#api/deps.ts';
import { parseEnv } from '#api/env.ts';
import { createDeps } from '#api/deps.ts';
import { SANDBOX_TEST_BANK_DETAILS } from '#api/providers/payments/sandbox-payout-accounts.ts';
import { mailFor, tokenIn } from './mailbox.ts';

export type TestAppOptions = {
  /** Extra environment variables for parseEnv (DATA_DIR is always the temp dir). */
  env?: Record<string, string>;
  /** Where the controllable clock starts (ms since the epoch). */
  startAt?: number;
  /**
   * A database file without encryption (db/encryption.ts): for the tests that search the files for what the app
   * writes, which the encryption would otherwise hide from them whether or not it was written.
   */
  plainDatabase?: boolean;
};

/** A strong password that is in no common-password list. */
export const VALID_PASSWORD = 'Orbit-Rocket9';

let counter = 0;

/**
 * A fresh, valid signup body; every call gives a new username and email. The member reads English whatever their
 * country (the texts the tests compare with), unless `locale` says otherwise (undefined: the country's language).
 */
export function newUser(overrides: Partial<SignupInput> = {}): SignupInput {
  counter += 1;
  return {
    name: `Test User ${counter}`,
    username: `user_${counter}`,
    userType: 'gifter',
    email: `user${counter}@example.com`,
    country: 'USA',
    password: VALID_PASSWORD,
    locale: 'en-US',
    // A browser set to UTC: the tests' calendar arithmetic is UTC's; a test of time zones sets its own.
    timeZone: 'UTC',
    ...overrides,
  };
}

/** A JSON request as a same-origin browser page would send it. */
export function jsonInit(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}

/** The last Set-Cookie line for the session cookie (sid or __Host-sid): the one a browser ends up with. */
export function lastSessionSetCookie(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .filter((line) => /^(__Host-)?sid=/.test(line))
    .at(-1);
}

/** `name=value` of the session cookie a browser keeps after this response; undefined if none set or it was deleted. */
export function sessionCookie(res: Response): string | undefined {
  const line = lastSessionSetCookie(res);
  if (!line || /;\s*max-age=0(;|$)/i.test(line)) return undefined;
  const pair = line.split(';')[0]!.trim();
  return /^(__Host-)?sid=./.test(pair) ? pair : undefined;
}

/** Headers carrying a cookie (and anything else). */
export function withCookie(cookie: string | undefined, headers: Record<string, string> = {}): Record<string, string> {
  return cookie ? { ...headers, cookie } : headers;
}

export function makeTestApp(options: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'giftorbit-test-'));
  const env = parseEnv({ DATA_DIR: dir, ...options.env });
  const { db, sqlite } = openDatabase(env.databaseFile, options.plainDatabase ? null : env.dataKeys);
  applyMigrations(db);

  let current = options.startAt ?? Date.UTC(2025, 0, 1, 12, 0, 0);
  const now = () => current;
  const deps: Deps = createDeps({ db, sqlite, env, now });
  const app = createApp(deps);

  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init));

  /** The body as the tests read it: JSON, untyped (Response.json's own type); they assert on its shape. */
  const json = (res: Response) => res.json();

  /**
   * POST /api/auth/signup with a valid body (plus overrides), then, as a new member does, the confirmation link
   * from the mail opened in the same browser: `cookie` is the session it starts and `body` the account
   * (GET /api/user). When sign-up is refused, `body` is its answer and there is no cookie.
   */
  async function signup(overrides: Partial<SignupInput> = {}, headers: Record<string, string> = {}) {
    const input = newUser(overrides);
    const res = await request('/api/auth/signup', jsonInit('POST', input, headers));
    if (res.status !== 202) return { res, cookie: undefined, body: await json(res.clone()), input };
    const pending = res.headers
      .getSetCookie()
      .find((line) => /^(__Host-)?signup=/.test(line))
      ?.split(';')[0];
    const mail = (await mailFor(deps, input.email.trim())).find((m) => tokenIn(m, accountScreens.verifyEmail));
    const token = tokenIn(mail, accountScreens.verifyEmail);
    if (!token) return { res, cookie: undefined, body: await json(res.clone()), input };
    const verified = await request(
      accountApiPaths.verifyEmail,
      jsonInit('POST', { token }, withCookie(pending, headers)),
    );
    const cookie = sessionCookie(verified);
    const body = await json(await get('/api/user', cookie, headers));
    return { res, cookie, body, input };
  }

  /**
   * A member signed in whose email is not confirmed: such a session can no longer be made (the password does not
   * sign in before the link is opened), but one from before that rule may still be open: signed up, then unconfirmed.
   */
  async function unconfirmedMember() {
    const member = await signup();
    sqlite.prepare('UPDATE users SET email_verified_at = NULL WHERE email = ?').run(member.input.email);
    return { ...member, cookie: member.cookie! };
  }

  /** POST /api/auth/signin. */
  async function signin(email: string, password: string, headers: Record<string, string> = {}) {
    const res = await request('/api/auth/signin', jsonInit('POST', { email, password }, headers));
    const body = await json(res.clone());
    return { res, cookie: sessionCookie(res), body };
  }

  /**
   * The member connects a payout account as a member does: a link from the app, the sandbox's onboarding form sent
   * with Stripe's test details for their country (or `details`), back to the app, which reads the account's state.
   */
  async function connectPayoutAccount(
    cookie: string | undefined,
    { details, password }: { details?: Record<string, string>; password?: string } = {},
  ) {
    const body = password === undefined ? {} : { password };
    const start = await request('/api/payout-account/onboarding', jsonInit('POST', body, withCookie(cookie)));
    if (start.status !== 200) throw new Error(`onboarding: ${start.status} ${await start.text()}`);
    const { url } = (await start.json()) as { url: string };
    const link = new URL(url, 'http://localhost').searchParams.get('link') ?? '';
    const country = deps.providers.payoutAccountsSandbox!.link(link)!.country as BankDetailsCountry;
    const form = new URLSearchParams({
      link,
      method: BANK_FORMS[country].methods[0]!.id,
      holder: 'Test Member',
      ...(details ?? SANDBOX_TEST_BANK_DETAILS[country]),
    });
    const sent = await request(SANDBOX_PAYOUT_ONBOARDING_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
      body: form.toString(),
    });
    if (sent.status !== 303) throw new Error(`onboarding form: ${sent.status} ${await sent.text()}`);
    const back = await request('/api/payout-account/refresh', jsonInit('POST', {}, withCookie(cookie)));
    return back.json() as Promise<PayoutAccountResponse>;
  }

  /** GET with an optional session cookie. */
  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    request(path, { headers: withCookie(cookie, { host: 'localhost', ...headers }) });
  /** POST `body` as JSON, as the app sends it, with an optional session cookie. */
  const post = (path: string, body: unknown = {}, cookie?: string, headers: Record<string, string> = {}) =>
    request(path, jsonInit('POST', body, withCookie(cookie, headers)));

  let closed = false;
  return {
    app,
    db,
    sqlite,
    deps,
    dir,
    clock: {
      now,
      advance(ms: number) {
        current += ms;
      },
    },
    request,
    get,
    post,
    signup,
    unconfirmedMember,
    signin,
    connectPayoutAccount,
    /** Closes the database (idempotent); the files stay until cleanup(). */
    close() {
      if (!closed) sqlite.close();
      closed = true;
    },
    cleanup() {
      if (!closed) sqlite.close();
      closed = true;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type TestApp = ReturnType<typeof makeTestApp>;
