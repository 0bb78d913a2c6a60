// Achievements through the real app: the list, the reward credited at the unlock (one notification, nothing to
// claim), a claim of one unlocked before that rule (once, with Idempotency-Key), dismiss, and another user's rows
// answering 404.
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { ACHIEVEMENTS } from '#shared/constants.ts';
import { achievementsText } from '#shared/messages/money.ts';
import { api } from '#shared/messages/common.ts';
import { achievementSchema, achievementsResponseSchema } from '#shared/schemas/achievements.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { errorSchema, getOk, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';

let seq = 0;
const m = memberApp({ name: 'Ada Lovelace' });

const iso = (ms: number) => new Date(ms).toISOString();
const coin = (amount: number, over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id: `routes-test-${++seq}`, amount: -amount, date: iso(m.t.clock.now()), ...over });
const feed = (rows: ProviderTransaction[], id = m.userId) => ingest(m.t.sqlite, id, rows, m.t.clock.now());
const getJson = <T>(path: string, schema: z.ZodType<T>, c = m.cookie) => getOk(m.t, path, schema, c);
const stats = () => getJson('/api/stats/fast', statsSchema);
const post = (path: string, headers: Record<string, string> = {}, c = m.cookie) =>
  m.t.request(path, jsonInit('POST', undefined, withCookie(c, headers)));

/** Too long for one line of source; vitest shows it whole. */
const claimsOnce =
  'claim credits the reward once; a second claim is 409; a replay with the same key gets the first answer';

describe('achievements', () => {
  async function unlockedRoundUp(c = m.cookie) {
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
      {
        achievementType: 'first_round_up',
        title: 'Liftoff',
        rewardAmount: '1.00',
        claimed: true,
        claimedAt: iso(m.t.clock.now()),
      },
    ]);
    expect(body.locked.map((l) => l.achievementType)).not.toContain('first_round_up');
    expect(body.locked).toHaveLength(ACHIEVEMENTS.length - 1);
  });

  it('credits the reward at the unlock, once, and says so in one notification: a claim after is 409', async () => {
    const before = await stats();
    feed([coin(9.99)]);
    feed([coin(4.25)]);
    const a = await unlockedRoundUp();
    expect(a).toMatchObject({ claimed: true, rewardAmount: '1.00' });
    // The purchases' own points (0.50 and 0.21), and the reward once.
    expect(await stats()).toMatchObject({
      pointsBalance: before.pointsBalance + 0.71 + 1,
      totalPointsEarned: before.totalPointsEarned + 0.71 + 1,
    });
    const told = m.t.sqlite
      .prepare("SELECT message FROM notifications WHERE user_id = ? AND type = 'achievement'")
      .all(m.userId) as { message: string }[];
    expect(told).toEqual([{ message: achievementsText.unlockedBody('1.00') }]);
    const again = await post(`/api/achievements/${a.id}/claim`);
    expect(again.status).toBe(409);
    expect(errorSchema.parse(await again.json()).message).toBe(achievementsText.alreadyClaimed);
  });

  it(claimsOnce, async () => {
    // An achievement unlocked before rewards were credited at the unlock: still waiting for its claim.
    const { id } = m.t.sqlite
      .prepare(
        `INSERT INTO achievements (user_id, achievement_type, title, description, reward_amount, unlocked_at, claimed,
           dismissed) VALUES (?, 'first_round_up', 'Liftoff', 'Your first round-up.', 100, ?, 0, 0) RETURNING id`,
      )
      .get(m.userId, m.t.clock.now()) as { id: number };
    const a = { id };
    const before = await stats();
    const key = { 'Idempotency-Key': 'claim-liftoff' };
    const first = await post(`/api/achievements/${a.id}/claim`, key);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    expect(achievementSchema.parse(JSON.parse(firstText))).toMatchObject({
      id: a.id,
      claimed: true,
      claimedAt: iso(m.t.clock.now()),
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
    const other = await m.t.signup();
    m.users.push(other.body.id);
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
    expect((await m.t.request(`/api/achievements/${theirs.id}/claim`, jsonInit('POST'))).status).toBe(401);
    expect((await m.t.request(`/api/achievements/${theirs.id}/dismiss`, jsonInit('POST'))).status).toBe(401);
    expect((await m.t.get('/api/achievements')).status).toBe(401);
  });
});
