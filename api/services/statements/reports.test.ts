// A Bitcoin sale paid in December and sent back by the bank in January. The finished year's tax summary
// keeps the sale as December's statement shows it, January's statement shows the return in January, and each
// year's summary tells the same story as its months' statements (the return counts in the year it happened).
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '#shared/money/cents.ts';
import { cashOutSchema } from '#shared/schemas/payouts.ts';
import type { Statement } from '#shared/schemas/statements.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { monthlyStatement, taxSummary } from '#api/services/statements/reports.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

const m = memberApp({}, { payoutAccount: true, startAt: Date.UTC(2025, 11, 20, 12) });
let seq = 0;

/** Moves the clock to `ms` and signs in again there (money needs a fresh proof). */
async function at(ms: number) {
  const { email } = (await (await m.t.get('/api/user', m.cookie)).json()) as { email: string };
  m.t.clock.advance(ms - m.t.clock.now());
  const s = await m.t.signin(email, VALID_PASSWORD);
  expect(s.res.status).toBe(200);
  m.cookie = s.cookie!;
}
const request = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
  m.t.request(path, jsonInit(method, body, withCookie(m.cookie)));
const buy = (n: number, amount: number) =>
  ingestBatch(
    m.t.deps,
    m.userId,
    Array.from({ length: n }, () =>
      coinPurchase({ id: `returned-sale-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
    ),
  );
const statement = (month: string) => monthlyStatement(m.t.deps, m.userId, month)!;
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const sats = (btc: string) => Math.round(Number(btc) * 1e8);
const sumOf = (months: readonly Statement[], pick: (s: Statement) => string) =>
  months.reduce((t, s) => t + cents(pick(s)), 0);

describe('a Bitcoin sale paid in December and returned in January', () => {
  it("stays in the finished year's summary as December shows it; January shows the return", async () => {
    // December 2025: $50.00 of round-ups swept into Bitcoin, then $25.00 of it sold (instant: paid at once).
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    expect((await request('PATCH', '/api/user', { investmentChoice: 'bitcoin', roundUpMultiplier: 10 })).status).toBe(
      200,
    );
    expect((await buy(10, 99.5)).sweep).toMatchObject({ status: 'invested' });
    await at(Date.UTC(2025, 11, 29, 10));
    const res = await request('POST', '/api/cash-outs', { amount: 25, payoutMethod: 'instant', source: 'bitcoin' });
    expect(res.status).toBe(201);
    const sold = cashOutSchema.parse(await res.json());
    expect(sold).toMatchObject({ status: 'paid' });

    // January 2, 2026: the bank sends the payout back; the follow-up returns the Bitcoin through the ledger.
    const { payoutId } = m.t.sqlite
      .prepare('SELECT stripe_payout_id AS payoutId FROM cash_outs WHERE id = ?')
      .get(sold.id) as { payoutId: string };
    m.t.clock.advance(Date.UTC(2026, 0, 2, 9) - m.t.clock.now());
    (m.t.deps.providers.payouts as SandboxPayouts).sendBack(payoutId, 'The bank account has been closed.');
    await refreshPayouts(m.t.deps);
    expect(m.t.sqlite.prepare('SELECT status FROM cash_outs WHERE id = ?').pluck().get(sold.id)).toBe('failed');

    // Read in February 2026: 2025 is finished.
    m.t.clock.advance(Date.UTC(2026, 1, 3, 12) - m.t.clock.now());
    const dec = statement('2025-12');
    const jan = statement('2026-01');
    const feb = statement('2026-02');
    const sale = dec.entries.find((e) => e.kind === 'cash_out' && e.investment === 'bitcoin')!;
    expect(sale).toMatchObject({ amount: '-25.00', fee: sold.fee, net: sold.netAmount });
    expect(dec.totals).toMatchObject({ bitcoinSold: '25.00', cashedOut: '25.00', fees: sold.fee });

    const tax2025 = taxSummary(m.t.deps, m.userId, 2025)!;
    expect(tax2025.complete).toBe(true);
    const gain = 2500 - cents(sale.costBasis!);
    expect(tax2025.bitcoinSales).toEqual([
      {
        date: sale.date,
        btc: sale.btc!.slice(1),
        price: sale.price,
        proceeds: '25.00',
        costBasis: sale.costBasis,
        gain: formatDecimal(gain),
        returned: false,
      },
    ]);
    expect(tax2025.sold).toEqual({
      btc: sale.btc!.slice(1),
      proceeds: '25.00',
      costBasis: sale.costBasis,
      gain: formatDecimal(gain),
    });
    expect(tax2025.fees).toBe(dec.totals.fees);

    // January: the return is its own line, dated when it happened, the Bitcoin back in the holding.
    const back = jan.entries.find((e) => e.kind === 'cash_out_returned')!;
    expect(back).toMatchObject({ investment: 'bitcoin', amount: '25.00', btc: sale.btc!.slice(1) });
    expect(back.date).toBe('2026-01-02T09:00:00.000Z');
    expect(sats(jan.closing.bitcoin) - sats(jan.opening.bitcoin)).toBe(-sats(sale.btc!));
    expect(cents(jan.closing.bitcoinCostBasis) - cents(jan.opening.bitcoinCostBasis)).toBe(cents(sale.costBasis!));

    // Each year's summary is the sum of its months: 2026 holds the return (the sale undone), not 2025.
    const tax2026 = taxSummary(m.t.deps, m.userId, 2026)!;
    for (const [tax, months] of [
      [tax2025, [dec]],
      [tax2026, [jan, feb]],
    ] as const) {
      expect(cents(tax.sold.proceeds)).toBe(sumOf(months, (s) => s.totals.bitcoinSold));
      expect(cents(tax.fees)).toBe(sumOf(months, (s) => s.totals.fees));
    }
    expect(tax2026.bitcoinSales).toEqual([
      {
        date: back.date,
        btc: sale.btc,
        price: sale.price,
        proceeds: '-25.00',
        costBasis: `-${sale.costBasis}`,
        gain: formatDecimal(-gain),
        returned: true,
      },
    ]);
  });
});
