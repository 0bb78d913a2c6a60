import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { categorize } from '#shared/classify/coin-purchase.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { FINICITY_SANDBOX_CREDENTIALS, FinicitySandbox } from './finicity-sandbox.ts';
import { fileFinicityStore } from './finicity-store.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CONNECTED_AT = Date.UTC(2025, 5, 10, 6); // 2025-06-10, 06:00 UTC
const BASE = 'http://localhost:5173';

function clock(start = CONNECTED_AT) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function rowsOf(pages: AsyncIterable<ProviderTransaction[]>) {
  const rows: ProviderTransaction[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

async function connected(sandbox: FinicitySandbox, userId = 42) {
  const { customerId } = await sandbox.ensureCustomer({ userId, username: `user${userId}`, existingCustomerId: null });
  await sandbox.completeConnect({
    customerId,
    state: sandbox.connectState(customerId),
    ...FINICITY_SANDBOX_CREDENTIALS,
  });
  return customerId;
}

const ALL = [0, Date.UTC(2030, 0, 1)] as const;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Finicity sandbox customers and Connect', () => {
  it('makes one customer per user, deterministic, and keeps an existing sandbox customer', async () => {
    const sandbox = new FinicitySandbox({ baseUrl: BASE });
    const a = await sandbox.ensureCustomer({ userId: 42, username: 'ana', existingCustomerId: null });
    expect(a.customerId).toMatch(/^\d{10}$/);
    expect(
      await new FinicitySandbox({ baseUrl: BASE }).ensureCustomer({
        userId: 42,
        username: 'ana',
        existingCustomerId: null,
      }),
    ).toEqual(a);
    expect(
      (await sandbox.ensureCustomer({ userId: 43, username: 'bo', existingCustomerId: null })).customerId,
    ).not.toBe(a.customerId);
    expect(await sandbox.ensureCustomer({ userId: 43, username: 'bo', existingCustomerId: a.customerId })).toEqual(a);
    expect(
      await sandbox.ensureCustomer({ userId: 42, username: 'ana', existingCustomerId: 'cust-from-elsewhere' }),
    ).toEqual(a);
    expect(sandbox.mode).toBe('sandbox');
  });

  it("gives a Connect URL to the app's own page, with a state bound to the customer", async () => {
    const sandbox = new FinicitySandbox({ baseUrl: BASE });
    const { customerId } = await sandbox.ensureCustomer({ userId: 7, username: 'u', existingCustomerId: null });
    const url = new URL(await sandbox.connectUrl(customerId, { redirectUri: 'http://x' }));
    expect(url.origin + url.pathname).toBe(`${BASE}/sandbox/finicity/connect`);
    expect(url.searchParams.get('customerId')).toBe(customerId);
    const state = url.searchParams.get('state')!;
    expect(sandbox.isValidConnect(customerId, state)).toBe(true);
    expect(sandbox.isValidConnect(String(Number(customerId) + 1), state)).toBe(false);
    expect(sandbox.isValidConnect(customerId, 'forged')).toBe(false);
    // Another server run (another secret) does not accept it.
    expect(new FinicitySandbox({ baseUrl: BASE }).isValidConnect(customerId, state)).toBe(false);
    await expect(sandbox.connectUrl('nope', {})).rejects.toMatchObject({ code: 'not_found' });
  });

  it('has no accounts until Connect succeeds with profile_03 / profile_03', async () => {
    const sandbox = new FinicitySandbox({ baseUrl: BASE, now: clock().now });
    const { customerId } = await sandbox.ensureCustomer({ userId: 5, username: 'u', existingCustomerId: null });
    const state = sandbox.connectState(customerId);
    expect(await sandbox.accounts(customerId)).toEqual([]);
    expect(await rowsOf(sandbox.transactions(customerId, ...ALL))).toEqual([]);

    const password = 'Not-The-Profile-Pw';
    const error = await sandbox
      .completeConnect({ customerId, state, username: 'profile_03', password })
      .catch((e: Error) => e);
    expect(error).toMatchObject({ code: 'invalid_credentials' });
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).not.toContain(password);
    await expect(
      sandbox.completeConnect({ customerId, state: 'x', ...FINICITY_SANDBOX_CREDENTIALS }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(sandbox.isConnected(customerId)).toBe(false);

    await sandbox.completeConnect({ customerId, state, ...FINICITY_SANDBOX_CREDENTIALS });
    expect(sandbox.isConnected(customerId)).toBe(true);
    const accounts = await sandbox.accounts(customerId);
    expect(accounts.map((a) => [a.name, a.type, a.institutionName])).toEqual([
      ['FinBank Checking', 'checking', 'FinBank'],
      ['FinBank Credit Card', 'creditCard', 'FinBank'],
    ]);
    for (const a of accounts) expect(a.number).toMatch(/^\*{4}\d{4}$/);
  });

  it('answers not_found for an id it never made', async () => {
    const sandbox = new FinicitySandbox({ baseUrl: BASE });
    await expect(sandbox.accounts('abc')).rejects.toMatchObject({ code: 'not_found' });
    await expect(sandbox.refresh('123')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('Finicity sandbox history', () => {
  it(
    'serves 90 days of Finicity-style rows, deterministic, ' + 'with coin purchases, pending rows and refunds',
    async () => {
      const time = clock();
      const sandbox = new FinicitySandbox({ baseUrl: BASE, now: time.now });
      const customerId = await connected(sandbox);
      const rows = await rowsOf(sandbox.transactions(customerId, ...ALL));
      const again = new FinicitySandbox({ baseUrl: BASE, now: time.now });
      await again.completeConnect({
        customerId,
        state: again.connectState(customerId),
        ...FINICITY_SANDBOX_CREDENTIALS,
      });
      expect(await rowsOf(again.transactions(customerId, ...ALL))).toEqual(rows);

      expect(rows[0]!.date.slice(0, 10)).toBe('2025-03-12');
      expect(rows.every((r) => Date.parse(r.date) < CONNECTED_AT)).toBe(true);
      expect(rows.length / 90).toBeGreaterThan(3);
      for (const r of rows) {
        expect(typeof r.amount).toBe('number');
        expect(r.direction).toBeUndefined();
        expect(r).toMatchObject({ provider: 'finicity', institutionId: '101732', currency: 'USD' });
      }
      const live = rows.filter((r) => !r.removed);
      const coins = live.filter((r) => categorize(r) === 'TikTok' && Number(r.amount) < 0);
      expect(coins.length / live.length).toBeGreaterThan(0.1);
      expect(coins.length / live.length).toBeLessThan(0.25);
      expect(rows.some((r) => categorize(r) === 'TikTok' && Number(r.amount) > 0)).toBe(true); // refunds
      expect(rows.some((r) => r.pending)).toBe(true);
      expect(rows.some((r) => r.removed)).toBe(true);

      const week = await rowsOf(sandbox.transactions(customerId, Date.UTC(2025, 4, 1), Date.UTC(2025, 4, 8) - 1));
      expect(week.length).toBeGreaterThan(10);
      expect(week.every((r) => r.date >= '2025-05-01' && r.date < '2025-05-08')).toBe(true);
    },
  );

  it(
    'finds the rows of the day on refresh, and all of them the next day; ' + 'pending rows post under new ids',
    async () => {
      const time = clock();
      const sandbox = new FinicitySandbox({ baseUrl: BASE, now: time.now });
      const customerId = await connected(sandbox);
      const atConnect = await rowsOf(sandbox.transactions(customerId, ...ALL));

      time.advance(14 * HOUR); // 20:00 the same day: nothing new until a refresh
      expect(await rowsOf(sandbox.transactions(customerId, ...ALL))).toEqual(atConnect);
      await sandbox.refresh(customerId);
      const refreshed = await rowsOf(sandbox.transactions(customerId, ...ALL));
      expect(refreshed.length).toBeGreaterThan(atConnect.length);
      expect(refreshed.slice(0, atConnect.length)).toEqual(atConnect);

      time.advance(5 * DAY); // nightly aggregation, no refresh
      const later = await rowsOf(sandbox.transactions(customerId, ...ALL));
      expect(later.some((r) => r.date >= '2025-06-14')).toBe(true);
      const laterIds = new Set(later.map((r) => r.id));
      const gone = refreshed.filter((r) => !laterIds.has(r.id));
      expect(gone.length).toBeGreaterThan(0);
      for (const old of gone) {
        expect(old.pending).toBe(true);
        expect(later.find((r) => r.id.startsWith(`${old.id}-posted-`))).toMatchObject({
          pending: false,
          amount: old.amount,
        });
      }
    },
  );

  it('removes a deleted account and its rows', async () => {
    const sandbox = new FinicitySandbox({ baseUrl: BASE, now: clock().now });
    const customerId = await connected(sandbox);
    const [checking, card] = await sandbox.accounts(customerId);
    await sandbox.deleteCustomerAccount(customerId, card!.id);
    expect(await sandbox.accounts(customerId)).toEqual([checking]);
    expect((await rowsOf(sandbox.transactions(customerId, ...ALL))).every((r) => r.accountId === checking!.id)).toBe(
      true,
    );
    await expect(sandbox.deleteCustomerAccount(customerId, card!.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('still serves a connected customer after a restart when its store is a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'finicity-sandbox-'));
    dirs.push(dir);
    const path = join(dir, 'finicity-sandbox.json');
    const time = clock();
    const first = new FinicitySandbox({ baseUrl: BASE, now: time.now, store: fileFinicityStore(path) });
    const customerId = await connected(first);
    const accounts = await first.accounts(customerId);
    const rows = await rowsOf(first.transactions(customerId, ...ALL));
    expect(readFileSync(path, 'utf8')).not.toContain(FINICITY_SANDBOX_CREDENTIALS.password);

    time.advance(HOUR);
    const restarted = new FinicitySandbox({ baseUrl: BASE, now: time.now, store: fileFinicityStore(path) });
    expect(await restarted.accounts(customerId)).toEqual(accounts);
    expect(await rowsOf(restarted.transactions(customerId, ...ALL))).toEqual(rows);
    // In memory only, a restart forgets who connected.
    expect(await new FinicitySandbox({ baseUrl: BASE, now: time.now }).accounts(customerId)).toEqual([]);
  });
});
