// A bank that asks for a one-time code (Belvo's 428 token_required) links in the same dialog. The server
// holds the bank's session for the member it was made for: the browser sends only the code. A wrong code can be
// tried again a few times; an expired request, another member, or the same code twice at once never links twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANK_CODE_ATTEMPTS, BANK_CODE_MAX_WAIT_S } from '#shared/constants.ts';
import { bankCode } from '#shared/messages/banking.ts';
import { activity } from '#shared/messages/money.ts';
import { codeRequiredSchema } from '#shared/schemas/banks.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => t.cleanup());

const post = (path: string, cookie: string | undefined, body?: unknown) => t.post(path, body, cookie);
const gotham = { institution: 'gotham_mx_business', username: 'bnk100', password: 'full' };
const code = (cookie: string, token: unknown) => post('/api/belvo/complete-link', cookie, { token });
const linkedAccounts = (userId: number) =>
  (t.sqlite.prepare('SELECT COUNT(*) AS n FROM bank_accounts WHERE user_id = ?').get(userId) as { n: number }).n;

async function mexican() {
  const s = await t.signup({ country: 'Mexico' });
  return { cookie: s.cookie!, id: s.body.id as number };
}

async function askedForCode(cookie: string) {
  const res = await post('/api/belvo/create-link', cookie, gotham);
  expect(res.status).toBe(428);
  return codeRequiredSchema.parse(await res.json());
}

describe('a bank that asks for a one-time code', () => {
  it('asks for the code, refuses a wrong one, and links with the right one', async () => {
    const { cookie, id } = await mexican();
    const asked = await askedForCode(cookie);
    expect(asked).toEqual({
      message: bankCode.tokenRequired,
      tokenRequired: true,
      instructions: null,
      sandboxToken: '123456',
    });
    const wrong = await code(cookie, '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: bankCode.invalidToken });
    expect(linkedAccounts(id)).toBe(0);

    const right = await code(cookie, ' 123456 ');
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ success: true, bankName: 'Gotham Mexico Business' });
    await syncIdle(t.deps, id);
    expect(linkedAccounts(id)).toBeGreaterThan(0);
    // Its 90 days are imported as for any bank: one notification says what they held.
    const rows = t.sqlite.prepare('SELECT title, message FROM notifications WHERE user_id = ?').all(id) as {
      title: string;
      message: string;
    }[];
    const imported = rows.filter((n) => n.title === activity.importedTitle);
    expect(imported).toHaveLength(1);
    expect(imported[0]!.message).toMatch(/^We found \d+ coin purchases from the last 90 days\. The \d+ made before/);
    // A purchase after the link earns: its spare change in US dollars, said so to a member in Mexico, where '$'
    // means pesos.
    const now = t.clock.now();
    ingest(t.sqlite, id, [coinPurchase({ amount: -9.49, date: new Date(now).toISOString() })], now);
    const told = t.sqlite.prepare('SELECT message FROM notifications WHERE user_id = ? AND title = ?');
    expect(told.get(id, activity.roundUpTitle)).toEqual({
      message: expect.stringMatching(/^US\$0\.51 of spare change/),
    });
    expect((await (await t.get('/api/user', cookie)).json()).bankAccountConnected).toBe(true);
    // Used: the request is over.
    expect((await code(cookie, '123456')).status).toBe(410);
  });

  it('answers only the member it was asked of: another member has no request to answer', async () => {
    const ana = await mexican();
    const eve = await mexican();
    await askedForCode(ana.cookie);
    const res = await code(eve.cookie, '123456');
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: bankCode.expired });
    expect(linkedAccounts(eve.id)).toBe(0);
    // Ana's request is untouched by Eve's try.
    expect((await code(ana.cookie, '123456')).status).toBe(200);
  });

  it('links once when the same code is sent twice at once', async () => {
    const { cookie, id } = await mexican();
    await askedForCode(cookie);
    const answers = await Promise.all([code(cookie, '123456'), code(cookie, '123456')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    await syncIdle(t.deps, id);
    const links = t.sqlite.prepare('SELECT COUNT(DISTINCT link_ref) AS n FROM bank_accounts WHERE user_id = ?').get(id);
    expect(links).toEqual({ n: 1 });
  });

  it(`ends the request after ${BANK_CODE_ATTEMPTS} wrong codes, and after it expires`, async () => {
    const { cookie } = await mexican();
    await askedForCode(cookie);
    for (let i = 1; i < BANK_CODE_ATTEMPTS; i++) expect((await code(cookie, `99999${i}`)).status).toBe(400);
    expect((await code(cookie, '999990')).status).toBe(400);
    expect((await code(cookie, '123456')).status).toBe(410);

    await askedForCode(cookie);
    t.clock.advance(BANK_CODE_MAX_WAIT_S * 1000 + 1);
    expect((await code(cookie, '123456')).status).toBe(410);
  });

  it('starting again with the password drops the old request', async () => {
    const { cookie } = await mexican();
    await askedForCode(cookie);
    const erebor = await post('/api/belvo/create-link', cookie, { ...gotham, institution: 'erebor_mx_retail' });
    expect(erebor.status).toBe(200);
    expect((await code(cookie, '123456')).status).toBe(410);
  });

  it('says what is wrong with a malformed code, and never links without a sign-in', async () => {
    const { cookie } = await mexican();
    await askedForCode(cookie);
    expect(await (await code(cookie, '')).json()).toMatchObject({ message: bankCode.required });
    expect(await (await code(cookie, 'x'.repeat(33))).json()).toMatchObject({ message: bankCode.tooLong });
    expect((await code(cookie, 123456)).status).toBe(400);
    expect((await post('/api/belvo/complete-link', cookie, 'not json')).status).toBe(400);
    expect((await post('/api/belvo/complete-link', cookie, { token: '123456', session: 'x' })).status).toBe(400);
    expect((await post('/api/belvo/complete-link', undefined, { token: '123456' })).status).toBe(401);
    // None of those used up the request.
    expect((await code(cookie, '123456')).status).toBe(200);
  });
});
