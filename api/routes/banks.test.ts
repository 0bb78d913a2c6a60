// The bank calls over the built-in sandboxes: link both ways, sync into the money engine, refresh without
// duplicates, unlink, a broken link notified once, every error with its message, and no banking password
// ever stored or logged.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import {
  bankAccountsResponseSchema,
  connectCallbackResponseSchema,
  debugInfoSchema,
  institutionsResponseSchema,
} from '#shared/schemas/banks.ts';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { syncIdle, syncUser, usersDueForSync } from '#api/services/banking/sync.ts';

// A full 90-day sync runs in several tests: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => t.cleanup());

const post = (path: string, cookie: string | undefined, body: unknown = {}) =>
  t.request(path, jsonInit('POST', body, withCookie(cookie)));
const json = async (res: Response) => res.json() as Promise<any>;
const transactions = async (cookie?: string) =>
  transactionsResponseSchema.parse(await json(await t.get('/api/transactions', cookie)));
const notifications = (userId: number) =>
  t.sqlite.prepare('SELECT type, title FROM notifications WHERE user_id = ? ORDER BY id').all(userId) as {
    type: string;
    title: string;
  }[];

async function mexican() {
  const s = await t.signup({ country: 'Mexico' });
  return { cookie: s.cookie!, id: s.body.id as number };
}

describe('Belvo (credentials form)', () => {
  it('lists the sandbox institutions with the test credentials to show', async () => {
    const { cookie } = await mexican();
    const body = institutionsResponseSchema.parse(await json(await t.get('/api/belvo/institutions', cookie)));
    expect(body.institutions).toContainEqual({ name: 'erebor_mx_retail', display_name: 'Erebor Mexico' });
    expect(body.sandboxHint).toEqual({ username: 'bnk100', password: 'full' });
    expect((await t.get('/api/belvo/institutions')).status).toBe(401);
  });

  it('links with bnk100/full, syncs the history through the money engine, and refreshes without duplicates', async () => {
    const { cookie, id } = await mexican();
    const res = await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'full',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, bankName: 'Erebor Mexico' });
    await syncIdle(t.deps, id);

    const user = await json(await t.get('/api/user', cookie));
    expect(user).toMatchObject({ bankAccountConnected: true });
    expect(user.bankAccountNumber).toMatch(/^\*\*\*\*\d{4}$/);
    expect(notifications(id).map((n) => n.type)).toEqual(
      expect.arrayContaining(['bank_added', 'transaction_pulled', 'tiktok_purchase']),
    );
    const first = await transactions(cookie);
    expect(first.transactions.length).toBeGreaterThan(100);
    expect(first.status).toMatchObject({ hasFinicityConnection: true, isProduction: false });
    expect(first.transactions.some((tx) => tx.category === 'TikTok' && tx.roundUpAmount !== '0.00')).toBe(true);

    const refreshed = await post('/api/refresh-account', cookie);
    expect(refreshed.status).toBe(200);
    expect((await json(refreshed)).transactionCount).toBeGreaterThan(0);
    expect((await transactions(cookie)).transactions.length).toBe(first.transactions.length);
    expect(auditLedger(t.sqlite, id)).toEqual([]);
  });

  it('says what went wrong: missing fields, a wrong password, a bank that wants a one-time code, an unknown bank', async () => {
    const { cookie, id } = await mexican();
    const missing = await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: '',
      password: 'x',
    });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe('Please fill in all required fields');
    const wrong = await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'wrong',
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toMatch(/password|credentials/i);
    const otp = await post('/api/belvo/create-link', cookie, {
      institution: 'gotham_mx_business',
      username: 'bnk100',
      password: 'full',
    });
    expect(otp.status).toBe(400);
    expect((await json(otp)).message).toMatch(/one-time code/i);
    expect(
      (await post('/api/belvo/create-link', cookie, { institution: 'no_such_bank', username: 'a', password: 'b' }))
        .status,
    ).toBe(400);
    expect((await post('/api/belvo/create-link', cookie, 'not json at all')).status).toBe(400);
    expect((await json(await t.get('/api/user', cookie))).bankAccountConnected).toBe(false);
    expect(notifications(id)).toEqual([]);
  });

  it('never stores or logs the banking password', async () => {
    const logs: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((...args) => void logs.push(args.map(String).join(' ')));
    const password = 'Banking-Secret-5521-Zq';
    const { cookie, id } = await mexican();
    expect(
      (
        await post('/api/belvo/create-link', cookie, {
          institution: 'erebor_mx_retail',
          username: 'ana.rios',
          password,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/api/belvo/create-link', cookie, {
          institution: 'gotham_mx_business',
          username: 'ana.rios',
          password,
        })
      ).status,
    ).toBe(400);
    await syncIdle(t.deps, id);
    t.sqlite.pragma('wal_checkpoint(FULL)');
    for (const file of readdirSync(t.dir)) expect(readFileSync(join(t.dir, file)).includes(password), file).toBe(false);
    expect(logs.join('\n')).not.toContain(password);
    vi.restoreAllMocks();
  });

  it('marks a broken link as needing attention and notifies once', async () => {
    const { cookie, id } = await mexican();
    await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'full',
    });
    await syncIdle(t.deps, id);
    const belvo = t.deps.banks.belvo;
    vi.spyOn(belvo, 'transactions').mockImplementation(async function* () {
      throw new BankLinkError('invalid_credentials', 'The bank says the password changed.');
    });
    expect((await post('/api/refresh-account', cookie)).status).toBe(400);
    await syncUser(t.deps, id).catch(() => undefined);
    const accounts = bankAccountsResponseSchema.parse(await json(await t.get('/api/bank-accounts', cookie)));
    expect(accounts.bankAccounts.every((a) => a.needsAttention)).toBe(true);
    expect(notifications(id).filter((n) => n.title === 'Your bank needs attention')).toHaveLength(1);
    vi.restoreAllMocks();
  });
});

describe('Finicity (Connect popup)', () => {
  async function connect(cookie: string) {
    const res = await post('/api/finicity/create-connect-url', cookie);
    expect(res.status).toBe(200);
    const url = new URL((await json(res)).connect_url, 'http://localhost');
    expect(url.pathname).toBe('/sandbox/finicity/connect');
    const page = await t.get(url.pathname + url.search);
    expect(page.status).toBe(200);
    const form = new URLSearchParams({
      customerId: url.searchParams.get('customerId')!,
      state: url.searchParams.get('state')!,
      username: 'profile_03',
      password: 'profile_03',
    });
    const done = await t.request('/sandbox/finicity/connect', {
      method: 'POST',
      headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(done.status).toBe(200);
    const callback = connectCallbackResponseSchema.parse(
      await json(await post('/api/finicity/connect-callback', cookie)),
    );
    expect(callback.success).toBe(true);
    return callback;
  }

  it('links through the Connect page, saves each account, syncs, and unlinks keeping the history', async () => {
    const s = await t.signup({ country: 'USA' });
    const cookie = s.cookie!;
    const callback = await connect(cookie);
    expect(callback.account?.name).toBe(callback.accounts[0]!.name);
    for (const a of callback.accounts) {
      expect(a.number).toMatch(/^\*\*\*\*\d{4}$/);
      const saved = await post('/api/bank-accounts', cookie, {
        finicityAccountId: a.id,
        accountName: a.name,
        accountNumber: a.number,
        accountType: a.type,
        bankName: a.institutionName,
        isPrimary: callback.accounts.length === 1,
      });
      expect(saved.status).toBe(201);
    }
    await syncIdle(t.deps, s.body.id);
    const list = bankAccountsResponseSchema.parse(await json(await t.get('/api/bank-accounts', cookie)));
    expect(list.bankAccounts).toHaveLength(callback.accounts.length);
    expect(list.bankAccounts.filter((a) => a.isPrimary)).toHaveLength(1);
    const before = (await transactions(cookie)).transactions.length;
    expect(before).toBeGreaterThan(50);

    const debug = debugInfoSchema.parse(await json(await t.get('/api/finicity-debug', cookie)));
    expect(debug).toMatchObject({ hasFinicityAccount: true, accountCount: callback.accounts.length });

    // Another user cannot touch these accounts.
    const other = await t.signup();
    for (const a of list.bankAccounts)
      expect(
        (await t.request(`/api/bank-accounts/${a.id}`, jsonInit('DELETE', undefined, withCookie(other.cookie)))).status,
      ).toBe(404);
    expect(
      (
        await post('/api/bank-accounts', other.cookie, {
          finicityAccountId: callback.accounts[0]!.id,
          accountName: 'x',
        })
      ).status,
    ).toBe(404);

    for (const a of list.bankAccounts)
      expect(
        (await t.request(`/api/bank-accounts/${a.id}`, jsonInit('DELETE', undefined, withCookie(cookie)))).status,
      ).toBe(204);
    expect((await json(await t.get('/api/user', cookie))).bankAccountConnected).toBe(false);
    expect((await transactions(cookie)).transactions.length).toBe(before);
    expect(notifications(s.body.id).map((n) => n.type)).toContain('bank_unlinked');
    expect((await post('/api/refresh-account', cookie)).status).toBe(400);
  });

  it('a new history day arrives on refresh: new rows, no duplicates', async () => {
    const s = await t.signup({ country: 'Canada' });
    const callback = await connect(s.cookie!);
    for (const a of callback.accounts)
      await post('/api/bank-accounts', s.cookie, { finicityAccountId: a.id, accountName: a.name });
    await syncIdle(t.deps, s.body.id);
    const before = (await transactions(s.cookie)).transactions;
    t.clock.advance(2 * 86_400_000);
    const { cookie } = await t.signin(s.input.email, s.input.password);
    expect((await post('/api/refresh-account', cookie)).status).toBe(200);
    const after = (await transactions(cookie)).transactions;
    expect(after.length).toBeGreaterThan(before.length);
    const ids = after.map((tx) => tx.finicityTransactionId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(auditLedger(t.sqlite, s.body.id)).toEqual([]);
  });
});

describe('the sync scheduler', () => {
  it('syncs each link again after about 6 hours, from the due time stored in the database (so it survives a restart)', async () => {
    const { cookie, id } = await mexican();
    await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'full',
    });
    await syncIdle(t.deps, id);
    const synced = () =>
      t.sqlite
        .prepare('SELECT last_synced_at AS last, next_sync_at AS next FROM bank_accounts WHERE user_id = ?')
        .get(id) as { last: number; next: number };
    const first = synced();
    expect(first.next - first.last).toBeGreaterThanOrEqual(5.5 * 3_600_000);
    expect(first.next - first.last).toBeLessThanOrEqual(6.5 * 3_600_000);
    expect(usersDueForSync(t.deps)).toEqual([]);

    t.clock.advance(7 * 3_600_000);
    // A "restarted" server: new dependencies over the same database file find the link due.
    const { createDeps } = await import('#api/deps.ts');
    const restarted = createDeps({ db: t.db, sqlite: t.sqlite, env: t.deps.env, now: t.clock.now });
    expect(usersDueForSync(restarted)).toEqual([id]);
    const { runMoneyJobs } = await import('#api/jobs/money-jobs.ts');
    await runMoneyJobs(restarted);
    expect(synced().last).toBe(t.clock.now());
    expect(usersDueForSync(restarted)).toEqual([]);
    expect(auditLedger(t.sqlite, id)).toEqual([]);
  });
});
