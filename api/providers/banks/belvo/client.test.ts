import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankLinkError, BankTokenRequired } from '#api/providers/banks/bank-provider.ts';
import { BelvoClient, BELVO_MESSAGES, type BelvoClientOptions } from './client.ts';
import { FAKE_BELVO_KEYS, FAKE_BELVO_TOKEN, type FakeBelvo, startFakeBelvo } from './testing/fake-belvo.ts';

let fake: FakeBelvo;
let sleeps: number[];

beforeAll(async () => {
  fake = await startFakeBelvo();
});
afterAll(() => fake.close());
beforeEach(() => {
  sleeps = [];
  fake.requests.length = 0;
  fake.transactionsPerLink = 5;
});
afterEach(() => {
  // Every request the client sent and every response the fake served matched Belvo's OpenAPI definition.
  expect(fake.violations.splice(0)).toEqual([]);
});

function client(options: Partial<BelvoClientOptions> & { timeoutMs?: number } = {}) {
  return new BelvoClient({
    ...FAKE_BELVO_KEYS,
    mode: 'sandbox',
    apiBase: fake.origin,
    ...options,
    http: {
      attempts: 3,
      baseDelayMs: 100,
      timeoutMs: options.timeoutMs ?? 5_000,
      sleep: async (ms) => void sleeps.push(ms),
      ...options.http,
    },
  });
}

async function rejection(promise: Promise<unknown>): Promise<BankLinkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankLinkError);
  return error as BankLinkError;
}

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
}

const credentials = { institution: 'erebor_mx_retail', username: 'bnk100', password: 'full' };

describe('Belvo client against a fake held to Belvo OpenAPI 1.35.0', () => {
  it('lists the institutions across pages, following next', async () => {
    const institutions = await client({ pageSize: 2 }).institutions();
    expect(institutions).toHaveLength(5);
    expect(institutions[0]).toEqual({ name: 'erebor_mx_retail', displayName: 'Erebor Mexico', country: 'MX' });
    expect(fake.requests.map((r) => r.query.get('page'))).toEqual([null, '2', '3']);
    expect(fake.requests.every((r) => r.path === '/api/institutions/')).toBe(true);
  });

  it('links with recurrent access and names the institution from the list', async () => {
    const belvo = client();
    await belvo.institutions();
    const { linkId, institution } = await belvo.createLink(credentials);
    expect(fake.links.has(linkId)).toBe(true);
    expect(institution).toEqual({ name: 'erebor_mx_retail', displayName: 'Erebor Mexico', country: 'MX' });
    expect(fake.requests.at(-1)?.body).toEqual({ ...credentials, access_mode: 'recurrent' });
  });

  it('asks for the one-time code on 428 token_required, and sends it with the session (PATCH links)', async () => {
    const belvo = client();
    const error = await rejection(belvo.createLink({ ...credentials, institution: 'gotham_mx_business' }));
    expect(error).toBeInstanceOf(BankTokenRequired);
    expect(error.message).toMatch(/one-time code/);
    const { challenge } = error as BankTokenRequired;
    expect(challenge).toMatchObject({ expiresInS: 9600, instructions: 'Use the code sent to your phone' });
    expect(fake.sessions.get(challenge.session)?.link).toBe(challenge.linkId);

    const wrong = await rejection(belvo.completeLink({ ...challenge, token: '000000' }));
    expect(wrong.code).toBe('invalid_token');
    const linked = await belvo.completeLink({ ...challenge, token: FAKE_BELVO_TOKEN });
    expect(linked.linkId).toBe(challenge.linkId);
    expect(fake.links.has(linked.linkId)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/links/',
      body: { session: challenge.session, link: challenge.linkId, token: FAKE_BELVO_TOKEN },
    });
    // Used: Belvo says the session is over, and the member is told to start again.
    expect((await rejection(belvo.completeLink({ ...challenge, token: FAKE_BELVO_TOKEN }))).code).toBe('token_expired');
  });

  it('reports invalid credentials (400 invalid_credentials)', async () => {
    const error = await rejection(client().createLink({ ...credentials, password: 'wrong' }));
    expect(error.code).toBe('invalid_credentials');
    expect(error.message).toBe(BELVO_MESSAGES.invalidCredentials);
  });

  it('reads accounts with the number masked to its last four digits', async () => {
    const belvo = client();
    const { linkId } = await belvo.createLink(credentials);
    const [account] = await belvo.accounts(linkId);
    expect(account).toMatchObject({
      name: 'Cuenta Perfiles- M.N. - MXN-666',
      number: '****5181',
      institutionName: 'erebor_mx_retail',
      balanceCents: 587_413,
      // Kept only as a hash, to know the real account whoever links it.
      identity: 'CLABE:150194683119900273',
    });
  });

  it('yields transactions page by page (3 pages) mapped for the money engine', async () => {
    const belvo = client({ pageSize: 2 });
    const { linkId } = await belvo.createLink(credentials);
    fake.requests.length = 0;
    const pages = await collect(belvo.transactions(linkId, Date.UTC(2025, 0, 1), Date.UTC(2025, 2, 1)));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(
      fake.requests.map((r) => [r.query.get('page'), r.query.get('page_size'), r.query.get('value_date__gte')]),
    ).toEqual([
      [null, '2', '2025-01-01'],
      ['2', '2', '2025-01-01'],
      ['3', '2', '2025-01-01'],
    ]);
    const [shop, salary, coins] = pages.flat();
    expect(shop).toMatchObject({
      provider: 'belvo',
      description: 'OXXO SUCURSAL 1234',
      merchant: 'OXXO',
      direction: 'out',
      pending: true,
      currency: 'MXN',
    });
    expect(salary).toMatchObject({
      description: 'SPEI RECIBIDO NOMINA',
      amount: 15250,
      direction: 'in',
      pending: false,
      merchant: null,
    });
    expect(coins).toMatchObject({
      description: 'TIKTOK COINS 8005551234 CA',
      merchant: 'TikTok',
      amount: 4.99,
      direction: 'out',
      date: '2025-02-04',
      pending: false,
    });
    expect(coins?.accountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(coins?.institutionId).toBe('erebor_mx_retail');
  });

  it('retrieves transactions from the bank on demand (POST, one answer)', async () => {
    const belvo = client();
    const { linkId } = await belvo.createLink(credentials);
    const rows = await belvo.retrieveTransactions(linkId, '2025-01-01', '2025-03-01');
    expect(rows).toHaveLength(5);
    expect(fake.requests.at(-1)?.body).toEqual({ link: linkId, date_from: '2025-01-01', date_to: '2025-03-01' });
  });

  it('reports a link Belvo does not know as not found', async () => {
    expect((await rejection(client().accounts('00000000-0000-4000-8300-00000000ffff'))).code).toBe('not_found');
  });

  it('deletes a link, and deleting it again is not an error', async () => {
    const belvo = client();
    const { linkId } = await belvo.createLink(credentials);
    await belvo.removeLinked(linkId);
    expect(fake.links.has(linkId)).toBe(false);
    await expect(belvo.removeLinked(linkId)).resolves.toBeUndefined();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/links/${linkId}/` });
  });

  it('reports refused API keys (401) as a provider error without showing them', async () => {
    const error = await rejection(client({ secretPassword: 'not-the-password' }).institutions());
    expect(error.code).toBe('provider_error');
    expect(error.message).toMatch(/refused our API keys.*401 authentication_failed/);
    expect(error.message).not.toContain('not-the-password');
    expect(sleeps).toEqual([]);
  });

  it('retries a 5xx with exponential backoff, then succeeds', async () => {
    fake.failNext(2, 503);
    const institutions = await client().institutions();
    expect(institutions).toHaveLength(5);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after 3 attempts when the 5xx goes on', async () => {
    const belvo = client();
    const { linkId } = await belvo.createLink(credentials);
    fake.requests.length = 0;
    fake.failNext(3, 500);
    const error = await rejection(belvo.accounts(linkId));
    expect(error.code).toBe('provider_error');
    expect(error.message).toMatch(/answered 500 unexpected_error/);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not repeat a link creation after a 500 (a second login could lock the bank account)', async () => {
    fake.failNext(1, 500);
    await rejection(client().createLink(credentials));
    expect(fake.requests).toHaveLength(1);
    fake.failNext(1, 503);
    await expect(client().createLink(credentials)).resolves.toMatchObject({ linkId: expect.any(String) });
    expect(fake.requests).toHaveLength(3);
  });

  it('times out a silent server on every attempt, then fails clearly', async () => {
    fake.failNext(3, 'hang');
    const started = Date.now();
    const error = await rejection(client({ timeoutMs: 150 }).institutions());
    expect(error.message).toMatch(/timed out after 150 ms/);
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it(
    'retries a refused connection, even for a link creation (the request never left), ' + 'then fails clearly',
    async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const error = await rejection(client({ apiBase: `http://127.0.0.1:${port}` }).createLink(credentials));
      expect(error.message).toMatch(/POST \/api\/links\/ failed after 3 attempts: network error ECONNREFUSED/);
      expect(sleeps).toEqual([100, 200]);
    },
  );

  it('does not follow a next page to another host with our credentials', async () => {
    // The fake writes its next links with 127.0.0.1; the client was given another name for the same server.
    const error = await rejection(
      client({ pageSize: 2, apiBase: fake.origin.replace('127.0.0.1', 'localhost') }).institutions(),
    );
    expect(error.message).toMatch(/another host/);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('the banking password', () => {
  const password = 'Tr0ub4dor&3-banking';

  it('never appears in an error, its cause or a log line, whatever goes wrong', async () => {
    const logged: unknown[][] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args)),
    );
    try {
      const errors: unknown[] = [];
      const attempt = async (setup: () => void, options: Parameters<typeof client>[0] = {}, input = {}) => {
        setup();
        await client(options)
          .createLink({ ...credentials, password, ...input })
          .then(
            () => errors.push(new Error('linked')),
            (e: unknown) => errors.push(e),
          );
      };
      await attempt(() => {}, {}, { password: 'wrong' });
      await attempt(() => {}, {}, { institution: 'gotham_mx_business' });
      await attempt(() => fake.failNext(1, 500));
      await attempt(() => fake.failNext(3, 503));
      await attempt(() => fake.failNext(1, 'hang'), { timeoutMs: 100 });
      await attempt(() => {}, { secretPassword: 'bad' });
      expect(errors).toHaveLength(6);
      // The password did reach Belvo, in the request body and nowhere else.
      expect(fake.requests.some((r) => JSON.stringify(r.body).includes(password))).toBe(true);
      for (const error of errors) {
        expect(error).toBeInstanceOf(BankLinkError);
        const e = error as BankLinkError;
        const text = [e.message, e.stack, String(e.cause), JSON.stringify(e), JSON.stringify(e.cause ?? null)].join(
          '\n',
        );
        expect(text).not.toContain(password);
      }
      expect(JSON.stringify(logged)).not.toContain(password);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
