// Saved cards with both Stripe keys, through the real app and the stripe SDK against the local fake Stripe: the
// page is told to use Stripe.js with the publishable key; the SetupIntent it confirms gives the card saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { paymentMethodsResponseSchema, setupIntentResponseSchema } from '#shared/schemas/cards.ts';
import { type FakeStripe, startFakeStripe } from '#api/providers/payments/testing/fake-stripe.ts';
import { getOk } from '#api/testing/member-app.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

let fake: FakeStripe;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = makeTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: fake.apiBase },
  });
  cookie = (await t.signup()).cookie!;
});
afterAll(async () => {
  t.cleanup();
  await fake.close();
});

describe('saving a card with Stripe', () => {
  it('hands the page the publishable key, a SetupIntent of its customer, and saves the card it confirmed', async () => {
    const list = () => getOk(t, apiPaths.paymentMethods, paymentMethodsResponseSchema, cookie);
    expect(await list()).toEqual({ paymentMethods: [], provider: 'stripe', publishableKey: 'pk_test_fake' });

    const res = await t.request(apiPaths.createSetupIntent, jsonInit('POST', undefined, withCookie(cookie)));
    expect(res.status).toBe(200);
    const intent = setupIntentResponseSchema.parse(await res.json());
    expect(intent.client_secret).toMatch(/^seti_fake_\d+_secret_/);

    // What Stripe.js does in the page with the card the user typed.
    const pm = fake.cards.confirmSetup(intent.setup_intent_id, {
      brand: 'mastercard',
      last4: '4444',
      exp_month: 4,
      exp_year: 2031,
    });
    const saved = await t.request(
      apiPaths.savePaymentMethod,
      jsonInit('POST', { paymentMethodId: pm }, withCookie(cookie)),
    );
    expect(saved.status).toBe(201);
    expect((await list()).paymentMethods).toEqual([
      { id: pm, isDefault: true, card: { brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: 2031 } },
    ]);
    // The customer's default at Stripe too, where off-session charges look.
    const customer = t.sqlite.prepare('SELECT stripe_customer_id AS id FROM users').get() as { id: string };
    expect(fake.cards.defaultOf(customer.id)).toBe(pm);
  });
});
