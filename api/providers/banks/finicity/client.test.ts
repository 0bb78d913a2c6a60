import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import { FinicityClient, type FinicityClientOptions, FINICITY_TOKEN_RENEW_MS } from './client.ts';
import {
  FAKE_FINICITY_EPOCH,
  FAKE_FINICITY_KEYS,
  type FakeFinicity,
  startFakeFinicity,
} from './testing/fake-finicity.ts';

let fake: FakeFinicity;
let sleeps: number[];
let now: number;

beforeAll(async () => {
  fake = await startFakeFinicity();
});
afterAll(() => fake.close());
beforeEach(() => {
  sleeps = [];
  now = Date.UTC(2025, 2, 1);
  fake.requests.length = 0;
  fake.transactionsPerCustomer = 5;
  fake.deletedAccounts.length = 0;
});
afterEach(() => {
  // Every request the client sent and every response the fake served matched Finicity's OpenAPI definition.
  expect(fake.violations.splice(0)).toEqual([]);
});

function client(options: Partial<FinicityClientOptions> & { timeoutMs?: number } = {}) {
  return new FinicityClient({
    ...FAKE_FINICITY_KEYS,
    mode: 'sandbox',
    apiBase: fake.origin,
    now: () => now,
    ...options,
    http: {
      attempts: 3,
      baseDelayMs: 100,
      timeoutMs: options.timeoutMs ?? 5_000,
      sleep: async (ms) => void sleeps.push(ms),
    },
  });
}

let users = 0;
async function customer(finicity = client()) {
  users++;
  return (
    await finicity.ensureCustomer({ userId: users, username: `giftorbit-user-${users}`, existingCustomerId: null })
  ).customerId;
}

async function rejection(promise: Promise<unknown>): Promise<BankLinkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankLinkError);
  return error as BankLinkError;
}

const operations = () => fake.requests.map((r) => r.operationId);
const from = FAKE_FINICITY_EPOCH * 1000;
const to = (FAKE_FINICITY_EPOCH + 30 * 86_400) * 1000;

describe('Finicity client against a fake held to Finicity OpenAPI 1.42.0', () => {
  it('creates a testing customer in sandbox mode, an active one in production, and reuses a known one', async () => {
    const finicity = client();
    const id = await customer(finicity);
    expect(fake.customers.get(id)).toMatchObject({ type: 'testing' });
    expect(operations()).toEqual(['CreateToken', 'AddTestingCustomer']);
    const active = await customer(client({ mode: 'production' }));
    expect(fake.customers.get(active)).toMatchObject({ type: 'active' });
    fake.requests.length = 0;
    expect(await finicity.ensureCustomer({ userId: 1, username: 'x', existingCustomerId: id })).toEqual({
      customerId: id,
    });
    expect(fake.requests).toEqual([]);
  });

  it('finds its own customer when the username is already taken (an earlier answer was lost)', async () => {
    const finicity = client();
    const id = await customer(finicity);
    const again = await finicity.ensureCustomer({
      userId: users,
      username: `giftorbit-user-${users}`,
      existingCustomerId: null,
    });
    expect(again).toEqual({ customerId: id });
    expect(fake.requests.at(-1)?.query.get('username')).toBe(`giftorbit-user-${users}`);
  });

  it('generates the Connect URL with the redirect and the webhook', async () => {
    const finicity = client();
    const id = await customer(finicity);
    const url = await finicity.connectUrl(id, {
      redirectUri: 'https://giftorbit.example/done',
      webhookUrl: 'https://giftorbit.example/api/webhooks/finicity',
    });
    expect(url).toMatch(/^https:\/\/connect2\.finicity\.com\?customerId=/);
    expect(fake.requests.at(-1)?.body).toEqual({
      partnerId: FAKE_FINICITY_KEYS.partnerId,
      customerId: id,
      redirectUri: 'https://giftorbit.example/done',
      webhook: 'https://giftorbit.example/api/webhooks/finicity',
      webhookContentType: 'application/json',
    });
  });

  it('reads accounts with masked numbers', async () => {
    const finicity = client();
    const accounts = await finicity.accounts(await customer(finicity));
    expect(accounts[0]).toEqual({
      id: '5011648377',
      name: 'Checking',
      number: '****8881',
      type: 'checking',
      institutionName: null,
      institutionId: '4222',
      balanceCents: 50_124,
      status: 'active',
      lastUpdated: '2025-02-01T00:00:00.000Z',
    });
  });

  it("knows an account by institution, last four and the owner call's holder, the same for any customer", async () => {
    const finicity = client();
    const [checking] = await finicity.accounts(await customer(finicity));
    const identity = await finicity.accountIdentity(await customer(finicity), checking!);
    expect(identity).toBe('4222|8881|PATRICK & LORRAINE PURCHASER');
    expect(fake.requests.at(-1)?.path).toMatch(/\/aggregation\/v1\/customers\/\d+\/accounts\/5011648377\/owner$/);
    // No owner (an unknown account here; an MFA challenge at a bank): known by its id only.
    expect(await finicity.accountIdentity('1005061234', { ...checking!, id: '999' })).toBeNull();
  });

  it(
    'yields transactions page by page (3 pages, start/limit), pending included, ' + 'mapped for the money engine',
    async () => {
      const finicity = client({ pageSize: 2 });
      const id = await customer(finicity);
      fake.requests.length = 0;
      const pages: Awaited<ReturnType<typeof collect>> = await collect(finicity.transactions(id, from, to));
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(fake.requests.map((r) => r.query.get('start'))).toEqual(['1', '3', '5']);
      expect(fake.requests[0]?.query.get('includePending')).toBe('true');
      expect(fake.requests[0]?.query.get('fromDate')).toBe(String(FAKE_FINICITY_EPOCH));
      const [coins, coffee, pay, shadow] = pages.flat();
      expect(coins).toEqual({
        provider: 'finicity',
        id: '21284820853',
        accountId: '5011648377',
        description: 'TIKTOK COINS 8005551234 CA POS PURCHASE',
        merchant: 'TikTok',
        amount: -4.99,
        direction: null,
        currency: null,
        date: '2025-02-02T00:00:00.000Z',
        pending: false,
      });
      expect(coffee).toMatchObject({ amount: -6.45, pending: true, description: 'STARBUCKS #1234' });
      expect(pay).toMatchObject({ amount: 2150, pending: false });
      expect(shadow).toMatchObject({ removed: true });
    },
  );

  it('asks Finicity to refresh, and deletes an account (twice without error)', async () => {
    const finicity = client();
    const id = await customer(finicity);
    await finicity.refresh(id);
    expect(operations().at(-1)).toBe('RefreshCustomerAccounts');
    await finicity.deleteCustomerAccount(id, '5011648378');
    await expect(finicity.deleteCustomerAccount(id, '5011648378')).resolves.toBeUndefined();
    expect(fake.deletedAccounts).toContain('5011648378');
  });

  it('deletes the customer (closing an account): gone after, and a second delete is no error', async () => {
    const finicity = client();
    const id = await customer(finicity);
    await finicity.removeLinked(id);
    expect(operations().at(-1)).toBe('DeleteCustomer');
    expect(fake.customers.has(id)).toBe(false);
    await expect(finicity.removeLinked(id)).resolves.toBeUndefined();
    await expect(finicity.accounts(id)).rejects.toThrow();
  });

  it('keeps its token for 90 minutes, then renews it before the 2 hours run out', async () => {
    const finicity = client();
    const before = fake.authentications;
    const id = await customer(finicity);
    await finicity.accounts(id);
    now += FINICITY_TOKEN_RENEW_MS - 1;
    await finicity.accounts(id);
    expect(fake.authentications - before).toBe(1);
    now += 1;
    await finicity.accounts(id);
    expect(fake.authentications - before).toBe(2);
  });

  it('renews an expired token on a 401 and repeats the call once', async () => {
    const finicity = client();
    const id = await customer(finicity);
    fake.expireTokens();
    fake.requests.length = 0;
    expect(await finicity.accounts(id)).toHaveLength(2);
    expect(operations()).toEqual(['GetCustomerAccounts', 'CreateToken', 'GetCustomerAccounts']);
  });

  it('shares one renewal among concurrent calls', async () => {
    const finicity = client();
    const id = await customer(finicity);
    const before = fake.authentications;
    fake.expireTokens();
    await Promise.all([finicity.accounts(id), finicity.accounts(id), finicity.accounts(id)]);
    expect(fake.authentications - before).toBe(1);
  });

  it('reports refused partner credentials (401) as a provider error without showing them', async () => {
    const error = await rejection(client({ secret: 'wrong-partner-secret' }).accounts('1005061234'));
    expect(error.code).toBe('provider_error');
    expect(error.message).toMatch(/refused our partner credentials.*answered 401 code 10001/);
    expect(error.message).not.toContain('wrong-partner-secret');
  });

  it('reports an unknown customer as not found', async () => {
    expect((await rejection(client().accounts('999'))).code).toBe('not_found');
  });

  it('retries a 5xx with exponential backoff, then succeeds', async () => {
    const finicity = client();
    const id = await customer(finicity);
    fake.failNext(2, 502);
    expect(await finicity.accounts(id)).toHaveLength(2);
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after 3 attempts when the 5xx goes on', async () => {
    const finicity = client();
    const id = await customer(finicity);
    fake.requests.length = 0;
    fake.failNext(3, 500);
    const error = await rejection(finicity.accounts(id));
    expect(error.message).toMatch(/answered 500/);
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a silent server, then fails clearly', async () => {
    const finicity = client({ timeoutMs: 150 });
    const id = await customer(finicity);
    fake.failNext(3, 'hang');
    const error = await rejection(finicity.accounts(id));
    expect(error.message).toMatch(/timed out after 150 ms/);
  });

  it('never shows its secret or app key in an error or a log line', async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    try {
      const errors = [
        await rejection(client({ secret: 'S3cret-partner' }).accounts('1')),
        await rejection(client({ appKey: 'App-Key-42' }).accounts('1')),
      ];
      for (const e of errors)
        expect(`${e.message}${e.stack}${JSON.stringify(e)}${JSON.stringify(logged)}`).not.toMatch(
          /S3cret-partner|App-Key-42/,
        );
    } finally {
      spy.mockRestore();
    }
  });
});

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}
