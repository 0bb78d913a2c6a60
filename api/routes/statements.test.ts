// GET /api/statements, /api/statements/:month and /api/statements/tax/:year refuse what they should: no
// session, another member's money, a month before joining or still to come, a month or year not written as one.
import { describe, expect, it } from 'vitest';
import { statementsText as text } from '#shared/messages/statements.ts';
import { statementApiPaths } from '#shared/routes-statements.ts';
import { statementSchema, statementsIndexSchema, taxSummarySchema } from '#shared/schemas/statements.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { errorSchema, expect400, getOk, memberApp } from '#api/testing/member-app.ts';

// The clock starts now: the account's creation is stamped with the real time.
const m = memberApp({}, { startAt: Date.now() });
let seq = 0;

const monthOf = (at: number, shift = 0) => {
  const d = new Date(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + shift, 1)).toISOString().slice(0, 7);
};
const yearOf = (at: number) => new Date(at).getUTCFullYear();
const buy = (n: number, amount: number) =>
  ingestBatch(
    m.t.deps,
    m.userId,
    Array.from({ length: n }, () =>
      coinPurchase({ id: `refusal-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
    ),
  );

describe('GET /api/statements', () => {
  it('answers 401 without a session, on every path', async () => {
    const month = monthOf(m.t.clock.now());
    for (const path of [statementApiPaths.index, statementApiPaths.month(month), statementApiPaths.tax(2025)])
      expect((await m.t.get(path)).status, path).toBe(401);
  });

  it('lists the months since joining and the years, the current ones in progress', async () => {
    const index = await getOk(m.t, statementApiPaths.index, statementsIndexSchema, m.cookie);
    const now = m.t.clock.now();
    expect(index).toEqual({
      timeZone: 'UTC',
      months: [{ month: monthOf(now), complete: false }],
      years: [{ year: yearOf(now), complete: false }],
    });
    // The member joined two months ago (the account's creation is stamped by the database, not the test's clock).
    const joined = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 2, 15);
    m.t.sqlite.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(joined, m.userId);
    const later = await getOk(m.t, statementApiPaths.index, statementsIndexSchema, m.cookie);
    expect(later.months.map((x) => x.month)).toEqual([0, -1, -2].map((shift) => monthOf(now, shift)));
    expect(later.months.map((x) => x.complete)).toEqual([false, true, true]);
  });

  it('a month or year not written YYYY-MM / YYYY is a 400 naming the field', async () => {
    for (const bad of ['2025-1', '2025-13', '2025-00', 'march', '2025-01-01', '202501', '%00', '2025-01x'])
      await expect400(await m.t.get(`/api/statements/${bad}`, m.cookie), 'month', text.badMonth);
    for (const bad of ['25', '20255', 'twenty', '2025-01', '-2025'])
      await expect400(await m.t.get(`/api/statements/tax/${bad}`, m.cookie), 'year', text.badYear);
  });

  it('a month before joining or still to come is a 404; the current month answers', async () => {
    const now = m.t.clock.now();
    for (const month of [monthOf(now, -1), monthOf(now, 1), monthOf(now, -120), '9999-12', '0001-01']) {
      const res = await m.t.get(statementApiPaths.month(month), m.cookie);
      expect(res.status, month).toBe(404);
      expect(errorSchema.parse(await res.json()).message).toBe(text.noStatement);
    }
    for (const year of [yearOf(now) - 1, yearOf(now) + 1, 1999]) {
      const res = await m.t.get(statementApiPaths.tax(year), m.cookie);
      expect(res.status, String(year)).toBe(404);
      expect(errorSchema.parse(await res.json()).message).toBe(text.noTaxYear);
    }
    const current = await getOk(m.t, statementApiPaths.month(monthOf(now)), statementSchema, m.cookie);
    expect(current).toMatchObject({ month: monthOf(now), complete: false, entries: [] });
    expect(await getOk(m.t, statementApiPaths.tax(yearOf(now)), taxSummarySchema, m.cookie)).toMatchObject({
      year: yearOf(now),
      complete: false,
      interestEarned: '0.00',
    });
  });

  it("another member reads only their own: none of this member's money reaches them", async () => {
    await buy(6, 9.01);
    const month = monthOf(m.t.clock.now());
    const mine = await getOk(m.t, statementApiPaths.month(month), statementSchema, m.cookie);
    expect(mine.entries.filter((e) => e.kind === 'coin_purchase')).toHaveLength(6);
    expect(mine.closing.pendingRoundUps).toBe('5.94');

    const other = await m.t.signup();
    m.users.push(other.body.id);
    // No path names a member: the statement is the caller's, whatever else the request says.
    for (const path of [
      statementApiPaths.month(month),
      `${statementApiPaths.month(month)}?userId=${m.userId}`,
      `${statementApiPaths.month(month)}?user=${m.userId}`,
    ]) {
      const theirs = await getOk(m.t, path, statementSchema, other.cookie!);
      expect(theirs.entries, path).toEqual([]);
      expect(theirs.closing).toEqual(theirs.opening);
      expect(theirs.closing).toMatchObject({ points: '0.00', pendingRoundUps: '0.00', totalInvested: '0.00' });
    }
    const theirYear = await getOk(m.t, statementApiPaths.tax(yearOf(m.t.clock.now())), taxSummarySchema, other.cookie!);
    expect(theirYear).toMatchObject({ bitcoinBuys: [], bitcoinSales: [], interestEarned: '0.00' });
  });
});
