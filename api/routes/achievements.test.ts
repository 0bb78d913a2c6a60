// Achievements through the real app: the list, claim once (with Idempotency-Key), dismiss, and another
// user's rows answering 404.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACHIEVEMENTS } from '#shared/constants.ts';
import { achievementsText } from '#shared/messages/money.ts';
import { api } from '#shared/messages/common.ts';
import { achievementSchema, achievementsResponseSchema } from '#shared/schemas/achievements.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';

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
const stats = () => getJson('/api/stats/fast', statsSchema);
const post = (path: string, headers: Record<string, string> = {}, c = cookie) =>
  t.request(path, jsonInit('POST', undefined, withCookie(c, headers)));

/** Too long for one line of source; vitest shows it whole. */
const claimsOnce =
  'claim credits the reward once; a second claim is 409; a replay with the same key gets the first answer';

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
