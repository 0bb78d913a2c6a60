// A member's invested money is never given up by closing (docs/product-rules.md section 7): closing waits while an
// investment holds anything, and a cash-out of ALL_OF_IT empties one whatever it holds, below the minimum too, with
// the interest accrued to the day. Then closing gives up only the points.
import { describe, expect, it } from 'vitest';
import { closingText } from '#shared/messages/closing.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { cashOutSchema } from '#shared/schemas/payouts.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { PAID_PAYOUT_WATCH_MS } from '#api/services/money/payout-state.ts';
import { close, giveMoney, previewOf } from '#api/testing/closing.ts';
import { expect400, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';
import { securityApiPaths } from '#shared/routes-security.ts';

const DAY = 86_400_000;
const EMAIL = 'closing.investments@example.com';
const m = memberApp({ email: EMAIL }, { payoutAccount: true });
let n = 0;
const cashOut = (body: unknown) =>
  m.t.request('/api/cash-outs', jsonInit('POST', body, withCookie(m.cookie, { 'Idempotency-Key': `all-${++n}` })));
const held = () =>
  m.t.sqlite
    .prepare(
      `SELECT sum(balance_cents) AS balance, sum(sats_held) AS sats, sum(accrued_micros) AS accrued
       FROM investments WHERE user_id = ?`,
    )
    .get(m.userId);
const closedEntries = () =>
  (
    m.t.sqlite
      .prepare("SELECT count(*) AS n FROM ledger_entries WHERE user_id = ? AND cause = 'account_closed'")
      .get(m.userId) as { n: number }
  ).n;
const prove = async () =>
  expect(
    (await m.t.request(securityApiPaths.reauth, jsonInit('POST', { password: VALID_PASSWORD }, withCookie(m.cookie))))
      .status,
  ).toBe(204);
/** Weeks later: the member signs in again (a new session, freshly proved). */
async function signInAgain() {
  const again = await m.t.signin(EMAIL, VALID_PASSWORD);
  m.cookie = again.cookie!;
}

describe('closing with money invested', () => {
  it('waits, gives none of it up, empties each investment (below the minimum too), then only points go', async () => {
    giveMoney(m.t, m.userId, { points: 1234, interestCents: 661, bitcoinCents: 2000, priceCents: 4_000_000 });
    const preview = await previewOf(m.t, m.cookie);
    expect(preview.blockers.map((b) => b.code)).toEqual(['invested']);
    expect(preview.blockers[0]!.message).toBe(closingText.investmentsFirst);
    expect(preview.forfeit).toEqual({ points: 1234, interestCents: 661, sats: 50_000 });
    // Only the points are given up.
    expect(preview.totalCents).toBe(1234);

    const refused = await close(m.t, m.cookie, { password: VALID_PASSWORD, forfeit: preview.forfeit });
    expect(refused.status).toBe(409);
    expect((await refused.json()).blockers.map((b: { code: string }) => b.code)).toEqual(['invested']);
    expect(closedEntries()).toBe(0);
    expect(held()).toMatchObject({ balance: 661, sats: 50_000 });

    // $6.61, under the $25.00 minimum: all of it, less the standard $0.25.
    const interest = cashOutSchema.parse(
      await (await cashOut({ amount: 'all', payoutMethod: 'standard', source: 'interest' })).json(),
    );
    expect(interest).toMatchObject({ amount: '6.61', fee: '0.25', netAmount: '6.36', source: 'interest' });
    const bitcoin = cashOutSchema.parse(
      await (await cashOut({ amount: 'all', payoutMethod: 'instant', source: 'bitcoin' })).json(),
    );
    expect(bitcoin).toMatchObject({ amount: formatDecimal(preview.bitcoinValueCents!), source: 'bitcoin' });
    expect(held()).toEqual({ balance: 0, sats: 0, accrued: 0 });

    // Nothing invested now; the money on its way still holds closing.
    const waiting = await previewOf(m.t, m.cookie);
    expect(waiting.blockers.map((b) => b.code)).not.toContain('invested');
    expect(waiting.blockers.length).toBeGreaterThan(0);
    expect(waiting.forfeit).toEqual({ points: 1234, interestCents: 0, sats: 0 });

    m.t.clock.advance(5 * DAY);
    await refreshPayouts(m.t.deps);
    m.t.clock.advance(PAID_PAYOUT_WATCH_MS + 2 * DAY);
    await signInAgain();
    const last = await previewOf(m.t, m.cookie);
    expect(last.blockers).toEqual([]);
    const done = await close(m.t, m.cookie, { password: VALID_PASSWORD, forfeit: last.forfeit });
    expect(done.status).toBe(200);
  });

  it('empties the interest account with the interest accrued to the day, so nothing grows back', async () => {
    giveMoney(m.t, m.userId, { interestCents: 100_000 });
    m.t.clock.advance(5 * DAY);
    await prove();
    const preview = await previewOf(m.t, m.cookie);
    // Five days of 5% on $1,000 accrued and not yet credited: part of what the dialog shows.
    expect(preview.forfeit.interestCents).toBeGreaterThan(100_000 + 60);
    const all = cashOutSchema.parse(
      await (await cashOut({ amount: 'all', payoutMethod: 'instant', source: 'interest' })).json(),
    );
    expect(all.amount).toBe(formatDecimal(preview.forfeit.interestCents));
    m.t.clock.advance(40 * DAY);
    await signInAgain();
    expect((await previewOf(m.t, m.cookie)).forfeit).toEqual({ points: 0, interestCents: 0, sats: 0 });
    expect(held()).toEqual({ balance: 0, sats: 0, accrued: 0 });
  });

  it('refuses to empty what holds nothing, without naming which, or where the fee would take it all', async () => {
    await expect400(await cashOut({ amount: 'all', payoutMethod: 'instant' }), 'source', text.sourceInvalid);
    await expect400(
      await cashOut({ amount: 'all', payoutMethod: 'instant', source: 'interest' }),
      'amount',
      text.notEnoughFunds,
    );
    giveMoney(m.t, m.userId, { interestCents: 20 });
    await expect400(
      await cashOut({ amount: 'all', payoutMethod: 'standard', source: 'interest' }),
      'payoutMethod',
      text.feeTakesAll,
    );
    // Any other word is not an amount.
    await expect400(
      await cashOut({ amount: 'everything', payoutMethod: 'instant', source: 'interest' }),
      'amount',
      text.amountInvalid,
    );
    expect(held()).toMatchObject({ balance: 20 });
  });
});
