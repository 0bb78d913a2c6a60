// Four months of a member's money (round-ups, sweeps into the interest account and into Bitcoin, interest
// credits, a redemption, a cash-out from each investment, a sale whose payout failed), then every monthly statement
// read afterwards: each month's closing balances equal, to the cent, what the dashboard's own endpoints showed at
// that month's end, each month opens where the last closed, and the lines and the tax summary agree with the
// payouts' own lists.
import { describe, expect, it } from 'vitest';
import { cashOutsResponseSchema, redemptionsResponseSchema } from '#shared/schemas/payouts.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { type Statement, statementSchema, taxSummarySchema } from '#shared/schemas/statements.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

const m = memberApp({}, { payoutAccount: true, startAt: Date.UTC(2025, 0, 1, 12) });
let seq = 0;

/** Moves the clock to `at` and signs in again there (a session does not last months; money needs a fresh proof). */
async function at(ms: number, email: string) {
  m.t.clock.advance(ms - m.t.clock.now());
  const s = await m.t.signin(email, VALID_PASSWORD);
  expect(s.res.status).toBe(200);
  m.cookie = s.cookie!;
}
const patchUser = async (body: Record<string, unknown>) =>
  expect((await m.t.request('/api/user', jsonInit('PATCH', body, withCookie(m.cookie)))).status).toBe(200);
const buy = (n: number, amount: number) =>
  ingestBatch(
    m.t.deps,
    m.userId,
    Array.from({ length: n }, () =>
      coinPurchase({ id: `statement-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
    ),
  );

/** What the dashboard shows (its portfolio and points endpoints), written as a statement's balances are. */
async function dashboard() {
  const p = await getOk(m.t, '/api/portfolio', portfolioSchema, m.cookie);
  const s = await getOk(m.t, '/api/stats/fast', statsSchema, m.cookie);
  return {
    points: s.pointsBalance.toFixed(2),
    pendingRoundUps: p.pendingRoundUps.toFixed(2),
    interestBalance: p.holdings.interest.balance.toFixed(2),
    bitcoin: p.holdings.bitcoin.btc,
    totalInvested: p.totalInvested.toFixed(2),
  };
}
const shown = (b: Statement['closing']) => ({
  points: b.points,
  pendingRoundUps: b.pendingRoundUps,
  interestBalance: b.interestBalance,
  bitcoin: b.bitcoin,
  totalInvested: b.totalInvested,
});
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const endOf = (month0: number) => Date.UTC(2025, month0 + 1, 1) - 1;

describe('monthly statements agree with the dashboard, month by month', () => {
  it('closing balances equal the dashboard at each month end; lines and tax summary match the payouts', async () => {
    const { email } = (await (await m.t.get('/api/user', m.cookie)).json()) as { email: string };
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    const atMonthEnd: Record<string, Awaited<ReturnType<typeof dashboard>>> = {};

    // January: $100.00 of round-ups swept into the interest account, then $2.97 left waiting.
    await at(Date.UTC(2025, 0, 5, 9), email);
    await patchUser({ investmentChoice: 'interest', roundUpMultiplier: 10 });
    expect((await buy(20, 9.5)).sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });
    await patchUser({ roundUpMultiplier: 1 });
    expect((await buy(3, 9.01)).sweep).toBeNull();
    await at(endOf(0), email);
    atMonthEnd['2025-01'] = await dashboard();

    // February: $52.97 swept into Bitcoin; 25 points redeemed (standard, $0.25 fee).
    await at(Date.UTC(2025, 1, 10, 15), email);
    await patchUser({ investmentChoice: 'bitcoin', roundUpMultiplier: 10 });
    expect((await buy(10, 99.5)).sweep).toMatchObject({ status: 'invested', amountCents: 5_297 });
    await at(Date.UTC(2025, 1, 20, 10), email);
    expect((await m.post('/api/points/redeem', { amount: 25, method: 'standard' })).status).toBe(201);
    await at(endOf(1), email);
    atMonthEnd['2025-02'] = await dashboard();

    // March: $25 of Bitcoin sold and $25 out of the interest account (instant, 1.5% fee).
    await at(Date.UTC(2025, 2, 12, 8), email);
    expect((await m.post('/api/cash-outs', { amount: 25, payoutMethod: 'standard', source: 'bitcoin' })).status).toBe(
      201,
    );
    expect((await m.post('/api/cash-outs', { amount: 25, payoutMethod: 'instant', source: 'interest' })).status).toBe(
      201,
    );
    await at(endOf(2), email);
    atMonthEnd['2025-03'] = await dashboard();
    // April: the interest credit of April 1, and a sale whose payout failed: the Bitcoin came back.
    await at(Date.UTC(2025, 3, 9, 14), email);
    (m.t.deps.providers.payouts as SandboxPayouts).failNextPayout('Payouts to this account are not allowed.');
    const failed = await m.post('/api/cash-outs', { amount: 25, payoutMethod: 'instant', source: 'bitcoin' });
    expect(((await failed.json()) as { status: string }).status).toBe('failed');
    await at(endOf(3), email);
    atMonthEnd['2025-04'] = await dashboard();

    // Read in May, every past statement closes where the dashboard stood at its month's end.
    await at(Date.UTC(2025, 4, 3, 12), email);
    const statements: Record<string, Statement> = {};
    let previous: Statement['closing'] | null = null;
    for (const month of ['2025-01', '2025-02', '2025-03', '2025-04']) {
      const s = await getOk(m.t, `/api/statements/${month}`, statementSchema, m.cookie);
      statements[month] = s;
      expect(s.complete).toBe(true);
      expect(shown(s.closing), month).toEqual(atMonthEnd[month]);
      if (previous) expect(s.opening, month).toEqual(previous);
      previous = s.closing;
    }
    const [jan, feb, mar, apr] = ['2025-01', '2025-02', '2025-03', '2025-04'].map((k) => statements[k]!) as [
      Statement,
      Statement,
      Statement,
      Statement,
    ];
    expect(Object.values(shown(jan.opening))).toEqual(['0.00', '0.00', '0.00', '0.00000000', '0.00']);

    // January's lines: 23 purchases' round-ups, the sweep charged and invested.
    expect(jan.entries.filter((e) => e.kind === 'coin_purchase')).toHaveLength(23);
    expect(jan.totals).toMatchObject({ roundUps: '102.97', invested: '100.00', interest: '0.00' });
    expect(jan.totals.pointsEarned).toBe(jan.closing.points);
    expect(jan.entries.find((e) => e.kind === 'sweep_invested')).toMatchObject({
      investment: 'interest',
      amount: '100.00',
    });

    // February: the interest credit of February 1, the Bitcoin buy with its price, the redemption with its fee.
    const credit = feb.entries.find((e) => e.kind === 'interest_credit')!;
    expect(credit.date).toBe('2025-02-01T00:00:00.000Z');
    expect(cents(credit.amount)).toBe(cents(feb.closing.interestBalance) - cents(jan.closing.interestBalance));
    const btcBuy = feb.entries.find((e) => e.kind === 'sweep_invested')!;
    expect(btcBuy).toMatchObject({ investment: 'bitcoin', amount: '52.97', btc: feb.closing.bitcoin });
    const { price } = m.t.sqlite
      .prepare("SELECT bitcoin_price_cents AS price FROM investment_transactions WHERE user_id = ? AND type = 'buy'")
      .get(m.userId) as { price: number };
    expect(cents(btcBuy.price!)).toBe(price);
    const [redemption] = redemptionsResponseSchema.parse(
      await (await m.t.get('/api/points/redemptions', m.cookie)).json(),
    ).redemptions;
    expect(feb.entries.find((e) => e.kind === 'redemption')).toMatchObject({
      amount: `-${redemption!.cashValue}`,
      points: '-25.00',
      fee: redemption!.fee,
      net: redemption!.netAmount,
    });
    // The redemption is named as such, in dollars, and is no cash-out.
    expect(feb.totals).toMatchObject({
      bitcoinBought: '52.97',
      pointsRedeemed: '25.00',
      redeemedForCash: redemption!.cashValue,
      cashedOut: '0.00',
      fees: '0.25',
    });

    // March: each cash-out with its fee, the sale with its Bitcoin, price and cost basis.
    const { cashOuts } = cashOutsResponseSchema.parse(await (await m.t.get('/api/cash-outs', m.cookie)).json());
    for (const c of cashOuts.filter((x) => x.createdAt.startsWith('2025-03'))) {
      expect(mar.entries.find((e) => e.kind === 'cash_out' && e.investment === c.source)).toMatchObject({
        amount: `-${c.amount}`,
        fee: c.fee,
        net: c.netAmount,
      });
    }
    const sale = mar.entries.find((e) => e.kind === 'cash_out' && e.investment === 'bitcoin')!;
    const soldSats = -Math.round(Number(sale.btc) * 1e8);
    expect(soldSats).toBe(Math.round((Number(feb.closing.bitcoin) - Number(mar.closing.bitcoin)) * 1e8));
    expect(cents(sale.costBasis!)).toBe(cents(feb.closing.bitcoinCostBasis) - cents(mar.closing.bitcoinCostBasis));
    expect(Math.abs(cents(sale.price!) - Math.round((2500 * 1e8) / soldSats))).toBeLessThanOrEqual(1);
    expect(mar.totals).toMatchObject({ bitcoinSold: '25.00', cashedOut: '50.00', fees: '0.63' });
    expect(apr.entries.map((e) => e.kind)).toEqual(['interest_credit', 'cash_out', 'cash_out_returned']);
    expect(apr.entries[2]).toMatchObject({ amount: '25.00', btc: apr.entries[1]!.btc!.slice(1) });
    expect(apr.totals).toMatchObject({ bitcoinSold: '0.00', cashedOut: '0.00', fees: '0.00' });
    expect(apr.closing.bitcoin).toBe(mar.closing.bitcoin);

    // The year so far: interest is every month's credits; the buy and the sale as the statements show them.
    const tax = await getOk(m.t, '/api/statements/tax/2025', taxSummarySchema, m.cookie);
    const monthsInterest = Object.values(statements).reduce((t, s) => t + cents(s.totals.interest), 0);
    const may = await getOk(m.t, '/api/statements/2025-05', statementSchema, m.cookie);
    expect(may.complete).toBe(false);
    expect(cents(tax.interestEarned)).toBe(monthsInterest + cents(may.totals.interest));
    expect(tax.bitcoinBuys).toEqual([{ date: btcBuy.date, btc: btcBuy.btc, price: btcBuy.price, cost: '52.97' }]);
    expect(tax.bitcoinSales).toHaveLength(1);
    expect(tax.bitcoinSales[0]).toMatchObject({ date: sale.date, proceeds: '25.00', costBasis: sale.costBasis });
    expect(cents(tax.sold.gain)).toBe(2500 - cents(sale.costBasis!));
    expect(tax).toMatchObject({ complete: false, pointsRedeemed: '25.00', fees: '0.88' });
  });
});
