// Races through the real app: requests sent all at once, interleaving wherever a handler awaits (body
// parsing, password hashing, the payout provider). One key makes one redemption; more asks than money never
// take a balance below zero; one email or username makes one account; the ledger audits clean after each.
import { describe, expect, it } from 'vitest';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { achievementPoints, BALANCE_AFTER_200 } from '#api/testing/points.ts';
import { jsonInit, makeTestApp, withCookie } from '#api/testing/test-app.ts';

let seq = 0;
const m = memberApp({}, { payoutAccount: true });

const purchases = (n: number, amount: number) =>
  Array.from({ length: n }, () =>
    coinPurchase({ id: `race-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
  );
/** 40 x $99.99 of coins: 200.00 points, and the first and the tenth round-up's rewards (BALANCE_AFTER_200). */
const give200Points = () => ingest(m.t.sqlite, m.userId, purchases(40, 99.99), m.t.clock.now());
const post = (path: string, body: unknown, key: string) => m.post(path, body, m.cookie, { 'idempotency-key': key });
const count = (table: string) =>
  (m.t.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(m.userId) as { n: number }).n;
const portfolio = async () => portfolioSchema.parse(await (await m.t.get('/api/portfolio', m.cookie)).json());
const stats = async () => statsSchema.parse(await (await m.t.get('/api/stats/fast', m.cookie)).json());

describe('races', () => {
  it('fifty redemptions at once with one Idempotency-Key make exactly one', async () => {
    give200Points();
    const body = { amount: 25, method: 'instant' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/points/redeem', body, 'one-key')));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    const created = await Promise.all(answers.filter((r) => r.status === 201).map((r) => r.json()));
    // Every 201 is the same redemption: the first answer, replayed.
    expect(new Set(created.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(count('points_redemptions')).toBe(1);
    expect((await stats()).pointsBalance).toBe(BALANCE_AFTER_200 - 25 + achievementPoints('first_redemption'));
  });

  it('a hundred redemptions and cash-outs asking for far more than there is never go below zero', async () => {
    give200Points();
    // $100.00 invested in the interest account through a real sweep, for the cash-outs.
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    await m.t.request('/api/user', jsonInit('PATCH', { roundUpMultiplier: 10 }, withCookie(m.cookie)));
    expect((await ingestBatch(m.t.deps, m.userId, purchases(20, 9.5))).sweep).toMatchObject({ status: 'invested' });
    const before = await stats();
    const invested = (await portfolio()).holdings.interest.balance;

    const asks = [
      // 60 x $25 of points against about $210.
      ...Array.from({ length: 60 }, (_, i) => post('/api/points/redeem', { amount: 25, method: 'standard' }, `r${i}`)),
      // 40 x $25 against about $100 invested.
      ...Array.from({ length: 40 }, (_, i) =>
        post('/api/cash-outs', { amount: 25, payoutMethod: 'standard' }, `c${i}`),
      ),
    ];
    const answers = await Promise.all(asks);
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 400 || s === 409),
      statuses.join(','),
    ).toBe(true);

    const redeemed = statuses.slice(0, 60).filter((s) => s === 201).length;
    const cashedOut = statuses.slice(60).filter((s) => s === 201).length;
    expect(redeemed).toBe(Math.floor(before.pointsBalance / 25));
    expect(count('points_redemptions')).toBe(redeemed);
    expect(count('cash_outs')).toBe(cashedOut);
    expect(cashedOut).toBe(Math.floor(invested / 25));

    const after = await stats();
    expect(after.pointsBalance).toBeGreaterThanOrEqual(0);
    // The first redemption unlocks its achievement, whose reward is credited once.
    const first = achievementPoints('first_redemption');
    expect(after.pointsBalance).toBeCloseTo(before.pointsBalance + first - 25 * redeemed, 2);
    const left = (await portfolio()).holdings.interest.balance;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeCloseTo(invested - 25 * cashedOut, 2);
  });
});

describe('signup races', () => {
  it('ten signups at once with one email, and ten with one username, make one account each', async () => {
    const t = makeTestApp();
    try {
      const sameEmail = await Promise.all(
        Array.from({ length: 10 }, (_, i) => t.signup({ email: `Race@Example.com`, username: `race_mail_${i}` })),
      );
      // One account; every answer is the same (sign-up tells nobody which emails have accounts).
      expect(sameEmail.map((r) => r.res.status)).toEqual(Array<number>(10).fill(202));
      const users = t.sqlite.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
      expect(users.n).toBe(1);
    } finally {
      t.cleanup();
    }
    // A fresh app: nothing of the above carries over.
    const t2 = makeTestApp();
    try {
      const sameName = await Promise.all(
        Array.from({ length: 10 }, (_, i) => t2.signup({ email: `racer${i}@example.com`, username: 'Race_Name' })),
      );
      expect(sameName.map((r) => r.res.status).sort()).toEqual([202, ...Array<number>(9).fill(409)]);
      const users = t2.sqlite.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
      expect(users.n).toBe(1);
    } finally {
      t2.cleanup();
    }
  });
});
