// Statements' months and years are the member's, in their time zone (docs/product-rules.md section 9): a purchase at
// 23:30 on March 31 in Mexico City (April 1 in UTC) is March's; changing the zone in Settings moves the boundary.
import { describe, expect, it } from 'vitest';
import { statementApiPaths } from '#shared/routes-statements.ts';
import { statementSchema, statementsIndexSchema, taxSummarySchema } from '#shared/schemas/statements.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const MEXICO = 'America/Mexico_City'; // UTC-6 all year since 2022

/** A member in Mexico City whose first money moved at `at`. */
function mexicanAt(at: string) {
  const m = memberApp({ country: 'Mexico', timeZone: MEXICO }, { startAt: Date.parse(at) });
  const buy = () =>
    ingestBatch(m.t.deps, m.userId, [
      coinPurchase({ id: 'late-night', amount: -9.01, date: new Date(m.t.clock.now()).toISOString() }),
    ]);
  return { m, buy };
}

describe('a statement month in the member’s time zone', () => {
  const { m, buy } = mexicanAt('2026-04-01T05:30:00Z'); // March 31, 23:30 in Mexico City

  it("lists the member's current month, and holds what happened late on its last day", async () => {
    await buy();
    const index = await getOk(m.t, statementApiPaths.index, statementsIndexSchema, m.cookie);
    expect(index).toEqual({
      timeZone: MEXICO,
      months: [{ month: '2026-03', complete: false }],
      years: [{ year: 2026, complete: false }],
    });
    const march = await getOk(m.t, statementApiPaths.month('2026-03'), statementSchema, m.cookie);
    expect(march.timeZone).toBe(MEXICO);
    expect(march.from).toBe('2026-03-01T06:00:00.000Z'); // midnight in Mexico City
    expect(march.entries.filter((e) => e.kind === 'coin_purchase')).toHaveLength(1);
    // April has not begun where the member lives.
    expect((await m.t.get(statementApiPaths.month('2026-04'), m.cookie)).status).toBe(404);
  });

  it('moves the boundary when the member changes their time zone in Settings', async () => {
    await buy();
    const res = await m.t.request('/api/user', jsonInit('PATCH', { timeZone: 'Asia/Tokyo' }, withCookie(m.cookie)));
    expect(res.status).toBe(200);
    const index = await getOk(m.t, statementApiPaths.index, statementsIndexSchema, m.cookie);
    expect(index.months.map((x) => x.month)).toEqual(['2026-04']); // 14:30 on April 1 in Tokyo
    const april = await getOk(m.t, statementApiPaths.month('2026-04'), statementSchema, m.cookie);
    expect(april.from).toBe('2026-03-31T15:00:00.000Z');
    expect(april.entries.filter((e) => e.kind === 'coin_purchase')).toHaveLength(1);
  });
});

describe('a tax year in the member’s time zone', () => {
  const { m, buy } = mexicanAt('2026-01-01T03:00:00Z'); // New Year's Eve, 21:00 in Mexico City

  it('is still the old year until midnight where the member lives', async () => {
    await buy();
    const index = await getOk(m.t, statementApiPaths.index, statementsIndexSchema, m.cookie);
    expect(index.years).toEqual([{ year: 2025, complete: false }]);
    expect(index.months).toEqual([{ month: '2025-12', complete: false }]);
    expect((await m.t.get(statementApiPaths.tax(2026), m.cookie)).status).toBe(404);
    const year = await getOk(m.t, statementApiPaths.tax(2025), taxSummarySchema, m.cookie);
    expect(year).toMatchObject({ year: 2025, timeZone: MEXICO, complete: false });
  });
});
