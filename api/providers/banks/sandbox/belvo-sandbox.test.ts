import { describe, expect, it } from 'vitest';
import { categorize } from '#shared/classify/coin-purchase.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { BankLinkError, type BankTokenRequired } from '#api/providers/banks/bank-provider.ts';
import { BELVO_SANDBOX_CREDENTIALS, BELVO_SANDBOX_SHARED_USERNAME, BelvoSandbox } from './belvo-sandbox.ts';

const DAY = 86_400_000;
const LINKED_AT = Date.UTC(2025, 5, 10, 15); // 2025-06-10, 15:00 UTC
const FULL = { institution: 'erebor_mx_retail', ...BELVO_SANDBOX_CREDENTIALS };
/** The start of a day (UTC): the sandbox, as Belvo, serves whole days. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00.000Z`);

function clock(start = LINKED_AT) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function collect(pages: AsyncIterable<ProviderTransaction[]>) {
  const sizes: number[] = [];
  const rows: ProviderTransaction[] = [];
  for await (const page of pages) {
    sizes.push(page.length);
    rows.push(...page);
  }
  return { rows, sizes };
}

async function linkError(promise: Promise<unknown>): Promise<BankLinkError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankLinkError);
  return error as BankLinkError;
}

const isCoin = (t: ProviderTransaction) => t.direction === 'out' && categorize(t) === 'TikTok';

describe('Belvo sandbox institutions', () => {
  it("lists Belvo's sandbox banks with their display names, one at least per Belvo country", async () => {
    const list = await new BelvoSandbox().institutions();
    expect(list).toEqual(
      expect.arrayContaining([
        { name: 'erebor_mx_retail', displayName: 'Erebor Mexico', country: 'MX' },
        { name: 'erebor_br_retail', displayName: 'Erebor Brazil', country: 'BR' },
        { name: 'gringotts_mx_retail', displayName: 'Gringotts Mexico', country: 'MX' },
        { name: 'gotham_mx_business', displayName: 'Gotham Mexico Business', country: 'MX' },
        { name: 'erebor_co_retail', displayName: 'Erebor Colombia', country: 'CO' },
      ]),
    );
    for (const country of ['MX', 'BR', 'CO', 'CL', 'AR', 'PE', 'UY'])
      expect(list.some((i) => i.country === country)).toBe(true);
    expect(new Set(list.map((i) => i.name)).size).toBe(list.length);
    expect(new BelvoSandbox().mode).toBe('sandbox');
  });
});

describe('Belvo sandbox credentials', () => {
  it('links bnk100 / full, with a new UUID-like id each time', async () => {
    const belvo = new BelvoSandbox({ now: clock().now });
    const first = await belvo.createLink(FULL);
    const second = await belvo.createLink(FULL);
    expect(first.linkId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.linkId).not.toBe(first.linkId);
    expect(first.institution).toEqual({ name: 'erebor_mx_retail', displayName: 'Erebor Mexico', country: 'MX' });
    // Seeded, the ids repeat: the same sandbox seed and clock give the same links.
    const a = await new BelvoSandbox({ seed: 3, now: clock().now }).createLink(FULL);
    const b = await new BelvoSandbox({ seed: 3, now: clock().now }).createLink(FULL);
    expect(a.linkId).toBe(b.linkId);
  });

  it('refuses the password `wrong` (and empty credentials) as invalid credentials', async () => {
    const belvo = new BelvoSandbox();
    const error = await linkError(belvo.createLink({ ...FULL, password: 'wrong' }));
    expect(error.code).toBe('invalid_credentials');
    expect(error.message).toMatch(/username or password is incorrect/);
    expect((await linkError(belvo.createLink({ ...FULL, username: ' ' }))).code).toBe('invalid_credentials');
    expect((await linkError(belvo.createLink({ ...FULL, password: '' }))).code).toBe('invalid_credentials');
  });

  it.each(['gotham_mx_business', 'gotham_br_business', 'gotham_co_business'])(
    '%s asks for a one-time code, and links with 123456 sent with its session',
    async (institution) => {
      const belvo = new BelvoSandbox();
      const error = await linkError(belvo.createLink({ ...FULL, institution }));
      expect(error.code).toBe('token_required');
      expect(error.message).toMatch(/one-time code/);
      const { challenge } = error as BankTokenRequired;
      expect(challenge).toMatchObject({ session: expect.stringMatching(/^[0-9a-f]{32}$/), expiresInS: 600 });
      const wrong = await linkError(belvo.completeLink({ ...challenge, token: '654321' }));
      expect(wrong.code).toBe('invalid_token');
      const linked = await belvo.completeLink({ ...challenge, token: '123456' });
      expect(linked.linkId).toBe(challenge.linkId);
      expect(linked.institution.name).toBe(institution);
      expect((await belvo.accounts(linked.linkId)).length).toBeGreaterThan(0);
      // Once: the session is used up.
      expect((await linkError(belvo.completeLink({ ...challenge, token: '123456' }))).code).toBe('token_expired');
    },
  );

  it("refuses a code sent with another request's link, or after the session's ten minutes", async () => {
    let now = Date.UTC(2025, 5, 1);
    const belvo = new BelvoSandbox({ now: () => now });
    const asked = async () =>
      ((await linkError(belvo.createLink({ ...FULL, institution: 'gotham_mx_business' }))) as BankTokenRequired)
        .challenge;
    const [first, second] = [await asked(), await asked()];
    const mixed = { session: first.session, linkId: second.linkId, token: '123456' };
    expect((await linkError(belvo.completeLink(mixed))).code).toBe('token_expired');
    now += 600_001;
    expect((await linkError(belvo.completeLink({ ...second, token: '123456' }))).code).toBe('token_expired');
  });

  it('answers not_found for an unknown bank', async () => {
    const error = await linkError(new BelvoSandbox().createLink({ ...FULL, institution: 'nobank_mx_retail' }));
    expect(error.code).toBe('not_found');
  });

  it('never puts the password in an error', async () => {
    const password = 'Secr3t-Banking-Pw';
    const belvo = new BelvoSandbox();
    const errors = [
      await linkError(belvo.createLink({ institution: 'gotham_mx_business', username: 'bnk100', password })),
      await linkError(belvo.createLink({ institution: 'nobank', username: 'bnk100', password })),
      await linkError(belvo.createLink({ institution: 'erebor_mx_retail', username: '', password })),
    ];
    for (const error of errors)
      expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain(password);
  });
});

describe('Belvo sandbox accounts and history', () => {
  it('has one or two accounts per link, numbers masked to the last four digits', async () => {
    const belvo = new BelvoSandbox({ seed: 11, now: clock().now });
    const counts = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const accounts = await belvo.accounts((await belvo.createLink(FULL)).linkId);
      counts.add(accounts.length);
      for (const account of accounts) {
        expect(account.number).toMatch(/^\*{4}\d{4}$/);
        expect(account.institutionName).toBe('Erebor Mexico');
      }
    }
    expect([...counts].sort()).toEqual([1, 2]);
  });

  it('serves 90 days of realistic, deterministic rows in pages of 100', async () => {
    const belvo = new BelvoSandbox({ seed: 7, now: clock().now });
    const { linkId } = await belvo.createLink(FULL);
    const { rows, sizes } = await collect(belvo.transactions(linkId, day('2025-01-01'), day('2025-06-10')));
    // Same link, same clock, another instance: the same rows.
    expect(
      (await collect(new BelvoSandbox({ now: clock().now }).transactions(linkId, day('2025-01-01'), day('2025-06-10'))))
        .rows,
    ).toEqual(rows);

    expect(sizes.slice(0, -1).every((n) => n === 100)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const days = new Set(rows.map((r) => r.date.slice(0, 10)));
    expect([...days].sort()[0]).toBe('2025-03-12'); // 90 days before the link
    expect(days.size).toBeGreaterThanOrEqual(88);
    expect(rows.length / 90).toBeGreaterThan(3);
    expect(rows.every((r) => Date.parse(r.date) < LINKED_AT)).toBe(true);

    // Belvo's shape: positive decimal strings with a direction, the account's currency.
    for (const r of rows) {
      expect(r.amount).toMatch(/^\d+\.\d{2}$/);
      expect(['in', 'out']).toContain(r.direction);
      expect(r).toMatchObject({ provider: 'belvo', currency: 'MXN', institutionId: 'erebor_mx_retail' });
    }
    const live = rows.filter((r) => !r.removed);
    const coinShare = live.filter(isCoin).length / live.length;
    expect(coinShare).toBeGreaterThan(0.1);
    expect(coinShare).toBeLessThan(0.25);
    expect(rows.filter(isCoin).some((r) => /COMPRA|PAGO|MOEDAS|MONEDAS/.test(r.description))).toBe(true);
    const pending = rows.filter((r) => r.pending);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => Date.parse(r.date) >= LINKED_AT - 3 * DAY)).toBe(true);
    expect(rows.some((r) => r.direction === 'in' && categorize(r) === 'TikTok')).toBe(true); // refunds
    expect(rows.some((r) => r.removed)).toBe(true);
    expect(rows.some((r) => r.id.includes('-posted-'))).toBe(true); // once pending, now posted
  });

  it.each([
    ['erebor_mx_retail', 'MXN', 18],
    ['erebor_br_retail', 'BRL', 5.5],
    ['erebor_co_retail', 'COP', 4_100],
    ['erebor_cl_retail', 'CLP', 930],
    ['erebor_ar_retail', 'ARS', 1_000],
    ['erebor_pe_retail', 'PEN', 3.75],
  ] as const)('serves %s in local amounts of %s, in its ISO 4217 decimals', async (institution, currency, perUsd) => {
    const belvo = new BelvoSandbox({ seed: 7, now: clock().now });
    const { linkId } = await belvo.createLink({ ...FULL, institution });
    const { rows } = await collect(belvo.transactions(linkId, day('2025-01-01'), day('2025-06-10')));
    expect(rows.length).toBeGreaterThan(200);
    for (const r of rows) {
      expect(r.currency).toBe(currency);
      expect(r.amount).toMatch(currency === 'CLP' ? /^[1-9]\d*$/ : /^[1-9]\d*\.\d{2}$/);
    }
    // At the local price level, coin purchases cost about 1 to 100 dollars, not cents.
    const coinDollars = rows.filter(isCoin).map((r) => Number(r.amount) / perUsd);
    expect(coinDollars.every((usd) => usd >= 0.5 && usd <= 150)).toBe(true);
    const median = coinDollars.sort((x, y) => x - y)[Math.floor(coinDollars.length / 2)]!;
    expect(median).toBeGreaterThan(1);
    expect(median).toBeLessThan(60);
  });

  it('sends the US amounts, labelled in pesos, for Uruguay (no local price level)', async () => {
    const belvo = new BelvoSandbox({ seed: 7, now: clock().now });
    const { linkId } = await belvo.createLink({ ...FULL, institution: 'erebor_uy_retail' });
    const { rows } = await collect(belvo.transactions(linkId, day('2025-05-01'), day('2025-06-10')));
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.every((r) => r.currency === 'UYU' && /^\d+\.\d{2}$/.test(String(r.amount)))).toBe(true);
  });

  it('keeps to the dates asked for', async () => {
    const belvo = new BelvoSandbox({ seed: 7, now: clock().now });
    const { linkId } = await belvo.createLink(FULL);
    const { rows } = await collect(belvo.transactions(linkId, day('2025-05-01'), day('2025-05-07')));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.date >= '2025-05-01' && r.date < '2025-05-08')).toBe(true);
  });

  it('grows with time: old rows keep their ids, pending rows post under new ids, new rows appear', async () => {
    const time = clock();
    // A fixed seed: about 1 link in 50 has no pending row in its last 3 days, and this test needs some.
    const belvo = new BelvoSandbox({ seed: 7, now: time.now });
    const { linkId } = await belvo.createLink(FULL);
    const before = (await collect(belvo.transactions(linkId, day('2025-01-01'), day('2025-06-10')))).rows;
    time.advance(10 * DAY);
    const after = (await collect(belvo.transactions(linkId, day('2025-01-01'), day('2025-06-20')))).rows;
    const afterIds = new Map(after.map((r) => [r.id, r]));

    const gone = before.filter((r) => !afterIds.has(r.id));
    expect(gone.length).toBeGreaterThan(0);
    for (const old of gone) {
      expect(old.pending).toBe(true);
      const posted = after.find((r) => r.id.startsWith(`${old.id}-posted-`));
      expect(posted).toMatchObject({
        pending: false,
        amount: old.amount,
        direction: old.direction,
        accountId: old.accountId,
      });
    }
    for (const old of before.filter((r) => !r.pending)) {
      const now = afterIds.get(old.id);
      expect(now && { ...now, removed: false }).toEqual({ ...old, removed: false }); // a row may since be withdrawn
    }
    expect(after.filter((r) => r.date >= '2025-06-11').length).toBeGreaterThan(30);
  });

  it('serves an existing link after a restart, and forgets a deleted one', async () => {
    const time = clock();
    const belvo = new BelvoSandbox({ now: time.now });
    const { linkId } = await belvo.createLink({ ...FULL, institution: 'erebor_br_retail' });
    const accounts = await belvo.accounts(linkId);
    const restarted = new BelvoSandbox({ now: time.now });
    expect(await restarted.accounts(linkId)).toEqual(accounts);
    expect(accounts[0]).toMatchObject({ institutionName: 'Erebor Brazil', name: 'Conta Corrente' });
    const rows = (await collect(restarted.transactions(linkId, day('2025-01-01'), day('2025-06-10')))).rows;
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.every((r) => accounts.some((a) => a.id === r.accountId) && r.currency === 'BRL')).toBe(true);

    await restarted.removeLinked(linkId);
    expect((await linkError(restarted.accounts(linkId))).code).toBe('not_found');
    await expect(collect(restarted.transactions(linkId, day('2025-01-01'), day('2025-06-10')))).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('answers not_found for a made-up or altered link id', async () => {
    const belvo = new BelvoSandbox();
    const { linkId } = await belvo.createLink(FULL);
    const altered = `${linkId.slice(0, -1)}${linkId.endsWith('0') ? '1' : '0'}`;
    for (const id of ['nope', altered, '00000000-0000-4000-8000-000000000000']) {
      expect((await linkError(belvo.accounts(id))).code).toBe('not_found');
    }
  });
});

describe('Belvo sandbox shared login', () => {
  it('lists the same account and rows to every link made with it, and a CLABE no other link has', async () => {
    const c = clock();
    const [one, two] = [new BelvoSandbox({ now: c.now }), new BelvoSandbox({ now: c.now })];
    await two.createLink(FULL);
    const shared = { ...FULL, username: BELVO_SANDBOX_SHARED_USERNAME, password: 'anything' };
    const links = [(await one.createLink(shared)).linkId, (await two.createLink(shared)).linkId];
    expect(links[0]).not.toBe(links[1]);
    const [a, b] = [await one.accounts(links[0]!), await two.accounts(links[1]!)];
    expect(a).toEqual(b);
    expect(a[0]?.identity).toMatch(/^CLABE:\d{18}$/);
    const own = await one.accounts((await one.createLink(FULL)).linkId);
    expect(own.map((x) => x.identity)).not.toContain(a[0]?.identity);
    const rows = async (s: BelvoSandbox, id: string) =>
      (await collect(s.transactions(id, day('2025-05-01'), day('2025-06-10')))).rows;
    expect(await rows(one, links[0]!)).toEqual(await rows(two, links[1]!));
  });
});
