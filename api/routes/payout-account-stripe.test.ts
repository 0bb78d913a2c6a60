// Payout accounts with Stripe's keys (against the fake): a US member's Connect Express account is created, its hosted
// onboarding linked, and its state kept current by `account.updated` from the Connect webhook: signed, each event
// once, an older one arriving late ignored. Redemptions are then transferred and paid out there.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { payoutAccountResponseSchema } from '#shared/schemas/payout-accounts.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { type FakeStripe, startFakeStripe } from '#api/providers/payments/testing/fake-stripe.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { stripeHook, stripeSignature } from '#api/testing/webhooks.ts';

const CONNECT_SECRET = 'whsec_connect_giftorbit';
let fake: FakeStripe;
let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(async () => {
  t = makeTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake_giftorbit',
      STRIPE_API_BASE: fake.apiBase,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    },
  });
  const s = await t.signup({ country: 'USA', email: 'ana.payouts@example.com' });
  cookie = s.cookie!;
  userId = s.body.id;
});
afterEach(() => {
  expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
});

const post = (path: string, body: unknown = {}) => t.post(path, body, cookie);
const view = async () => payoutAccountResponseSchema.parse(await (await t.get('/api/payout-account', cookie)).json());
const titles = () =>
  (
    t.sqlite.prepare('SELECT title FROM notifications WHERE user_id = ? ORDER BY id').all(userId) as { title: string }[]
  ).map((n) => n.title);

function accountUpdated(accountId: string, eventId: string, createdMs: number) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'account.updated',
    account: accountId,
    created: Math.floor(createdMs / 1000),
    data: { object: fake.payoutAccounts.accountObject(accountId) },
  });
}
const deliver = (payload: string, secret = CONNECT_SECRET) =>
  stripeHook(t, payload, stripeSignature(payload, t.clock.now(), secret));

async function onboard() {
  const res = await post('/api/payout-account/onboarding');
  expect(res.status).toBe(200);
  expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/connect\.stripe\.com\//);
  return (
    t.sqlite.prepare('SELECT account_ref AS ref FROM payout_accounts WHERE user_id = ?').get(userId) as { ref: string }
  ).ref;
}

describe('a Connect Express payout account kept current by account.updated', () => {
  it("is created for the member's country and email, with return and refresh URLs back to Settings", async () => {
    const ref = await onboard();
    const create = fake.requests.find((r) => r.path === '/v1/accounts' && r.form.email === 'ana.payouts@example.com');
    expect(create?.form).toMatchObject({ type: 'express', country: 'US' });
    const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1);
    expect(link?.form).toEqual({
      account: ref,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/settings/payouts?payout-onboarding=return',
      refresh_url: 'http://localhost:3000/settings/payouts?payout-onboarding=refresh',
    });
    expect((await view()).account).toMatchObject({ status: 'onboarding', bankName: null });
  });

  it('is ready on a signed event, once however often it comes, and an older event changes nothing', async () => {
    const ref = await onboard();
    const before = accountUpdated(ref, 'evt_old', t.clock.now());
    fake.payoutAccounts.completeOnboarding(ref, { bank_name: 'STRIPE TEST BANK', last4: '6789', currency: 'usd' });
    t.clock.advance(60_000);
    const ready = accountUpdated(ref, 'evt_ready', t.clock.now());

    expect((await deliver(ready, 'whsec_someone_else')).status).toBe(400);
    expect((await view()).account?.status).toBe('onboarding');
    expect((await deliver(ready)).status).toBe(200);
    expect((await view()).account).toMatchObject({ status: 'ready', bankName: 'STRIPE TEST BANK', last4: '6789' });
    expect((await deliver(ready)).status).toBe(200);
    expect(titles()).toEqual([text.connectedTitle]);
    // The event from before onboarding finished arrives last: the account stays ready.
    expect((await deliver(before)).status).toBe(200);
    expect((await view()).account?.status).toBe('ready');
    expect(t.sqlite.prepare('SELECT stripe_connect_enabled AS on_ FROM users WHERE id = ?').get(userId)).toEqual({
      on_: 1,
    });
  });

  it('pays a redemption to that account, and a payout refused there marks it as needing attention', async () => {
    const ref = await onboard();
    fake.payoutAccounts.completeOnboarding(ref, { bank_name: 'STRIPE TEST BANK', last4: '6789', currency: 'usd' });
    await post('/api/payout-account/refresh');
    ingest(
      t.sqlite,
      userId,
      Array.from({ length: 20 }, (_, i) =>
        coinPurchase({ id: `c-${i}`, amount: -99.99, date: new Date(t.clock.now()).toISOString() }),
      ),
      t.clock.now(),
    );
    fake.requests.length = 0;
    const res = await post('/api/points/redeem', { amount: 40, method: 'standard' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      status: 'processing',
      destination: { bankName: 'STRIPE TEST BANK', last4: '6789', currency: 'USD' },
      arrived: { amount: '39.75', currency: 'USD' },
    });
    expect(fake.requests.find((r) => r.path === '/v1/transfers')?.form.destination).toBe(ref);
    expect(fake.requests.find((r) => r.path === '/v1/payouts')?.headers['stripe-account']).toBe(ref);
    // The bank sends it back: the points come back, the account needs attention, the next payout waits for it.
    const payout = await t.request('/api/points/redemptions', { headers: withCookie(cookie) });
    const [sent] = ((await payout.json()) as { redemptions: { id: number }[] }).redemptions;
    const stripePayoutId = (
      t.sqlite.prepare('SELECT stripe_payout_id AS id FROM points_redemptions WHERE id = ?').get(sent!.id) as {
        id: string;
      }
    ).id;
    fake.setPayout(stripePayoutId, 'failed', 'The bank account has been closed.');
    await refreshPayouts(t.deps);
    expect((await view()).account).toMatchObject({
      status: 'attention',
      attentionReason: 'The bank account has been closed.',
    });
    const next = await post('/api/points/redeem', { amount: 25, method: 'instant' });
    expect(await next.json()).toMatchObject({
      status: 'pending',
      heldReason: text.held('The bank account has been closed.'),
    });
    expect(fake.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(1);
  });

  it('without the financial account, a Mexican member is told Latin America is not paid here', async () => {
    const mx = await t.signup({ country: 'Mexico' });
    const v = payoutAccountResponseSchema.parse(await (await t.get('/api/payout-account', mx.cookie)).json());
    expect(v.supported).toBe(false);
  });
});
