import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './testing/fake-stripe.ts';
import { createStripeClient, StripeCards, StripePayouts } from './stripe.ts';

const KEY = 'sk_test_fake_giftorbit';
let keys = 0;
const freshKey = (prefix: string) => `${prefix}-${++keys}`;
let fake: FakeStripe;
let cards: StripeCards;
let payouts: StripePayouts;

beforeAll(async () => {
  fake = await startFakeStripe();
  const stripe = createStripeClient({ secretKey: KEY, apiBase: fake.apiBase, maxNetworkRetries: 0 });
  cards = new StripeCards(stripe);
  payouts = new StripePayouts(stripe);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const charge = (paymentMethodId: string, idempotencyKey = freshKey('sweep')) =>
  cards.chargeOffSession({
    customerId: 'cus_123',
    paymentMethodId,
    amountCents: 512,
    idempotencyKey,
    description: 'GiftOrbit round-ups',
  });

describe('Stripe cards', () => {
  it('keeps a processing PaymentIntent processing (not a decline), then reads how it settled', async () => {
    const first = await charge('pm_card_processing');
    expect(first).toEqual({ status: 'processing', chargeId: expect.stringMatching(/^pi_fake_/) });
    const id = first.status === 'processing' ? first.chargeId : '';
    expect(await cards.getCharge(id)).toEqual({ status: 'processing', chargeId: id });
    fake.setPaymentIntent(id, 'succeeded');
    expect(await cards.getCharge(id)).toEqual({ status: 'succeeded', chargeId: id });
    const second = await charge('pm_card_processing');
    const id2 = second.status === 'processing' ? second.chargeId : '';
    fake.setPaymentIntent(id2, 'requires_payment_method', 'Your card was declined.');
    expect(await cards.getCharge(id2)).toEqual({ status: 'declined', reason: 'Your card was declined.' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id2}` });
  });

  it('creates a confirmed off-session PaymentIntent with the idempotency key', async () => {
    const result = await charge('pm_card_visa', 'sweep-a');
    expect(result).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^pi_fake_/) });
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(req?.form).toEqual({
      amount: '512',
      currency: 'usd',
      customer: 'cus_123',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      description: 'GiftOrbit round-ups',
    });
    expect(req?.headers['idempotency-key']).toBe('sweep-a');
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req?.headers['stripe-account']).toBeUndefined();
  });

  it('gives the first result again for the same key', async () => {
    const first = await charge('pm_card_visa', 'sweep-b');
    expect(await charge('pm_card_visa', 'sweep-b')).toEqual(first);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual(['sweep-b', 'sweep-b']);
  });

  it('leaves the customer out when there is none', async () => {
    await cards.chargeOffSession({
      customerId: null,
      paymentMethodId: 'pm_card_visa',
      amountCents: 500,
      idempotencyKey: 'sweep-c',
      description: 'x',
    });
    expect(fake.requests[0]?.form).not.toHaveProperty('customer');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_missing', "No such PaymentMethod: 'pm_missing'"],
  ])('turns a refusal (%s) into a decline with its message', async (pm, reason) => {
    expect(await charge(pm)).toEqual({ status: 'declined', reason });
  });

  it('declines a PaymentIntent that did not succeed', async () => {
    expect(await charge('pm_card_requiresAction')).toEqual({
      status: 'declined',
      reason: 'The payment was not completed (requires_action).',
    });
  });

  it('throws on a 500 so the caller retries with the same key', async () => {
    await expect(charge('pm_card_error500')).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(fake.requests).toHaveLength(1);
  });

  it('throws when Stripe cannot be reached', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = new StripeCards(
      createStripeClient({ secretKey: KEY, apiBase: closed.apiBase, maxNetworkRetries: 0 }),
    );
    await expect(
      offline.chargeOffSession({
        customerId: null,
        paymentMethodId: 'pm_card_visa',
        amountCents: 500,
        idempotencyKey: 'k',
        description: 'x',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

/** A US member's Connect account, paid in dollars. */
const acct = (accountRef: string) => ({ rail: 'connect', accountRef, currency: 'USD' }) as const;
const arrived = { minor: 2_475, currency: 'USD' };
const pay = (accountRef: string, method: 'instant' | 'standard' = 'standard', idempotencyKey = freshKey('cashout')) =>
  payouts.createPayout({
    destination: acct(accountRef),
    amountCents: 2_475,
    method,
    idempotencyKey,
    description: 'GiftOrbit cash-out',
  });

describe('Stripe payouts (Connect)', () => {
  it('transfers to the connected account, then pays out from it', async () => {
    const state = await pay('acct_user1', 'instant', 'cashout-a');
    expect(state).toEqual({ status: 'processing', payoutId: expect.stringMatching(/^po_fake_/), arrived });
    const [transfer, payout] = fake.requests;
    expect(transfer).toMatchObject({ method: 'POST', path: '/v1/transfers' });
    expect(transfer?.form).toEqual({
      amount: '2475',
      currency: 'usd',
      destination: 'acct_user1',
      description: 'GiftOrbit cash-out',
    });
    expect(transfer?.headers['idempotency-key']).toBe('cashout-a:transfer');
    expect(transfer?.headers['stripe-account']).toBeUndefined();
    expect(payout).toMatchObject({ method: 'POST', path: '/v1/payouts' });
    expect(payout?.form).toEqual({
      amount: '2475',
      currency: 'usd',
      method: 'instant',
      description: 'GiftOrbit cash-out',
      // The transfer rides on the payout, so a later failure can reverse it.
      'metadata[transfer_id]': expect.stringMatching(/^tr_fake_\d+$/),
    });
    expect(payout?.headers['idempotency-key']).toBe('cashout-a:payout');
    expect(payout?.headers['stripe-account']).toBe('acct_user1');
  });

  it('gives the same payout again for the same key', async () => {
    const first = await pay('acct_user1', 'standard', 'cashout-b');
    expect(await pay('acct_user1', 'standard', 'cashout-b')).toEqual(first);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'cashout-b:transfer',
      'cashout-b:payout',
      'cashout-b:transfer',
      'cashout-b:payout',
    ]);
  });

  it('follows the payout on the connected account to paid or failed', async () => {
    const created = await pay('acct_user1');
    if (created.status === 'failed') throw new Error('expected a payout');
    fake.requests.length = 0;
    expect(await payouts.getPayout(created.payoutId, acct('acct_user1'))).toEqual({
      status: 'processing',
      payoutId: created.payoutId,
      arrived,
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/v1/payouts/${created.payoutId}` });
    expect(fake.requests[0]?.headers['stripe-account']).toBe('acct_user1');

    fake.setPayout(created.payoutId, 'in_transit');
    expect((await payouts.getPayout(created.payoutId, acct('acct_user1'))).status).toBe('processing');
    fake.setPayout(created.payoutId, 'paid');
    expect(await payouts.getPayout(created.payoutId, acct('acct_user1'))).toEqual({
      status: 'paid',
      payoutId: created.payoutId,
      arrived,
    });
    fake.setPayout(created.payoutId, 'failed', 'The bank account has been closed.');
    expect(await payouts.getPayout(created.payoutId, acct('acct_user1'))).toEqual({
      status: 'failed',
      payoutId: created.payoutId,
      reason: 'The bank account has been closed.',
    });
    fake.setPayout(created.payoutId, 'canceled');
    expect(await payouts.getPayout(created.payoutId, acct('acct_user1'))).toMatchObject({
      status: 'failed',
      reason: 'The payout was canceled.',
    });
  });

  it('fails when the transfer is refused', async () => {
    expect(await pay('acct_broke')).toEqual({
      status: 'failed',
      payoutId: null,
      reason: 'You have insufficient available funds in your Stripe account.',
    });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/transfers']);
  });

  it('reverses the transfer when the payout is refused', async () => {
    expect(await pay('acct_no_instant', 'instant', 'cashout-c')).toEqual({
      status: 'failed',
      payoutId: null,
      reason: 'This account is not eligible for Instant Payouts.',
    });
    const [transfer, payout, reversal] = fake.requests;
    expect(transfer?.path).toBe('/v1/transfers');
    expect(payout?.path).toBe('/v1/payouts');
    expect(reversal).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/^\/v1\/transfers\/tr_fake_\d+\/reversals$/),
    });
    expect(transfer?.headers['idempotency-key']).toBe('cashout-c:transfer');
    expect(reversal?.form).toEqual({ amount: '2475' });
    expect(reversal?.headers['idempotency-key']).toBe('cashout-c:reversal');
    expect(reversal?.headers['stripe-account']).toBeUndefined();
  });

  it('reverses the transfer, once, when an accepted payout fails later (even after it was paid)', async () => {
    const accepted = await pay('acct_user1', 'standard', 'cashout-late');
    expect(accepted).toEqual({ status: 'processing', payoutId: expect.stringMatching(/^po_fake_/), arrived });
    const payoutId = accepted.payoutId!;
    fake.setPayout(payoutId, 'paid');
    expect(await payouts.getPayout(payoutId, acct('acct_user1'))).toEqual({ status: 'paid', payoutId, arrived });
    fake.setPayout(payoutId, 'failed', 'The bank account has been closed.');
    fake.requests.length = 0;
    const failed = { status: 'failed', payoutId, reason: 'The bank account has been closed.' };
    expect(await payouts.getPayout(payoutId, acct('acct_user1'))).toEqual(failed);
    expect(await payouts.getPayout(payoutId, acct('acct_user1'))).toEqual(failed);
    const reversals = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reversals'));
    expect(reversals).toHaveLength(1);
    expect(reversals[0]?.form).toEqual({ amount: '2475' });
    expect(reversals[0]?.headers['stripe-account']).toBeUndefined();
  });

  it('throws on a 500 so the caller retries with the same key', async () => {
    await expect(pay('acct_error500')).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
  });
});
