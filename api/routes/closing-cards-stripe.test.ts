// Closing an account with Stripe's cards (the stripe SDK against the local fake Stripe): a card whose detach went
// through at Stripe but whose answer was lost is retried by the jobs, and Stripe's 'not attached' on that retry means
// it is detached, so nothing is left to finish for the closed account (it is not retried and logged forever).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { setupIntentResponseSchema } from '#shared/schemas/cards.ts';
import { type FakeStripe, startFakeStripe } from '#api/providers/payments/testing/fake-stripe.ts';
import { closingsToFinish, finishClosings } from '#api/services/closing/providers.ts';
import { close } from '#api/testing/closing.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(() => {
  t = makeTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_BASE: fake.apiBase },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  t.cleanup();
});

/** A member with a card saved through Stripe (the SetupIntent confirmed as Stripe.js would). */
async function memberWithCard() {
  const { cookie, body } = await t.signup();
  const res = await t.request(apiPaths.createSetupIntent, jsonInit('POST', undefined, withCookie(cookie)));
  const intent = setupIntentResponseSchema.parse(await res.json());
  const pm = fake.cards.confirmSetup(intent.setup_intent_id, {
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2031,
  });
  const saved = await t.request(
    apiPaths.savePaymentMethod,
    jsonInit('POST', { paymentMethodId: pm }, withCookie(cookie)),
  );
  expect(saved.status).toBe(201);
  return { cookie: cookie!, userId: body.id as number, pm };
}

describe('closing an account whose card detach lost its answer', () => {
  it("takes Stripe's 'not attached' on the retry as detached: nothing is left to finish", async () => {
    const { cookie, userId, pm } = await memberWithCard();
    const detach = t.deps.providers.cardSetup.detach.bind(t.deps.providers.cardSetup);
    // The detach reaches Stripe and is done there, but its answer never comes back.
    const spy = vi.spyOn(t.deps.providers.cardSetup, 'detach').mockImplementationOnce(async (id) => {
      await detach(id);
      throw new Error('read ECONNRESET');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await close(t, cookie, { password: VALID_PASSWORD })).status).toBe(200);
    expect(fake.cards.customerOf(pm)).toBeNull();
    expect(closingsToFinish(t.deps)).toEqual([userId]);
    expect(warn).toHaveBeenCalledTimes(1);

    // The job's next pass: Stripe answers that the card is not attached, which is what closing asked for.
    await finishClosings(t.deps);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(fake.requests.filter((r) => r.path === `/v1/payment_methods/${pm}/detach`)).toHaveLength(2);
    expect(closingsToFinish(t.deps)).toEqual([]);
    const left = t.sqlite
      .prepare(
        `SELECT stripe_payment_method_id AS pm, (SELECT count(*) FROM payment_methods WHERE user_id = users.id) AS cards
         FROM users WHERE id = ?`,
      )
      .get(userId);
    expect(left).toEqual({ pm: null, cards: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
