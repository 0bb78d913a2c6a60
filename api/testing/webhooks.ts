// What the webhook security suites share: the secrets the test app is configured with, requests as each provider
// sends them (signed or not), members linked through the sandboxes, a picture of the whole database to prove a
// call changed nothing, and counters on the aggregators so a sync that should not run is seen.
import Stripe from 'stripe';
import { expect, vi } from 'vitest';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { signFinicityWebhook } from '#api/providers/banks/finicity/webhooks.ts';
import { FINICITY_SANDBOX_CREDENTIALS } from '#api/providers/banks/sandbox/finicity-sandbox.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { jsonInit, type TestApp, withCookie } from '#api/testing/test-app.ts';

export const BELVO_AUTH = 'Bearer belvo-hook-7f3a';
export const FINICITY_SECRET = 'finicity-hook-secret-91';
export const STRIPE_SECRET = 'whsec_test_giftorbit';
/** The environment that turns every webhook endpoint on. */
export const WEBHOOK_ENV = {
  BELVO_WEBHOOK_AUTHORIZATION: BELVO_AUTH,
  FINICITY_WEBHOOK_SECRET: FINICITY_SECRET,
  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
};

const post = (t: TestApp, path: string, body: string, headers: Record<string, string>) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** A Belvo call: the raw body with whatever headers are given (Belvo's only proof is the Authorization header). */
export const belvoHook = (t: TestApp, body: unknown, headers: Record<string, string> = { authorization: BELVO_AUTH }) =>
  post(t, '/api/webhooks/belvo', typeof body === 'string' ? body : JSON.stringify(body), headers);

/** A Finicity call: `signature` defaults to the right HMAC of the raw body; null sends no X-Signature at all. */
export const finicityHook = (
  t: TestApp,
  raw: string,
  signature: string | null = signFinicityWebhook(raw, FINICITY_SECRET),
) => post(t, '/api/webhooks/finicity', raw, signature === null ? {} : { 'x-signature': signature });

/** Stripe's Stripe-Signature header for `payload`, signed at `signedAtMs` (t=, in seconds) with `secret`. */
export const stripeSignature = (payload: string, signedAtMs: number, secret = STRIPE_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(signedAtMs / 1000) });

/** A Stripe call; `header` null sends no Stripe-Signature. */
export const stripeHook = (t: TestApp, payload: string, header: string | null) =>
  post(t, '/api/webhooks/stripe', payload, header === null ? {} : { 'stripe-signature': header });

/** Every row of every table, in rowid order: equal pictures before and after a call mean it changed nothing. */
export function databasePicture(t: TestApp) {
  const tables = t.sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, t.sqlite.prepare(`SELECT * FROM "${name}"`).all()]));
}

/** The rows of the tables that hold a user's data, for one user: another user's call must leave them as they are. */
export function userPicture(t: TestApp, userId: number) {
  const tables = ['transactions', 'bank_accounts', 'ledger_entries', 'notifications', 'sweeps', 'investments'];
  const rows = (table: string) => t.sqlite.prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY id`).all(userId);
  return {
    user: t.sqlite.prepare('SELECT * FROM users WHERE id = ?').get(userId),
    ...Object.fromEntries(tables.map((table) => [table, rows(table)])),
  };
}

/** Counts every call that reads transactions at either aggregator: a sync that runs makes at least one. */
export function aggregatorCalls(t: TestApp) {
  return {
    belvo: vi.spyOn(t.deps.banks.byName.belvo, 'transactions'),
    finicity: vi.spyOn(t.deps.banks.byName.finicity, 'transactions'),
  };
}

export const countRows = (t: TestApp, sql: string, ...args: unknown[]) =>
  (t.sqlite.prepare(sql).get(...args) as { n: number }).n;

/** A member whose Belvo link (sandbox, full history) is synced; the link id and the account ids. */
export async function belvoMember(
  t: TestApp,
  country: SignupInput['country'] = 'Brazil',
  institution = 'erebor_br_retail',
) {
  const s = await t.signup({ country });
  const res = await t.request(
    '/api/belvo/create-link',
    jsonInit('POST', { institution, username: 'bnk100', password: 'full' }, withCookie(s.cookie)),
  );
  expect(res.status).toBe(200);
  const userId = s.body.id as number;
  await syncIdle(t.deps, userId);
  const accounts = t.sqlite
    .prepare('SELECT link_ref AS link, provider_account_id AS account FROM bank_accounts WHERE user_id = ?')
    .all(userId) as { link: string; account: string }[];
  return { userId, cookie: s.cookie!, linkId: accounts[0]!.link, accountIds: accounts.map((a) => a.account) };
}

/** A member who went through Finicity Connect (sandbox FinBank) and saved every account; synced. */
export async function finicityMember(t: TestApp) {
  const s = await t.signup({ country: 'USA' });
  const cookie = s.cookie!;
  const userId = s.body.id as number;
  const res = await t.request('/api/finicity/create-connect-url', jsonInit('POST', {}, withCookie(cookie)));
  const url = new URL(((await res.json()) as { connect_url: string }).connect_url, 'http://localhost');
  const customerId = url.searchParams.get('customerId')!;
  const state = url.searchParams.get('state')!;
  await t.deps.banks.finicitySandbox!.completeConnect({ customerId, state, ...FINICITY_SANDBOX_CREDENTIALS });
  const accounts = await t.deps.banks.connect.accounts(customerId);
  for (const a of accounts) {
    const body = { finicityAccountId: a.id, accountName: a.name, accountNumber: a.number, accountType: a.type };
    expect((await t.request('/api/bank-accounts', jsonInit('POST', body, withCookie(cookie)))).status).toBe(201);
  }
  await syncIdle(t.deps, userId);
  return { userId, cookie, customerId, accountIds: accounts.map((a) => a.id) };
}
