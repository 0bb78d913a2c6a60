// POST /api/webhooks/stripe: a sweep's card payment that was still processing settles when Stripe says so,
// once, and only on a call Stripe signed.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { portfolio as ptext } from '#shared/messages/money.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { sweepUser } from '#api/services/money/sweeps.ts';
import { sweepFixture } from '#api/services/money/testing/sweep-fixture.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const SECRET = 'whsec_test_giftorbit';
let t: TestApp;
let cookie: string;
let userId: number;

beforeEach(async () => {
  t = makeTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  const s = await t.signup();
  cookie = s.cookie!;
  userId = s.body.id;
});
afterEach(() => {
  expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
});

const { setCard, sixRoundUps, portfolio, sweeps, deposits, notificationTitles } = sweepFixture(() => ({
  t,
  cookie,
  userId,
}));

/** A sweep whose card payment is still processing at the provider; its PaymentIntent id. */
async function processingSweep(pm = 'pm_card_processing') {
  setCard(pm);
  ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
  expect(await sweepUser(t.deps, userId)).toMatchObject({ status: 'processing' });
  return sweeps()[0]!.charge_id!;
}

function event(type: string, intentId: string, status: string, failure: string | null = null) {
  return JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    created: Math.floor(t.clock.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: 594,
        currency: 'usd',
        status,
        last_payment_error: failure ? { message: failure } : null,
      },
    },
  });
}

const send = (payload: string, signedAtMs = t.clock.now(), secret = SECRET) =>
  t.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(signedAtMs / 1000),
      }),
    },
    body: payload,
  });

describe('POST /api/webhooks/stripe', () => {
  it('invests a processing sweep when its payment succeeds, once', async () => {
    const id = await processingSweep();
    const payload = event('payment_intent.succeeded', id, 'succeeded');
    expect((await send(payload)).status).toBe(200);
    expect(sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect((await portfolio()).totalInvested).toBe(5.94);
    // Stripe delivers at least once: a repeat changes nothing.
    expect((await send(payload)).status).toBe(200);
    expect(deposits()).toBe(1);
  });

  it('returns the money to pending when the payment fails, and tells the user', async () => {
    const id = await processingSweep();
    const res = await send(event('payment_intent.payment_failed', id, 'requires_payment_method', 'Declined.'));
    expect(res.status).toBe(200);
    expect(sweeps()).toMatchObject([{ status: 'declined', failure_reason: 'Declined.' }]);
    expect((await portfolio()).pendingRoundUps).toBe(5.94);
    expect(notificationTitles()).toContain(ptext.sweepDeclinedTitle);
  });

  it('refuses a call Stripe did not sign, or signed too long ago, and changes nothing', async () => {
    const id = await processingSweep();
    const payload = event('payment_intent.succeeded', id, 'succeeded');
    for (const res of [
      await send(payload, t.clock.now(), 'whsec_someone_else'),
      await send(payload, t.clock.now() - 10 * 60_000),
      await t.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: payload,
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: api.webhookSignatureInvalid });
    }
    expect(sweeps()).toMatchObject([{ status: 'processing' }]);
  });

  it('is not there without a signing secret', async () => {
    const other = makeTestApp();
    const res = await other.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
    other.cleanup();
  });
});
