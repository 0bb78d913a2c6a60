// Belvo's credentials form over the built-in sandbox: link, sync into the money engine, refresh without
// duplicates, every error with its message, a broken link notified once, and no banking password ever stored
// or logged.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import { bankAccountsResponseSchema, institutionsResponseSchema } from '#shared/schemas/banks.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { syncIdle, syncUser } from '#api/services/banking/sync.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { activity } from '#shared/messages/money.ts';
import * as es from '#shared/messages/es-419/common.ts';
import * as bankingEs from '#shared/messages/es-419/banking.ts';

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
const message = (userId: number, title: string) =>
  (
    t.sqlite.prepare('SELECT message FROM notifications WHERE user_id = ? AND title = ?').get(userId, title) as {
      message: string;
    }
  ).message;
const notifications = (userId: number) =>
  t.sqlite.prepare('SELECT type, title FROM notifications WHERE user_id = ? ORDER BY id').all(userId) as {
    type: string;
    title: string;
  }[];

/** A member from Mexico, reading English unless `locale` says Spanish. */
async function mexican(locale: 'en-US' | 'es-419' = 'en-US') {
  const s = await t.signup({ country: 'Mexico', locale });
  return { cookie: s.cookie!, id: s.body.id as number };
}

/** Too long for one line of source; vitest shows it whole. */
const linksAndRefreshes =
  'links with bnk100/full, syncs the history through the money engine, and refreshes without duplicates';

/** Too long for one line of source; vitest shows it whole. */
const saysWhatWentWrong =
  'says what went wrong: missing fields, a wrong password, a bank that wants a one-time code, an unknown bank';

describe('Belvo (credentials form)', () => {
  it('lists the sandbox institutions with the test credentials to show', async () => {
    const { cookie } = await mexican();
    const body = institutionsResponseSchema.parse(await json(await t.get('/api/belvo/institutions', cookie)));
    expect(body.institutions).toContainEqual({
      name: 'erebor_mx_retail',
      display_name: 'Erebor Mexico',
      country: 'MX',
    });
    expect(body.sandboxHint).toEqual({ username: 'bnk100', password: 'full' });
    expect((await t.get('/api/belvo/institutions')).status).toBe(401);
  });

  it(linksAndRefreshes, async () => {
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
    const first = await transactions(cookie);
    // The first import is one notification, saying what the 90 days held (not four per page of rows).
    const posted = first.transactions.filter((t) => !t.pending);
    // One count on every screen: the notice's is the summary's, a refunded purchase counting for nothing.
    const purchases = first.summary.tiktokPurchases;
    const news = (userId: number) =>
      notifications(userId).filter((n) => ['transaction_pulled', 'tiktok_purchase', 'round_up'].includes(n.type));
    expect(notifications(id).map((n) => n.type)).toContain('bank_added');
    expect(news(id)).toEqual([{ type: 'transaction_pulled', title: activity.importedTitle }]);
    // Earning starts at the link: the history is listed and counted, marked, and earns nothing.
    const history = posted.filter((t) => t.category === 'TikTok' && t.type === 'debit' && t.beforeLink);
    expect(history.every((t) => t.roundUpAmount === '0.00' && t.pointsEarned === '0.00')).toBe(true);
    const kept = history.filter((t) => !t.refunded);
    expect(kept.length).toBeGreaterThan(purchases - 5);
    expect(message(id, activity.importedTitle)).toMatch(
      new RegExp(
        `^We found ${purchases} coin purchases from the last 90 days\\. The ${kept.length} made before you ` +
          'joined count in your spend and earn nothing: round-ups and points start today\\.',
      ),
    );
    expect(first.transactions.length).toBeGreaterThan(100);
    expect(first.status).toMatchObject({ hasFinicityConnection: true, isProduction: false });
    // Pesos are booked in US dollars at the sandbox rate of each row's day (about 17-20 pesos a dollar).
    for (const tx of first.transactions) {
      expect(tx).toMatchObject({ currency: 'MXN', usdRate: expect.stringMatching(/^1[7-9](\.\d+)?$/) });
      const dollars = Number(tx.originalAmount) / Number(tx.usdRate);
      expect(Math.abs(Number(tx.amount) - dollars)).toBeLessThanOrEqual(0.005 + 1e-9);
    }

    const refreshed = await post('/api/refresh-account', cookie);
    expect(refreshed.status).toBe(200);
    const counts = await json(refreshed);
    expect(counts.transactionCount).toBeGreaterThan(0);
    // Nothing new since the link's own sync: the answer says so (the toast then says 'Up to date').
    expect(counts.newTransactions).toBe(0);
    expect((await transactions(cookie)).transactions.length).toBe(first.transactions.length);
    // Nothing new, nothing said.
    expect(news(id)).toHaveLength(1);
    // A day later the bank has more: one sync, one notification, about what it found.
    // A coin purchase the bank had not shown before, posted (a row can also leave the list: a count would not do).
    const seen = new Set(first.transactions.map((r) => r.id));
    // (A pending purchase from before the link can post now: it earns nothing, so it is not news of purchases.)
    const purchasesIn = (rows: typeof first.transactions) =>
      rows.filter(
        (r) => r.category === 'TikTok' && r.type === 'debit' && !r.pending && !r.beforeLink && !seen.has(r.id),
      ).length;
    t.clock.advance(86_400_000);
    expect((await post('/api/refresh-account', cookie)).status).toBe(200);
    await syncIdle(t.deps, id);
    const later = news(id).slice(1);
    expect(later).toHaveLength(1);
    const newPurchases = purchasesIn((await transactions(cookie)).transactions);
    // New purchases that earn are the news; without any, a refund or the rows pulled.
    if (newPurchases > 0) expect(later[0]!.type).toBe('tiktok_purchase');
    else expect(['round_up', 'transaction_pulled']).toContain(later[0]!.type);
    expect(auditLedger(t.sqlite, id)).toEqual([]);
  });

  it(saysWhatWentWrong, async () => {
    const { cookie, id } = await mexican('es-419');
    const missing = await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: '',
      password: 'x',
    });
    expect(missing.status).toBe(400);
    // The member is Mexican: the API answers in Spanish (docs/product-rules.md section 9).
    expect((await json(missing)).message).toBe(es.validation.missingInfoBody);
    const wrong = await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'wrong',
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(bankingEs.bankLinkMessages.invalidCredentials);
    const otp = await post('/api/belvo/create-link', cookie, {
      institution: 'gotham_mx_business',
      username: 'bnk100',
      password: 'full',
    });
    // Not an error: the dialog asks for the code (complete-link).
    expect(otp.status).toBe(428);
    expect((await json(otp)).message).toBe(bankingEs.bankCode.tokenRequired);
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
    ).toBe(428);
    expect((await post('/api/belvo/complete-link', cookie, { token: '123456' })).status).toBe(200);
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
    const belvo = t.deps.banks.credentials;
    vi.spyOn(belvo, 'transactions').mockImplementation(async function* () {
      yield* []; // a generator that fails on its first page
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
