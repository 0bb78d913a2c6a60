// Saved cards through the real app with the built-in sandbox: a SetupIntent, saving the card it made,
// exactly one default, set default, remove; another user's card is 404 and nothing changes; a saved card invests
// the round-ups that waited for one.
import { describe, expect, it, vi } from 'vitest';
import { sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { cardText } from '#shared/messages/cards.ts';
import { api } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { paymentMethodsResponseSchema, setupIntentResponseSchema } from '#shared/schemas/cards.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { errorSchema, getOk, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const m = memberApp();
/** The latest SetupIntent's id (the card form confirms with it). */
let intentId = 'seti_sandbox_000000000000000000000000';
const card = (last4: string, expYear = 2030, brand: 'visa' | 'mastercard' = 'visa') =>
  sandboxPaymentMethodId({ brand, last4, expMonth: 12, expYear, nonce: sandboxSetupNonce(intentId) });

const send = (method: string, path: string, body?: unknown, cookie: string | null = m.cookie) =>
  m.t.request(path, jsonInit(method, body, withCookie(cookie ?? undefined)));
const list = (cookie = m.cookie) => getOk(m.t, apiPaths.paymentMethods, paymentMethodsResponseSchema, cookie);
const setupIntent = async (cookie = m.cookie) => {
  const res = await send('POST', apiPaths.createSetupIntent, undefined, cookie);
  expect(res.status).toBe(200);
  const intent = setupIntentResponseSchema.parse(await res.json());
  intentId = intent.setup_intent_id;
  return intent;
};
const save = (paymentMethodId: unknown, cookie = m.cookie) =>
  send('POST', apiPaths.savePaymentMethod, { paymentMethodId }, cookie);
const defaultOnUser = (userId = m.userId) =>
  m.t.sqlite
    .prepare('SELECT stripe_payment_method_id AS pm, payment_method_last4 AS last4 FROM users WHERE id = ?')
    .get(userId);

describe('saving a card', () => {
  it('makes a SetupIntent, saves the card it produced as the default, and lists it', async () => {
    expect(await list()).toEqual({ paymentMethods: [], provider: 'sandbox', publishableKey: null });
    const intent = await setupIntent();
    expect(intent.client_secret).toMatch(/^seti_sandbox_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(intent.client_secret.startsWith(intent.setup_intent_id)).toBe(true);

    const visa = card('4242');
    const res = await save(visa);
    expect(res.status).toBe(201);
    const saved = { id: visa, isDefault: true, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } };
    expect(await res.json()).toEqual(saved);
    expect((await list()).paymentMethods).toEqual([saved]);
    expect(defaultOnUser()).toEqual({ pm: visa, last4: '4242' });
    // Saving it again changes nothing.
    expect((await save(visa)).status).toBe(201);
    expect((await list()).paymentMethods).toHaveLength(1);
  });

  it('keeps exactly one default: a second card is not, until set; removing the default promotes another', async () => {
    await setupIntent();
    const first = card('4242');
    const second = card('4444', 2031, 'mastercard');
    await save(first);
    await save(second);
    const defaults = async () => (await list()).paymentMethods.filter((p) => p.isDefault).map((p) => p.id);
    expect(await defaults()).toEqual([first]);

    expect((await send('POST', apiPaths.setDefaultPaymentMethod, { paymentMethodId: second })).status).toBe(200);
    expect(await defaults()).toEqual([second]);
    expect(defaultOnUser()).toEqual({ pm: second, last4: '4444' });

    expect((await send('DELETE', apiPaths.paymentMethod(second))).status).toBe(200);
    expect(await defaults()).toEqual([first]);
    expect((await send('DELETE', apiPaths.paymentMethod(first))).status).toBe(200);
    expect(await list()).toEqual({ paymentMethods: [], provider: 'sandbox', publishableKey: null });
    expect(defaultOnUser()).toEqual({ pm: null, last4: null });
  });

  it('refuses a card that is not one the setup made, an expired one, and a malformed id', async () => {
    // No SetupIntent yet: no customer, so no card of theirs.
    let res = await save(card('4242'));
    expect(res.status).toBe(400);
    expect(errorSchema.parse(await res.json()).message).toBe(cardText.failedToSave);
    await setupIntent();
    for (const id of [card('4242', 2020), 'pm_card_visa', 'pm_sandbox_visa_4242_132030_abcdefgh']) {
      res = await save(id);
      expect(res.status, id).toBe(400);
      expect(errorSchema.parse(await res.json()).message).toBe(cardText.failedToSave);
    }
    for (const body of [{ paymentMethodId: '4242424242424242' }, { paymentMethodId: 42 }, {}]) {
      res = await send('POST', apiPaths.savePaymentMethod, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await list()).paymentMethods).toEqual([]);
  });
});

describe("another user's card", () => {
  it('is 404 to set as default or remove, and nothing changes', async () => {
    const them = await m.t.signup();
    m.users.push(them.body.id);
    await setupIntent(them.cookie);
    const theirs = card('1881');
    expect((await save(theirs, them.cookie!)).status).toBe(201);
    await setupIntent();
    const mine = card('4242');
    await save(mine);

    const res = await send('POST', apiPaths.setDefaultPaymentMethod, { paymentMethodId: theirs });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: api.notFound });
    for (const path of [
      apiPaths.paymentMethod(theirs),
      apiPaths.paymentMethod('nope'),
      '/api/stripe/payment-methods/',
    ]) {
      expect((await send('DELETE', path)).status, path).toBe(404);
    }
    // Their card, confirmed with their SetupIntent, is not a card of mine to save.
    expect((await save(theirs)).status).toBe(400);
    expect((await list(them.cookie!)).paymentMethods).toEqual([
      { id: theirs, isDefault: true, card: { brand: 'visa', last4: '1881', exp_month: 12, exp_year: 2030 } },
    ]);
    expect(defaultOnUser()).toEqual({ pm: mine, last4: '4242' });
  });

  it('needs a signed-in member for every call', async () => {
    expect((await m.t.get(apiPaths.paymentMethods)).status).toBe(401);
    for (const [method, path] of [
      ['POST', apiPaths.createSetupIntent],
      ['POST', apiPaths.savePaymentMethod],
      ['POST', apiPaths.setDefaultPaymentMethod],
      ['DELETE', apiPaths.paymentMethod('pm_card_visa')],
    ] as const) {
      expect((await send(method, path, { paymentMethodId: 'pm_card_visa' }, null)).status, path).toBe(401);
    }
  });
});

describe('round-ups waiting for a card', () => {
  it('are invested as soon as a card is saved', async () => {
    const now = new Date(m.t.clock.now()).toISOString();
    const purchases = Array.from({ length: 10 }, (_, i) => coinPurchase({ id: `c${i}`, amount: -9.01, date: now }));
    const r = await ingestBatch(m.t.deps, m.userId, purchases);
    expect(r.sweep).toMatchObject({ status: 'skipped', reason: 'no_card' });

    await setupIntent();
    expect((await save(card('4242'))).status).toBe(201);
    const swept = m.t.sqlite.prepare('SELECT status, amount_cents FROM sweeps WHERE user_id = ?').all(m.userId);
    expect(swept).toEqual([{ status: 'invested', amount_cents: 990 }]);
  });
});

describe('a card provider that fails', () => {
  it("answers 502 with the spec's message for each action and changes nothing", async () => {
    await setupIntent();
    const visa = card('4242');
    await save(visa);
    const working = m.t.deps.providers.cardSetup;
    const down = () => Promise.reject(new Error('connect ECONNREFUSED api.stripe.com'));
    m.t.deps.providers.cardSetup = {
      ...working,
      name: 'sandbox',
      createSetupIntent: down,
      setDefault: down,
      detach: down,
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [res, message] of [
        [await send('POST', apiPaths.createSetupIntent), cardText.setupIntentFailed],
        [await send('POST', apiPaths.setDefaultPaymentMethod, { paymentMethodId: visa }), cardText.defaultFailed],
        [await send('DELETE', apiPaths.paymentMethod(visa)), cardText.removeFailed],
      ] as const) {
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ message });
      }
    } finally {
      m.t.deps.providers.cardSetup = working;
      quiet.mockRestore();
    }
    expect((await list()).paymentMethods.map((p) => [p.id, p.isDefault])).toEqual([[visa, true]]);
  });
});
