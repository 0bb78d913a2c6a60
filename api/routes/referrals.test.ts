// GET /api/referrals through the real app: the code and link, a friend pending then completed, paid once.
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { validation } from '#shared/messages/common.ts';
import { referralsSchema } from '#shared/schemas/referrals.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { achievementPoints } from '#api/testing/points.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';

let seq = 0;
const m = memberApp({ name: 'Ada Lovelace' });

const iso = (ms: number) => new Date(ms).toISOString();
const coin = (amount: number, over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id: `routes-test-${++seq}`, amount: -amount, date: iso(m.t.clock.now()), ...over });
const feed = (rows: ProviderTransaction[], id = m.userId) => ingest(m.t.sqlite, id, rows, m.t.clock.now());
const getJson = <T>(path: string, schema: z.ZodType<T>, c = m.cookie) => getOk(m.t, path, schema, c);
const stats = () => getJson('/api/stats/fast', statsSchema);

/** Too long for one line of source; vitest shows it whole. */
const referredFriend =
  'gives a code and link; a referred friend shows pending, then completed after their first round-up, once';

describe('GET /api/referrals', () => {
  it(referredFriend, async () => {
    const mine = await getJson('/api/referrals', referralsSchema);
    expect(mine.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(mine.link).toMatch(new RegExp(`^https?://[^/]+/signup\\?ref=${mine.code}$`));
    expect(mine).toMatchObject({ earnings: 0, rewardPerReferral: 5, referrals: [] });

    const bad = await m.t.signup({ referralCode: 'ZZZZZZZZ' });
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.referralCode).toBe(validation.invalidReferralCode);

    const friend = await m.t.signup({ name: 'Grace Hopper', referralCode: mine.code.toLowerCase() });
    expect(friend.res.status).toBe(202);
    m.users.push(friend.body.id);
    let r = await getJson('/api/referrals', referralsSchema);
    expect(r.referrals).toMatchObject([{ name: 'Grace', status: 'pending', rewardAmount: '5.00', paidAt: null }]);
    expect(r.earnings).toBe(0);

    feed([coin(9.99)], friend.body.id);
    r = await getJson('/api/referrals', referralsSchema);
    expect(r.referrals).toMatchObject([{ name: 'Grace', status: 'completed', paidAt: iso(m.t.clock.now()) }]);
    expect(r.earnings).toBe(5);
    // $5.00 for the friend, and the first referral's achievement.
    const earned = 5 + achievementPoints('first_referral');
    expect(await stats()).toMatchObject({ pointsBalance: earned, totalPointsEarned: earned });

    feed([coin(9.99)], friend.body.id);
    expect((await getJson('/api/referrals', referralsSchema)).earnings).toBe(5);
    expect(await stats()).toMatchObject({ pointsBalance: earned });
    // The friend sees none of this.
    expect((await getJson('/api/referrals', referralsSchema, friend.cookie)).referrals).toEqual([]);
    expect((await m.t.get('/api/referrals')).status).toBe(401);
  });
});
