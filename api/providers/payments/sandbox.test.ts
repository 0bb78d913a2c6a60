import { describe, expect, it } from 'vitest';
import { estimatedArrival } from '#shared/money/payouts.ts';
import { sandboxRateProvider } from '#api/providers/rates/sandbox.ts';
import type { PayoutDestination } from './payment-providers.ts';
import { SandboxCards, SandboxPayouts } from './sandbox.ts';

const DAY = 86_400_000;
// A Monday, so three business days later is Thursday.
const MONDAY = Date.UTC(2025, 5, 2, 15);

function clock(start = MONDAY) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

const sweep = (paymentMethodId: string, idempotencyKey: string, amountCents = 512) => ({
  customerId: 'cus_sandbox_1',
  paymentMethodId,
  amountCents,
  idempotencyKey,
  description: 'GiftOrbit round-ups',
});

describe('sandbox cards', () => {
  it.each(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex'])('charges %s', async (pm) => {
    const cards = new SandboxCards(clock().now);
    const result = await cards.chargeOffSession(sweep(pm, 'sweep-1'));
    expect(result).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/) });
    expect(cards.charges).toEqual([
      { ...sweep(pm, 'sweep-1'), chargeId: (result as { chargeId: string }).chargeId, result, createdAtMs: MONDAY },
    ]);
    expect(cards.name).toBe('sandbox');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_authenticationRequired', 'Your card was declined. This transaction requires authentication.'],
    ['pm_unknown', "No such PaymentMethod: 'pm_unknown'"],
  ])('declines %s with "%s"', async (pm, reason) => {
    const cards = new SandboxCards();
    expect(await cards.chargeOffSession(sweep(pm, 'sweep-1'))).toEqual({ status: 'declined', reason });
  });

  it('declines below Stripe’s $0.50 minimum', async () => {
    expect(await new SandboxCards().chargeOffSession(sweep('pm_card_visa', 'k', 49))).toEqual({
      status: 'declined',
      reason: 'Amount must be at least $0.50 usd',
    });
  });

  it('charges once per idempotency key and gives the first result again', async () => {
    const cards = new SandboxCards();
    const first = await cards.chargeOffSession(sweep('pm_card_visa', 'sweep-7'));
    expect(await cards.chargeOffSession(sweep('pm_card_visa', 'sweep-7'))).toEqual(first);
    const declined = await cards.chargeOffSession(sweep('pm_card_chargeDeclined', 'sweep-8'));
    expect(await cards.chargeOffSession(sweep('pm_card_chargeDeclined', 'sweep-8'))).toEqual(declined);
    const other = await cards.chargeOffSession(sweep('pm_card_visa', 'sweep-9'));
    expect(other).not.toEqual(first);
    expect(cards.charges.map((c) => [c.idempotencyKey, c.result.status])).toEqual([
      ['sweep-7', 'succeeded'],
      ['sweep-8', 'declined'],
      ['sweep-9', 'succeeded'],
    ]);
  });

  it('refuses a reused key with different parameters, as Stripe does', async () => {
    const cards = new SandboxCards();
    await cards.chargeOffSession(sweep('pm_card_visa', 'sweep-1'));
    await expect(cards.chargeOffSession(sweep('pm_card_visa', 'sweep-1', 600))).rejects.toThrow(/same parameters/);
    expect(cards.charges).toHaveLength(1);
  });

  it.each([0, -100, 5.5, Number.NaN])('refuses an amount of %s cents as a bug', async (amount) => {
    await expect(new SandboxCards().chargeOffSession(sweep('pm_card_visa', 'k', amount))).rejects.toThrow(RangeError);
  });
});

const US_ACCOUNT = { rail: 'connect', accountRef: 'acct_1', currency: 'USD' } as const;
const cashOut = (
  method: 'instant' | 'standard',
  idempotencyKey: string,
  destination: PayoutDestination = US_ACCOUNT,
) => ({
  destination,
  amountCents: 2_475,
  method,
  idempotencyKey,
  description: 'GiftOrbit cash-out',
});

describe('sandbox payouts', () => {
  it('pays an instant payout at once, and says what arrived', async () => {
    const payouts = new SandboxPayouts(clock().now);
    const state = await payouts.createPayout(cashOut('instant', 'cash-1'));
    expect(state).toEqual({
      status: 'paid',
      payoutId: expect.stringMatching(/^po_sandbox_[0-9a-f]{24}$/),
      arrived: { minor: 2_475, currency: 'USD' },
    });
    expect(await payouts.getPayout(state.payoutId!, null)).toEqual(state);
  });

  it("pays a Mexican account in pesos at the day's rate, as Stripe converts", async () => {
    const c = clock();
    const rates = sandboxRateProvider;
    const payouts = new SandboxPayouts(c.now, rates);
    const mx = { rail: 'recipient', accountRef: 'acct_mx', currency: 'MXN' } as const;
    const state = await payouts.createPayout(cashOut('standard', 'cash-mx', mx));
    const rate = (await rates.usdRate('MXN', new Date(MONDAY).toISOString().slice(0, 10)))!;
    // 24.75 dollars at about 18.5 pesos: about MX$458, in centavos.
    const expected = Math.round((2_475 * rate.unitsPerUsdMicros) / 1_000_000);
    expect(state).toMatchObject({ status: 'processing', arrived: { currency: 'MXN' } });
    expect(state.status !== 'failed' && state.arrived!.minor).toBeCloseTo(expected, -1);
    c.set(MONDAY + 3 * DAY);
    expect(await payouts.getPayout(state.payoutId!, mx)).toEqual({ ...state, status: 'paid' });
  });

  it('lands a standard payout after three business days', async () => {
    const c = clock();
    const payouts = new SandboxPayouts(c.now);
    const created = await payouts.createPayout(cashOut('standard', 'cash-1'));
    expect(created.status).toBe('processing');
    const id = created.payoutId!;
    // Monday 15:00 -> Thursday 15:00.
    expect(estimatedArrival(MONDAY)).toBe(MONDAY + 3 * DAY);
    c.set(MONDAY + 3 * DAY - 1);
    const arrived = { minor: 2_475, currency: 'USD' };
    expect(await payouts.getPayout(id, null)).toEqual({ status: 'processing', payoutId: id, arrived });
    c.set(MONDAY + 3 * DAY);
    expect(await payouts.getPayout(id, null)).toEqual({ status: 'paid', payoutId: id, arrived });
  });

  it('skips the weekend: created on Friday, paid on Wednesday', async () => {
    const friday = MONDAY + 4 * DAY;
    const c = clock(friday);
    const payouts = new SandboxPayouts(c.now);
    const id = (await payouts.createPayout(cashOut('standard', 'cash-1'))).payoutId!;
    c.set(friday + 4 * DAY);
    expect((await payouts.getPayout(id, null)).status).toBe('processing');
    c.set(friday + 5 * DAY);
    expect((await payouts.getPayout(id, null)).status).toBe('paid');
  });

  it('fails the next payout when told to, and only that one', async () => {
    const payouts = new SandboxPayouts(clock().now);
    payouts.failNextPayout('The bank account has been closed.');
    const failed = await payouts.createPayout(cashOut('standard', 'cash-1'));
    expect(failed).toEqual({
      status: 'failed',
      payoutId: expect.stringMatching(/^po_sandbox_/),
      reason: 'The bank account has been closed.',
    });
    expect(await payouts.getPayout(failed.payoutId!, null)).toEqual(failed);
    expect((await payouts.createPayout(cashOut('instant', 'cash-2'))).status).toBe('paid');
  });

  it('pays out once per idempotency key, giving the first result again', async () => {
    const c = clock();
    const payouts = new SandboxPayouts(c.now);
    const first = await payouts.createPayout(cashOut('standard', 'cash-1'));
    c.advance(10 * DAY);
    expect(await payouts.createPayout(cashOut('standard', 'cash-1'))).toEqual(first);
    payouts.failNextPayout('nope');
    expect(await payouts.createPayout(cashOut('standard', 'cash-1'))).toEqual(first);
    await expect(payouts.createPayout({ ...cashOut('standard', 'cash-1'), amountCents: 1 })).rejects.toThrow(
      /same parameters/,
    );
    // The failure waits for the next new payout.
    expect((await payouts.createPayout(cashOut('standard', 'cash-2'))).status).toBe('failed');
  });

  it('knows nothing of a payout it did not create', async () => {
    await expect(new SandboxPayouts().getPayout('po_other', null)).rejects.toThrow(/No such payout/);
  });
});
