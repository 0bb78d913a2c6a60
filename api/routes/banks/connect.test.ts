// Finicity Connect over the built-in sandbox: link through the Connect page, save each account, sync,
// refresh, and unlink keeping the history.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccountsResponseSchema, connectCallbackResponseSchema, debugInfoSchema } from '#shared/schemas/banks.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';

// A full 90-day sync runs in several tests: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => t.cleanup());

const post = (path: string, cookie: string | undefined, body?: unknown) => t.post(path, body, cookie);
const json = (res: Response) => res.json();
const transactions = (cookie?: string) => everyTransaction(t, cookie);
const notifications = (userId: number) =>
  t.sqlite.prepare('SELECT type, title FROM notifications WHERE user_id = ? ORDER BY id').all(userId) as {
    type: string;
    title: string;
  }[];

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
