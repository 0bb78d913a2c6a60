// GET /api/portfolio and GET /api/activity through the real app, checked against their shared zod schemas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type z } from 'zod';
import { type ActivityResponse, activityResponseSchema } from '#shared/schemas/activity.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { PriceFeedError } from '#api/providers/prices/coinbase.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { openReadOnly } from '#db/index.ts';
import { achievementPoints } from '#api/testing/points.ts';

const DAY = 86_400_000;

let seq = 0;
const m = memberApp({ name: 'Ada Lovelace' });

const iso = (ms: number) => new Date(ms).toISOString();
const coin = (amount: number, over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id: `routes-test-${++seq}`, amount: -amount, date: iso(m.t.clock.now()), ...over });
const feed = (rows: ProviderTransaction[], id = m.userId) => ingest(m.t.sqlite, id, rows, m.t.clock.now());
const getJson = <T>(path: string, schema: z.ZodType<T>, c = m.cookie) => getOk(m.t, path, schema, c);
const stats = () => getJson('/api/stats/fast', statsSchema);

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
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    await ingestBatch(m.t.deps, m.userId, [coin(9.01), coin(9.01), coin(9.01), coin(9.01)]);
    p = await getJson('/api/portfolio', portfolioSchema);
    expect(p).toMatchObject({ pendingRoundUps: 0, totalInvested: 5.94, currentValue: 5.94, hasDefaultCard: true });
    expect(p.history).toEqual([{ date: '2025-01-01', value: 5.94, invested: 5.94 }]);
    expect((await m.t.get('/api/portfolio')).status).toBe(401);
  });

  it('portfolio: reading it again the same day commits nothing to the database (no disk sync per visit)', async () => {
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    await ingestBatch(m.t.deps, m.userId, [coin(9.01), coin(9.01), coin(9.01), coin(9.01), coin(9.01), coin(9.01)]);
    const first = await getJson('/api/portfolio', portfolioSchema);
    // Another connection's data_version moves with every commit that changes the file, and only then.
    const observer = openReadOnly(m.t.sqlite.name);
    const version = () => observer.pragma('data_version', { simple: true }) as number;
    // Nor does it rewrite a row with its own values (no byte changes, but the answers held in memory would go).
    const changes = () => m.t.sqlite.prepare('SELECT total_changes()').pluck().get() as number;
    try {
      const [before, changedBefore] = [version(), changes()];
      for (let i = 0; i < 3; i++) expect(await getJson('/api/portfolio', portfolioSchema)).toEqual(first);
      expect(version()).toBe(before);
      expect(changes()).toBe(changedBefore);
      // A new day is real work (a day's interest, today's chart point): that read does commit.
      m.t.clock.advance(DAY);
      expect((await getJson('/api/portfolio', portfolioSchema)).history).toHaveLength(2);
      expect(version()).not.toBe(before);
    } finally {
      observer.close();
    }
  });

  it('activity: one line a purchase, its round-up with its points, newest first, limited', async () => {
    feed([coin(9.99, { description: 'TIKTOK COINS FIRST' })]);
    m.t.clock.advance(DAY);
    feed([coin(19.75, { description: 'TIKTOK COINS SECOND' })]);
    // A whole-dollar purchase rounds up nothing: its line says its points.
    m.t.clock.advance(DAY);
    feed([coin(20, { description: 'TIKTOK COINS ROUND' })]);
    const { activity } = await getJson('/api/activity', activityResponseSchema);
    expect(activity.map((a) => [a.kind, a.unit, a.amount, a.points])).toEqual([
      ['points', 'points', '1.00', undefined],
      ['round_up', 'usd', '0.25', '0.99'],
      // The first round-up's achievement, credited when it unlocked: its own line.
      ['achievement', 'points', '1.00', undefined],
      ['round_up', 'usd', '0.01', '0.50'],
    ]);
    expect(activity[1]!.title).toContain('TIKTOK COINS SECOND');
    expect(activity.at(-1)!.title).toContain('TIKTOK COINS FIRST');
    for (let i = 1; i < activity.length; i++) {
      expect(activity[i - 1]!.id).toBeGreaterThan(activity[i]!.id);
      expect(activity[i - 1]!.date >= activity[i]!.date).toBe(true);
    }
    // Paged by cursor: one line a page walks every line once, in order, and the last page says there is no more.
    const walked: typeof activity = [];
    let cursor: string | null = null;
    do {
      const query = `?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page: ActivityResponse = await getJson(`/api/activity${query}`, activityResponseSchema);
      walked.push(...page.activity);
      cursor = page.nextCursor;
    } while (cursor && walked.length < 10);
    expect(walked).toEqual(activity);
    expect(cursor).toBeNull();
    for (const bad of ['limit=0', 'limit=51', 'limit=x', 'cursor=!!', 'cursor=Zm9v'])
      expect((await m.t.get(`/api/activity?${bad}`, m.cookie)).status).toBe(400);
    expect((await m.t.get('/api/activity')).status).toBe(401);
  });
});

describe('GET /api/activity: dates', () => {
  it("dates a purchase's lines on the day it was made, not the day a sync brought it in", async () => {
    const madeAt = m.t.clock.now() - 40 * DAY;
    feed([coin(4.2, { description: 'TIKTOK COINS LAST MONTH', date: iso(madeAt) })]);
    const { activity } = await getJson('/api/activity', activityResponseSchema);
    const lines = activity.filter((a) => a.title.includes('TIKTOK COINS LAST MONTH'));
    expect(lines.map((a) => [a.kind, a.amount, a.points])).toEqual([['round_up', '0.80', '0.21']]);
    for (const line of lines) expect(line.date).toBe(iso(madeAt));
  });

  it('lists newest first by when each happened, page by page, a late-synced purchase in its place', async () => {
    const now = m.t.clock.now();
    feed([coin(4.2, { description: 'ORDER YESTERDAY', date: iso(now - DAY) })]);
    m.t.clock.advance(60_000);
    // A later sync brings two purchases made ten days ago, one made four days ago, and the refund (two days ago)
    // of the one before.
    feed([
      coin(9.49, { description: 'ORDER TEN DAYS', date: iso(now - 10 * DAY) }),
      coin(9.75, { description: 'ORDER TEN DAYS TOO', date: iso(now - 10 * DAY) }),
      coin(4.99, { id: 'order-four', description: 'ORDER FOUR DAYS', date: iso(now - 4 * DAY) }),
      coinPurchase({ id: 'order-four-refund', amount: 4.99, description: 'ORDER REFUND', date: iso(now - 2 * DAY) }),
    ]);
    const seen: ActivityResponse['activity'] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: ActivityResponse = await getJson(
        `/api/activity?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        activityResponseSchema,
      );
      seen.push(...page.activity);
      cursor = page.nextCursor;
    }
    const ours = seen.filter((a) => a.title.includes('ORDER'));
    expect(ours.map((a) => [a.kind, a.date])).toEqual([
      ['round_up', iso(now - DAY)],
      ['refund', iso(now - 2 * DAY)],
      ['round_up', iso(now - 4 * DAY)],
      // The same day: the one posted last first, and neither lost between two pages.
      ['round_up', iso(now - 10 * DAY)],
      ['round_up', iso(now - 10 * DAY)],
    ]);
    expect(ours.at(-2)!.title).toContain('ORDER TEN DAYS TOO');
    expect(new Set(seen.map((a) => a.id)).size).toBe(seen.length);
  });
});

describe('GET /api/activity: refunds', () => {
  // Every change to a balance the dashboard shows should have its line: a refund takes back points too.
  it('a coin refund takes back the round-up and the points on one line; the purchase says Refunded', async () => {
    feed([coin(9.99, { id: 'buy', date: '2024-12-20T10:00:00.000Z' })]);
    m.t.clock.advance(DAY);
    feed([coin(-9.99, { id: 'refund', date: '2024-12-22T10:00:00.000Z' })]);
    // What is left is the first round-up's achievement: it was earned, and is not taken back.
    expect(await stats()).toMatchObject({ pointsBalance: achievementPoints('first_round_up') });
    const { activity } = await getJson('/api/activity', activityResponseSchema);
    expect(activity.map((a) => [a.kind, a.unit, a.amount, a.points, a.refunded])).toEqual([
      ['achievement', 'points', '1.00', undefined, undefined],
      ['refund', 'usd', '-0.01', '-0.50', undefined],
      ['round_up', 'usd', '0.01', '0.50', true],
    ]);
  });
});

describe('GET /api/portfolio during a Bitcoin price outage', () => {
  afterEach(() => vi.restoreAllMocks());
  function priceOutage() {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    m.t.deps.providers.prices = {
      name: 'coinbase',
      btcUsdCents: () => Promise.reject(new PriceFeedError('Bitcoin price unavailable: HTTP 503')),
    };
  }
  /** Six $9.01 coin purchases: $5.94 of round-ups swept into `investmentChoice`. */
  async function sweepInto(investmentChoice: 'interest' | 'bitcoin') {
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    const res = await m.t.request('/api/user', jsonInit('PATCH', { investmentChoice }, withCookie(m.cookie)));
    expect(res.status).toBe(200);
    const r = await ingestBatch(
      m.t.deps,
      m.userId,
      Array.from({ length: 6 }, () => coin(9.01)),
    );
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 594 });
  }

  it('still answers: the interest account in full, the Bitcoin value and the total shown as unavailable', async () => {
    await sweepInto('interest');
    await sweepInto('bitcoin');
    const before = await getJson('/api/portfolio', portfolioSchema);
    expect(before.currentValue).toBeGreaterThan(11.8);
    priceOutage();
    const p = await getJson('/api/portfolio', portfolioSchema);
    expect(p).toMatchObject({
      type: 'bitcoin',
      totalInvested: 11.88,
      currentValue: null,
      totalReturn: null,
      holdings: {
        interest: { balance: 5.94, accruedInterest: 0, apy: 0.05 },
        bitcoin: { btc: before.holdings.bitcoin.btc, price: null, value: null },
      },
    });
    // The chart keeps the last known value: no point is written from a value it does not know.
    expect(p.history).toEqual(before.history);
  });

  it('shows the whole value when no Bitcoin is held: only Bitcoin needs the price', async () => {
    await sweepInto('interest');
    priceOutage();
    const p = await getJson('/api/portfolio', portfolioSchema);
    expect(p).toMatchObject({ totalInvested: 5.94, currentValue: 5.94, totalReturn: 0 });
    expect(p.holdings.bitcoin).toEqual({ btc: '0.00000000', price: null, value: 0 });
    expect(p.history).toEqual([{ date: '2025-01-01', value: 5.94, invested: 5.94 }]);
  });
});
