// Stripe's webhook under attack, through the real app: a call is proven by the Stripe-Signature header
// (t=<seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint's signing secret>), and one signed more than 5 minutes
// before it arrives is stale (Stripe's tolerance). A refused call answers 400 and changes no row of any table; a
// delivery sent again settles nothing twice (the sweep's state is the guard: only a `processing` sweep settles); an
// event acts on the sweep whose PaymentIntent it names, and nobody else's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { portfolio as ptext } from '#shared/messages/money.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { sweepUser } from '#api/services/money/sweeps.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { databasePicture, stripeHook, stripeSignature, userPicture, WEBHOOK_ENV } from '#api/testing/webhooks.ts';

const TOLERANCE_MS = 5 * 60_000;
let t: TestApp;
let seq = 0;
beforeEach(() => {
  t = makeTestApp({ env: WEBHOOK_ENV });
});
afterEach(() => t.cleanup());

/** A member whose $5.94 sweep is `processing` at the card provider; the PaymentIntent id. */
async function processingMember() {
  const s = await t.signup();
  const userId = s.body.id as number;
  t.sqlite
    .prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_processing', stripe_customer_id = ? WHERE id = ?")
    .run(`cus_member_${userId}`, userId);
  const at = new Date(t.clock.now()).toISOString();
  ingest(
    t.sqlite,
    userId,
    Array.from({ length: 6 }, () => coinPurchase({ id: `stripe-hook-${++seq}`, amount: -9.01, date: at })),
    t.clock.now(),
  );
  expect(await sweepUser(t.deps, userId)).toMatchObject({ status: 'processing' });
  return { userId, intentId: sweeps(userId)[0]!.charge_id };
}
const sweeps = (userId: number) =>
  t.sqlite.prepare('SELECT status, charge_id FROM sweeps WHERE user_id = ? ORDER BY id').all(userId) as {
    status: string;
    charge_id: string;
  }[];

function event(type: string, intentId: string, status: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${++seq}`,
    object: 'event',
    type,
    created: Math.floor(t.clock.now() / 1000),
    data: { object: { id: intentId, object: 'payment_intent', amount: 594, currency: 'usd', status, ...extra } },
  });
}
const succeeded = (intentId: string, extra: Record<string, unknown> = {}) =>
  event('payment_intent.succeeded', intentId, 'succeeded', extra);
const signedNow = (payload: string) => stripeSignature(payload, t.clock.now());

/** Sends every call, each answered `status`; then no row of any table has changed. */
async function changesNothing(status: number, calls: Record<string, () => Promise<Response>>) {
  const before = databasePicture(t);
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    expect(res.status, name).toBe(status);
    if (status === 400) expect(await res.json(), name).toEqual({ message: api.webhookSignatureInvalid });
  }
  expect(databasePicture(t)).toEqual(before);
}

describe('POST /api/webhooks/stripe under attack', () => {
  it('refuses an unsigned, wrongly signed or malformed signature with 400, and settles nothing', async () => {
    const a = await processingMember();
    const payload = succeeded(a.intentId);
    const right = signedNow(payload);
    const ts = right.split(',')[0]!;
    const v1 = right.split(',')[1]!;
    await changesNothing(400, {
      'no header': () => stripeHook(t, payload, null),
      'an empty header': () => stripeHook(t, payload, ''),
      'another secret': () => stripeHook(t, payload, stripeSignature(payload, t.clock.now(), 'whsec_someone_else')),
      'the signature of another body': () => stripeHook(t, payload, signedNow(succeeded(a.intentId))),
      'the body re-serialised': () => stripeHook(t, JSON.stringify(JSON.parse(payload), null, 1), right),
      'a body changed after signing': () => stripeHook(t, payload.replace('"amount":594', '"amount":1'), right),
      garbage: () => stripeHook(t, payload, 'not-a-signature'),
      'no t=': () => stripeHook(t, payload, v1),
      'no v1=': () => stripeHook(t, payload, ts),
      't= that is no number': () => stripeHook(t, payload, `t=soon,${v1}`),
      'another time than the one signed': () =>
        stripeHook(t, payload, `t=${Math.floor(t.clock.now() / 1000) - 1},${v1}`),
      'only a v0 (test) scheme': () => stripeHook(t, payload, `${ts},${v1.replace('v1=', 'v0=')}`),
      'a cut v1': () => stripeHook(t, payload, `${ts},${v1.slice(0, -2)}`),
    });
    expect(sweeps(a.userId)).toMatchObject([{ status: 'processing' }]);
  });

  it('refuses a call signed more than 5 minutes ago (stale), and takes one signed exactly 5 minutes ago', async () => {
    const a = await processingMember();
    const payload = succeeded(a.intentId);
    await changesNothing(400, {
      'signed 5 minutes and 1 second ago': () =>
        stripeHook(t, payload, stripeSignature(payload, t.clock.now() - TOLERANCE_MS - 1000)),
      'signed an hour ago': () => stripeHook(t, payload, stripeSignature(payload, t.clock.now() - 3_600_000)),
    });
    expect(sweeps(a.userId)).toMatchObject([{ status: 'processing' }]);
    const edge = await stripeHook(t, payload, stripeSignature(payload, t.clock.now() - TOLERANCE_MS));
    expect(edge.status).toBe(200);
    expect(sweeps(a.userId)).toMatchObject([{ status: 'invested' }]);
    expect(auditLedger(t.sqlite, a.userId)).toEqual([]);
  });

  it('settles once when the same event is delivered again, and refuses the old call once it is stale', async () => {
    const a = await processingMember();
    const payload = event('payment_intent.payment_failed', a.intentId, 'requires_payment_method', {
      last_payment_error: { message: 'Declined.' },
    });
    const header = signedNow(payload);
    expect((await stripeHook(t, payload, header)).status).toBe(200);
    expect(sweeps(a.userId)).toMatchObject([{ status: 'declined' }]);
    const titles = () =>
      (t.sqlite.prepare('SELECT title FROM notifications WHERE user_id = ?').all(a.userId) as { title: string }[]).map(
        (n) => n.title,
      );
    expect(titles().filter((x) => x === ptext.sweepDeclinedTitle)).toHaveLength(1);

    t.clock.advance(60_000);
    await changesNothing(200, { 'the same delivery a minute later': () => stripeHook(t, payload, header) });
    t.clock.advance(TOLERANCE_MS);
    await changesNothing(400, { 'the same delivery 6 minutes later': () => stripeHook(t, payload, header) });
    expect(titles().filter((x) => x === ptext.sweepDeclinedTitle)).toHaveLength(1);
    expect(auditLedger(t.sqlite, a.userId)).toEqual([]);
  });

  it("settles the sweep of the PaymentIntent it names only: member A's rows stay exactly as they were", async () => {
    const a = await processingMember();
    const b = await processingMember();
    const aBefore = userPicture(t, a.userId);
    // B's PaymentIntent, even when the event names A's Stripe customer beside it.
    const payload = succeeded(b.intentId, { customer: `cus_member_${a.userId}` });
    expect((await stripeHook(t, payload, signedNow(payload))).status).toBe(200);
    expect(sweeps(b.userId)).toMatchObject([{ status: 'invested' }]);
    expect(userPicture(t, a.userId)).toEqual(aBefore);
    expect(auditLedger(t.sqlite, a.userId)).toEqual([]);
    expect(auditLedger(t.sqlite, b.userId)).toEqual([]);
  });

  it('changes nothing for an event naming a PaymentIntent nobody has, or of a type it does not act on', async () => {
    const b = await processingMember();
    const unknown = succeeded('pi_nobody_has_this');
    const refund = event('charge.refunded', b.intentId, 'succeeded');
    const canceled = event('payment_intent.canceled', b.intentId, 'canceled');
    await changesNothing(200, {
      'unknown PaymentIntent': () => stripeHook(t, unknown, signedNow(unknown)),
      'charge.refunded': () => stripeHook(t, refund, signedNow(refund)),
      'payment_intent.canceled': () => stripeHook(t, canceled, signedNow(canceled)),
    });
    expect(sweeps(b.userId)).toMatchObject([{ status: 'processing' }]);
  });
});
