// The round-up preferences in PATCH /api/user, and what they do to the next round-ups.
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { roundUpPrefs } from '#shared/messages/money.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { transactionsResponseSchema, type Transaction } from '#shared/schemas/transactions.ts';
import { userSchema } from '#shared/schemas/user.ts';
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
const transactions = (query = '') => getJson(`/api/transactions${query}`, transactionsResponseSchema);
const patch = (body: unknown) => m.t.request('/api/user', jsonInit('PATCH', body, withCookie(m.cookie)));

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
    const user = userSchema.parse(await (await m.t.get('/api/user', m.cookie)).json());
    expect(user).toMatchObject({ roundUpMultiplier: 3, weeklyCap: null, investmentChoice: 'bitcoin' });
  });

  it('a 3x multiplier triples the next round-up; points stay the same; earlier rows keep theirs', async () => {
    feed([coin(9.99, { id: 'before' })]);
    expect((await patch({ roundUpMultiplier: 3 })).status).toBe(200);
    m.t.clock.advance(60_000);
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
