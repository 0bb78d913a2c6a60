// The money engine's read calls and settings through the real app: transactions (shape, order, pagination),
// portfolio, activity, referrals, achievements (claim once, dismiss, another user's rows are 404) and the
// round-up preferences in PATCH /api/user. Every body is checked against its shared zod schema.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACHIEVEMENTS } from '#shared/constants.ts';
import { achievementsText, api, roundUpPrefs, validation } from '#shared/messages.ts';
import { achievementSchema, achievementsResponseSchema } from '#shared/schemas/achievements.ts';
import { activityResponseSchema } from '#shared/schemas/activity.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { referralsSchema } from '#shared/schemas/referrals.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { transactionsResponseSchema, type Transaction } from '#shared/schemas/transactions.ts';
import { userSchema } from '#shared/schemas/user.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { generateProviderTransactions, postPending } from '#api/providers/banks/sandbox/generate-history.ts';

const DAY = 86_400_000;
const DECIMAL = /^-?\d+\.\d{2}$/;
const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

let t: TestApp;
let cookie: string;
let userId: number;
let seq = 0;
const users: number[] = [];

beforeEach(async () => {
  t = makeTestApp();
  const s = await t.signup({ name: 'Ada Lovelace' });
  cookie = s.cookie!;
  userId = s.body.id;
  users.length = 0;
  users.push(userId);
});
afterEach(() => {
  for (const id of users) expect(auditLedger(t.sqlite, id)).toEqual([]);
  t.cleanup();
});

const iso = (ms: number) => new Date(ms).toISOString();
const coin = (amount: number, over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id: `routes-test-${++seq}`, amount: -amount, date: iso(t.clock.now()), ...over });
const feed = (rows: ProviderTransaction[], id = userId) => ingest(t.sqlite, id, rows, t.clock.now());
async function getJson<T>(path: string, schema: z.ZodType<T>, c = cookie): Promise<T> {
  const res = await t.get(path, c);
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}
const transactions = (query = '') => getJson(`/api/transactions${query}`, transactionsResponseSchema);
const stats = () => getJson('/api/stats/fast', statsSchema);
const patch = (body: unknown) => t.request('/api/user', jsonInit('PATCH', body, withCookie(cookie)));
const post = (path: string, headers: Record<string, string> = {}, c = cookie) =>
  t.request(path, jsonInit('POST', undefined, withCookie(c, headers)));

describe('GET /api/transactions', () => {
  const history = () =>
    generateProviderTransactions({ seed: 42, start: Date.UTC(2024, 11, 10), days: 23, refundShare: 0.3 });

  it('lists every visible row newest first, in the SPEC shape with decimal strings', async () => {
    const rows = history();
    feed(rows);
    const body = await transactions();
    expect(body).not.toHaveProperty('nextCursor');
    expect(body.transactions).toHaveLength(rows.length);
    expect(body.status.finicityCount).toBe(rows.length);
    const list = body.transactions;
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.date > b.date || (a.date === b.date && a.id > b.id)).toBe(true);
    }
    for (const tx of list) {
      expect(tx.amount).toMatch(/^\d+\.\d{2}$/);
      expect(tx.roundUpAmount).toMatch(DECIMAL);
      expect(tx.pointsEarned).toMatch(DECIMAL);
      expect(new Date(tx.date).toISOString()).toBe(tx.date);
      expect(tx.finicityTransactionId).not.toBeNull();
      if (tx.category === 'Other' || tx.pending) expect([tx.roundUpAmount, tx.pointsEarned]).toEqual(['0.00', '0.00']);
      if (tx.category === 'TikTok' && tx.type === 'debit' && !tx.pending)
        expect(Number(tx.pointsEarned)).toBeGreaterThan(0);
    }
    expect(list.some((tx) => tx.pending)).toBe(true);
    expect(list.some((tx) => tx.category === 'Other')).toBe(true);
    // A coin refund is a TikTok credit that takes back what the purchase earned: negative strings.
    const refund = list.find((tx) => tx.category === 'TikTok' && tx.type === 'credit' && tx.pointsEarned !== '0.00');
    expect(refund?.pointsEarned.startsWith('-')).toBe(true);
  });

  it('shows a purchase and its refund with the round-up and points reversed', async () => {
    feed([
      coin(9.99, { id: 'buy-1', date: '2024-12-20T10:00:00.000Z' }),
      coin(-9.99, { id: 'refund-1', date: '2024-12-22T10:00:00.000Z' }),
    ]);
    const [refund, purchase] = (await transactions()).transactions;
    expect(purchase).toMatchObject({
      type: 'debit',
      amount: '9.99',
      category: 'TikTok',
      roundUpAmount: '0.01',
      pointsEarned: '0.50',
      pending: false,
    });
    expect(refund).toMatchObject({
      type: 'credit',
      amount: '9.99',
      category: 'TikTok',
      roundUpAmount: '-0.01',
      pointsEarned: '-0.50',
    });
    expect(await stats()).toMatchObject({ pointsBalance: 0, totalTikTokSpending: 0 });
  });

  it('shows a pending purchase as pending, earning nothing, and only its posted row once it posts', async () => {
    const pending = coin(9.99, { id: 'auth-1', pending: true, date: '2024-12-30T10:00:00.000Z' });
    feed([pending]);
    let list = (await transactions()).transactions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ pending: true, roundUpAmount: '0.00', pointsEarned: '0.00' });
    feed(postPending([pending], 1));
    list = (await transactions()).transactions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      pending: false,
      finicityTransactionId: 'auth-1-posted-1',
      roundUpAmount: '0.01',
      pointsEarned: '0.50',
    });
    expect((await transactions()).status.finicityCount).toBe(1);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 9.99, totalPointsEarned: 0.5 });
  });

  it('pages through every row exactly once with ?limit=&cursor=, ending with nextCursor null', async () => {
    // Several rows at the same instant: the cursor must break ties by id.
    const sameInstant = Array.from({ length: 5 }, () => coin(4.5, { date: '2024-12-20T10:00:00.000Z' }));
    feed([...history(), ...sameInstant]);
    const all = (await transactions()).transactions.map((tx) => tx.id);
    for (const limit of [1, 7, 50, 500]) {
      const seen: number[] = [];
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const body = await transactions(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(body.transactions.length).toBeLessThanOrEqual(limit);
        seen.push(...body.transactions.map((tx) => tx.id));
        expect(body).toHaveProperty('nextCursor');
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 1_000);
      expect(cursor).toBeNull();
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(all);
    }
    // A cursor alone pages with the default size.
    const first = await transactions('?limit=3');
    expect((await transactions(`?cursor=${first.nextCursor}`)).transactions[0]!.id).toBe(all[3]);
  });

  it.each([
    'limit=0',
    'limit=501',
    'limit=abc',
    'limit=1.5',
    'limit=-1',
    'limit=',
    'cursor=!!!',
    'cursor=Zm9v',
    `cursor=${'A'.repeat(201)}`,
    'limit=5&cursor=YTpi',
  ])('answers 400 for ?%s', async (query) => {
    feed([coin(9.99)]);
    const res = await t.get(`/api/transactions?${query}`, cookie);
    expect(res.status).toBe(400);
    errorSchema.parse(await res.json());
  });

  it('answers 401 signed out', async () => {
    expect((await t.get('/api/transactions')).status).toBe(401);
  });
});

describe('GET /api/portfolio and GET /api/activity', () => {
  it('portfolio: the schema shape, pending progress, and a history point after a sweep', async () => {
    feed([coin(9.01), coin(9.01)]);
    let p = await getJson('/api/portfolio', portfolioSchema);
    expect(p).toMatchObject({
      type: 'interest',
      pendingRoundUps: 1.98,
      sweepThreshold: 5,
      totalInvested: 0,
      hasDefaultCard: false,
      history: [],
    });
    t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(userId);
    await ingestBatch(t.deps, userId, [coin(9.01), coin(9.01), coin(9.01), coin(9.01)]);
    p = await getJson('/api/portfolio', portfolioSchema);
    expect(p).toMatchObject({ pendingRoundUps: 0, totalInvested: 5.94, currentValue: 5.94, hasDefaultCard: true });
    expect(p.history).toEqual([{ date: '2025-01-01', value: 5.94, invested: 5.94 }]);
    expect((await t.get('/api/portfolio')).status).toBe(401);
  });

  it('activity: round-up and points lines, newest first, limited', async () => {
    feed([coin(9.99, { description: 'TIKTOK COINS FIRST' })]);
    t.clock.advance(DAY);
    feed([coin(19.75, { description: 'TIKTOK COINS SECOND' })]);
    const { activity } = await getJson('/api/activity', activityResponseSchema);
    expect(activity.map((a) => [a.kind, a.unit, a.amount])).toEqual([
      ['round_up', 'usd', '0.25'],
      ['points', 'points', '0.99'],
      ['round_up', 'usd', '0.01'],
      ['points', 'points', '0.50'],
    ]);
    expect(activity[0]!.title).toContain('TIKTOK COINS SECOND');
    expect(activity.at(-1)!.title).toContain('TIKTOK COINS FIRST');
    for (let i = 1; i < activity.length; i++) {
      expect(activity[i - 1]!.id).toBeGreaterThan(activity[i]!.id);
      expect(activity[i - 1]!.date >= activity[i]!.date).toBe(true);
    }
    expect((await getJson('/api/activity?limit=1', activityResponseSchema)).activity).toEqual([activity[0]]);
    for (const bad of ['0', '51', 'x']) expect((await t.get(`/api/activity?limit=${bad}`, cookie)).status).toBe(400);
    expect((await t.get('/api/activity')).status).toBe(401);
  });
});

describe('GET /api/activity: refunds', () => {
  // Every change to a balance the dashboard shows should have its line: a refund takes back points too.
  it('a coin refund shows both what it took back: the round-up and the points', async () => {
    feed([coin(9.99, { id: 'buy', date: '2024-12-20T10:00:00.000Z' })]);
    t.clock.advance(DAY);
    feed([coin(-9.99, { id: 'refund', date: '2024-12-22T10:00:00.000Z' })]);
    expect(await stats()).toMatchObject({ pointsBalance: 0 });
    const { activity } = await getJson('/api/activity', activityResponseSchema);
    const refundLines = activity.filter((a) => a.kind === 'refund').map((a) => [a.unit, a.amount]);
    expect(refundLines.sort()).toEqual([
      ['points', '-0.50'],
      ['usd', '-0.01'],
    ]);
  });
});

describe('GET /api/referrals', () => {
  it('gives a code and link; a referred friend shows pending, then completed after their first round-up, once', async () => {
    const mine = await getJson('/api/referrals', referralsSchema);
    expect(mine.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(mine.link).toMatch(new RegExp(`^https?://[^/]+/signup\\?ref=${mine.code}$`));
    expect(mine).toMatchObject({ earnings: 0, rewardPerReferral: 5, referrals: [] });

    const bad = await t.signup({ referralCode: 'ZZZZZZZZ' });
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.referralCode).toBe(validation.invalidReferralCode);

    const friend = await t.signup({ name: 'Grace Hopper', referralCode: mine.code.toLowerCase() });
    expect(friend.res.status).toBe(201);
    users.push(friend.body.id);
    let r = await getJson('/api/referrals', referralsSchema);
    expect(r.referrals).toMatchObject([{ name: 'Grace', status: 'pending', rewardAmount: '5.00', paidAt: null }]);
    expect(r.earnings).toBe(0);

    feed([coin(9.99)], friend.body.id);
    r = await getJson('/api/referrals', referralsSchema);
    expect(r.referrals).toMatchObject([{ name: 'Grace', status: 'completed', paidAt: iso(t.clock.now()) }]);
    expect(r.earnings).toBe(5);
    expect(await stats()).toMatchObject({ pointsBalance: 5, totalPointsEarned: 5 });

    feed([coin(9.99)], friend.body.id);
    expect((await getJson('/api/referrals', referralsSchema)).earnings).toBe(5);
    expect(await stats()).toMatchObject({ pointsBalance: 5 });
    // The friend sees none of this.
    expect((await getJson('/api/referrals', referralsSchema, friend.cookie)).referrals).toEqual([]);
    expect((await t.get('/api/referrals')).status).toBe(401);
  });
});

describe('achievements', () => {
  async function unlockedRoundUp(c = cookie) {
    const body = await getJson('/api/achievements', achievementsResponseSchema, c);
    return body.achievements.find((a) => a.achievementType === 'first_round_up')!;
  }

  it('lists what is unlocked and what is still locked', async () => {
    let body = await getJson('/api/achievements', achievementsResponseSchema);
    expect(body.achievements).toEqual([]);
    expect(body.locked).toHaveLength(ACHIEVEMENTS.length);
    feed([coin(9.99)]);
    body = await getJson('/api/achievements', achievementsResponseSchema);
    expect(body.achievements).toMatchObject([
      { achievementType: 'first_round_up', title: 'Liftoff', rewardAmount: '1.00', claimed: false, claimedAt: null },
    ]);
    expect(body.locked.map((l) => l.achievementType)).not.toContain('first_round_up');
    expect(body.locked).toHaveLength(ACHIEVEMENTS.length - 1);
  });

  it('claim credits the reward once; a second claim is 409; a replay with the same key gets the first answer', async () => {
    feed([coin(9.99)]);
    const a = await unlockedRoundUp();
    const before = await stats();
    const key = { 'Idempotency-Key': 'claim-liftoff' };
    const first = await post(`/api/achievements/${a.id}/claim`, key);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    expect(achievementSchema.parse(JSON.parse(firstText))).toMatchObject({
      id: a.id,
      claimed: true,
      claimedAt: iso(t.clock.now()),
    });
    const replay = await post(`/api/achievements/${a.id}/claim`, key);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(firstText);
    for (const headers of [{}, { 'Idempotency-Key': 'claim-again' }] as Record<string, string>[]) {
      const again = await post(`/api/achievements/${a.id}/claim`, headers);
      expect(again.status).toBe(409);
      expect(errorSchema.parse(await again.json()).message).toBe(achievementsText.alreadyClaimed);
    }
    expect(await stats()).toMatchObject({
      pointsBalance: before.pointsBalance + 1,
      totalPointsEarned: before.totalPointsEarned + 1,
    });
    expect((await unlockedRoundUp()).claimed).toBe(true);
  });

  it('dismiss hides it for good', async () => {
    feed([coin(9.99)]);
    const a = await unlockedRoundUp();
    const res = await post(`/api/achievements/${a.id}/dismiss`);
    expect(res.status).toBe(204);
    const body = await getJson('/api/achievements', achievementsResponseSchema);
    expect(body.achievements).toEqual([]);
    expect(body.locked.map((l) => l.achievementType)).not.toContain('first_round_up');
  });

  it("another user's achievement, or one that does not exist, is 404 for claim and dismiss", async () => {
    const other = await t.signup();
    users.push(other.body.id);
    feed([coin(9.99)], other.body.id);
    const theirs = await unlockedRoundUp(other.cookie);
    for (const action of ['claim', 'dismiss']) {
      for (const id of [theirs.id, 999_999]) {
        const res = await post(`/api/achievements/${id}/${action}`);
        expect(res.status, `${action} ${id}`).toBe(404);
        expect(await res.json()).toEqual({ message: api.notFound });
      }
    }
    expect(await unlockedRoundUp(other.cookie)).toEqual(theirs);
    expect(await stats()).toMatchObject({ pointsBalance: 0 });
    expect((await t.request(`/api/achievements/${theirs.id}/claim`, jsonInit('POST'))).status).toBe(401);
    expect((await t.request(`/api/achievements/${theirs.id}/dismiss`, jsonInit('POST'))).status).toBe(401);
    expect((await t.get('/api/achievements')).status).toBe(401);
  });
});

describe('PATCH /api/user round-up preferences', () => {
  it('accepts the multiplier, weekly cap and investment choice, and refuses invalid values', async () => {
    const res = await patch({ roundUpMultiplier: 3, weeklyCap: 20, investmentChoice: 'bitcoin' });
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json())).toMatchObject({
      roundUpMultiplier: 3,
      weeklyCap: 20,
      investmentChoice: 'bitcoin',
    });
    expect(userSchema.parse(await (await patch({ weeklyCap: null })).json()).weeklyCap).toBeNull();
    const invalid: [Record<string, unknown>, string, string][] = [
      [{ roundUpMultiplier: 5 }, 'roundUpMultiplier', roundUpPrefs.multiplierInvalid],
      [{ roundUpMultiplier: '3' }, 'roundUpMultiplier', roundUpPrefs.multiplierInvalid],
      [{ weeklyCap: 0 }, 'weeklyCap', roundUpPrefs.weeklyCapInvalid],
      [{ weeklyCap: 1.5 }, 'weeklyCap', roundUpPrefs.weeklyCapInvalid],
      [{ weeklyCap: 1001 }, 'weeklyCap', roundUpPrefs.weeklyCapInvalid],
      [{ weeklyCap: '10' }, 'weeklyCap', roundUpPrefs.weeklyCapInvalid],
      [{ investmentChoice: 'stocks' }, 'investmentChoice', roundUpPrefs.investmentInvalid],
    ];
    for (const [body, field, message] of invalid) {
      const bad = await patch(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(errorSchema.parse(await bad.json()).errors?.[field]).toBe(message);
    }
    expect((await patch({})).status).toBe(400);
    const user = userSchema.parse(await (await t.get('/api/user', cookie)).json());
    expect(user).toMatchObject({ roundUpMultiplier: 3, weeklyCap: null, investmentChoice: 'bitcoin' });
  });

  it('a 3x multiplier triples the next round-up; points stay the same; earlier rows keep theirs', async () => {
    feed([coin(9.99, { id: 'before' })]);
    expect((await patch({ roundUpMultiplier: 3 })).status).toBe(200);
    t.clock.advance(60_000);
    feed([coin(9.99, { id: 'after' })]);
    const byId = new Map(
      (await transactions()).transactions.map((tx): [string, Transaction] => [tx.finicityTransactionId!, tx]),
    );
    expect(byId.get('before')).toMatchObject({ roundUpAmount: '0.01', pointsEarned: '0.50' });
    expect(byId.get('after')).toMatchObject({ roundUpAmount: '0.03', pointsEarned: '0.50' });
    expect((await getJson('/api/portfolio', portfolioSchema)).pendingRoundUps).toBe(0.04);
  });

  it("a $1 weekly cap limits the week's round-ups, not the points, and a new week starts afresh", async () => {
    expect((await patch({ weeklyCap: 1 })).status).toBe(200);
    // Wednesday 1 Jan 2025 is in the week of Monday 30 Dec; Monday 6 Jan starts the next.
    feed([
      coin(9.01, { id: 'w1-a', date: '2025-01-01T10:00:00.000Z' }),
      coin(9.01, { id: 'w1-b', date: '2025-01-02T10:00:00.000Z' }),
    ]);
    feed([
      coin(9.5, { id: 'w1-c', date: '2025-01-03T10:00:00.000Z' }),
      coin(9.5, { id: 'w2-a', date: '2025-01-06T10:00:00.000Z' }),
    ]);
    const byId = new Map(
      (await transactions()).transactions.map((tx): [string, Transaction] => [tx.finicityTransactionId!, tx]),
    );
    expect(['w1-a', 'w1-b', 'w1-c', 'w2-a'].map((id) => byId.get(id)!.roundUpAmount)).toEqual([
      '0.99',
      '0.01',
      '0.00',
      '0.50',
    ]);
    expect(['w1-a', 'w1-b', 'w1-c', 'w2-a'].map((id) => byId.get(id)!.pointsEarned)).toEqual([
      '0.45',
      '0.45',
      '0.48',
      '0.48',
    ]);
    expect((await getJson('/api/portfolio', portfolioSchema)).pendingRoundUps).toBe(1.5);
  });
});
