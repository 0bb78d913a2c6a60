// What the member's screens show of the model: the list's counts, the creator's share, the portfolio's value.
import { accruedCents, accrueTo, DAY, satsValue } from './model-math.ts';
import type { MoneyModel, SeenRow } from './model.ts';

/** The list's purchase counts and spends (docs/product-rules.md section 6): posted and not refunded; pending apart. */
export function purchasesListed(m: MoneyModel) {
  const listed = [...m.seen.values()].filter((r) => r.type === 'debit' && !r.removed && r.supersededBy === null);
  const counted = listed.filter((r) => !r.pending && !r.reversed);
  const pending = listed.filter((r) => r.pending);
  const sum = (rows: SeenRow[]) => rows.reduce((total, r) => total + r.usd, 0);
  return { count: counted.length, spend: sum(counted), pending: pending.length, pendingSpend: sum(pending) };
}

/** What the followed creator still holds of this member's purchases. */
export const sentToCreator = (m: MoneyModel, creator: number) =>
  [...m.seen.values()]
    .filter((r) => !r.reversed && r.earned?.creator === creator)
    .reduce((sum, r) => sum + r.earned!.share, 0);

/**
 * What the portfolio shows now (interest brought up to date), and today's point on the chart. While the Bitcoin
 * price is down, Bitcoin held and the total have no value, and today's point waits for one.
 */
export function valuation(m: MoneyModel) {
  accrueTo(m.interest, m.now);
  const price = m.priceDown ? null : m.price(m.now);
  const btcValue = m.bitcoin.sats === 0 ? 0 : price === null ? null : satsValue(m.bitcoin.sats, price);
  const interestValue = m.interest.balance + accruedCents(m.interest);
  const invested = m.interest.invested + m.bitcoin.invested;
  const value = btcValue === null ? null : interestValue + btcValue;
  if (value !== null && (invested !== 0 || value !== 0)) m.chart.set(Math.floor(m.now / DAY), { value, invested });
  return { price, btcValue, interestValue, invested, value };
}
