// Saving a card through the stripe SDK, against the local fake Stripe (the SDK's host option): one customer per
// user, an off-session SetupIntent, only this customer's confirmed card read back, the default, detach (done too
// when Stripe says the card is not attached: it was detached already).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from './stripe.ts';
import { StripeCardSetup } from './stripe-card-setup.ts';
import { isNotAttached } from './stripe-errors.ts';
import { type FakeStripe, startFakeStripe } from './testing/fake-stripe.ts';

let fake: FakeStripe;
let setup: StripeCardSetup;
const NOW = Date.UTC(2026, 10, 23);
const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

beforeAll(async () => {
  fake = await startFakeStripe();
  setup = new StripeCardSetup(
    createStripeClient({ secretKey: 'sk_test_fake', apiBase: fake.apiBase, maxNetworkRetries: 0 }),
  );
});
afterAll(() => fake.close());

const customer = (userId: number, email: string) => ({
  userId,
  email,
  idempotencyKey: `giftorbit-customer-${userId}-n${userId}`,
});

describe('saving a card with Stripe', () => {
  it('makes a customer once, a SetupIntent for off-session use, and reads back the card it confirmed', async () => {
    const customerId = await setup.ensureCustomer({ ...customer(7, 'ada@example.com'), customerId: null });
    expect(customerId).toMatch(/^cus_fake_/);
    expect(await setup.ensureCustomer({ ...customer(7, 'ada@example.com'), customerId })).toBe(customerId);
    const created = fake.requests.filter((r) => r.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]!.headers['idempotency-key']).toBe('giftorbit-customer-7-n7');

    const intent = await setup.createSetupIntent(customerId);
    expect(intent.clientSecret).toMatch(/^seti_fake_\d+_secret_/);
    const sent = fake.requests.find((r) => r.path === '/v1/setup_intents')!;
    expect(sent.form).toMatchObject({
      customer: customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });

    const pm = fake.cards.confirmSetup(intent.setupIntentId, visa);
    expect(await setup.card(customerId, pm, NOW)).toEqual({
      id: pm,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    await setup.setDefault(customerId, pm);
    expect(fake.cards.defaultOf(customerId)).toBe(pm);
    await setup.detach(pm);
    expect(fake.cards.customerOf(pm)).toBeNull();
  });

  it("refuses another customer's card, an expired one and an unknown id", async () => {
    const mine = await setup.ensureCustomer({ ...customer(8, 'a@example.com'), customerId: null });
    const theirs = await setup.ensureCustomer({ ...customer(9, 'b@example.com'), customerId: null });
    const theirCard = fake.cards.confirmSetup((await setup.createSetupIntent(theirs)).setupIntentId, visa);
    expect(await setup.card(mine, theirCard, NOW)).toBeNull();
    const old = fake.cards.confirmSetup((await setup.createSetupIntent(mine)).setupIntentId, {
      ...visa,
      exp_year: 2025,
    });
    expect(await setup.card(mine, old, NOW)).toBeNull();
    expect(await setup.card(mine, 'pm_nope', NOW)).toBeNull();
  });
});

describe('detaching a card that is not attached any more', () => {
  it('is done: the retry of a detach whose answer was lost is told "not attached", which means detached', async () => {
    const customerId = await setup.ensureCustomer({ ...customer(10, 'c@example.com'), customerId: null });
    const pm = fake.cards.confirmSetup((await setup.createSetupIntent(customerId)).setupIntentId, visa);
    await setup.detach(pm);
    await expect(setup.detach(pm)).resolves.toBeUndefined();
    // Both reached Stripe; the second was refused with its 400 for a card that is not attached.
    expect(fake.requests.filter((r) => r.path === `/v1/payment_methods/${pm}/detach`)).toHaveLength(2);
    expect(fake.cards.customerOf(pm)).toBeNull();
  });

  it('still fails on any other refusal: an unknown card is not a detached one', async () => {
    await expect(setup.detach('pm_nope')).rejects.toThrow("No such PaymentMethod: 'pm_nope'");
  });

  it("recognises Stripe's answer by its message or by its code, and nothing else", () => {
    const refusal = (raw: { message: string; code?: string; statusCode?: number }) =>
      new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', statusCode: 400, ...raw });
    const message = 'The payment method you provided is not attached to a customer so detachment is impossible.';
    expect(isNotAttached(refusal({ message }))).toBe(true);
    expect(isNotAttached(refusal({ message: 'Not allowed.', code: 'payment_method_unexpected_state' }))).toBe(true);
    expect(isNotAttached(refusal({ message: "No such PaymentMethod: 'pm_x'", code: 'resource_missing' }))).toBe(false);
    expect(isNotAttached(refusal({ message, statusCode: 500 }))).toBe(false);
    expect(isNotAttached(new Error(message))).toBe(false);
  });
});
