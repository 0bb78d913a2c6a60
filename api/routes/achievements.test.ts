// Achievements through the real app: the list, claim once (with Idempotency-Key), dismiss, and another
// user's rows answering 404.
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
      { achievementType: 'first_round_up', title: 'Liftoff', rewardAmount: '1.00', claimed: false, claimedAt: null },
    ]);
    expect(body.locked.map((l) => l.achievementType)).not.toContain('first_round_up');
    expect(body.locked).toHaveLength(ACHIEVEMENTS.length - 1);
  });

  it(claimsOnce, async () => {
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
