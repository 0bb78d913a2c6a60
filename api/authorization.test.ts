// Authorization for every route that names a row: another member's id is 404 and changes nothing.
// The routes come from the app itself: a new route with a path parameter fails here until it has a case below
// (or is listed as public, with the reason). Each case also lets the owner do the same thing, so a case whose
// row does not exist (and would be 404 for everyone) cannot pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, bankAccounts, notifications, passkeys, transactions } from '#db/schema/index.ts';
import { sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { apiPaths } from '#shared/routes.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { dataExportApiPaths } from '#shared/routes-data-export.ts';
import { dataExportsResponseSchema } from '#shared/schemas/data-export.ts';
import type { SecurityOverview } from '#shared/schemas/security.ts';
import { setupIntentResponseSchema } from '#shared/schemas/cards.ts';
import { runDataExports } from '#api/services/data-export/runner.ts';
import { databaseState } from '#api/testing/fuzz/fuzz-request.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

type Owned = {
  notification: number;
  achievement: number;
  bankAccount: number;
  /** A card payment of the owner's, which they may say is a coin purchase. */
  transaction: number;
  card: string;
  pushEndpoint: string;
  /** A passkey of the owner's, and another session of theirs (a second device). */
  passkey: string;
  session: string;
  /** The download link of the owner's data archive. */
  dataExport: string;
};
type Case = {
  /** The request on the owner's row; sent by the intruder first (404, nothing written), then by the owner. */
  request: (row: Owned) => { path: string; body?: unknown };
  ownerStatus: number;
};

/** `METHOD /path` as the app's route table names it. */
const cases: Record<string, Case> = {
  'PUT /api/notifications/:id/read': {
    request: (r) => ({ path: `/api/notifications/${r.notification}/read` }),
    ownerStatus: 200,
  },
  'POST /api/achievements/:id/claim': {
    request: (r) => ({ path: `/api/achievements/${r.achievement}/claim` }),
    ownerStatus: 200,
  },
  'POST /api/achievements/:id/dismiss': {
    request: (r) => ({ path: `/api/achievements/${r.achievement}/dismiss` }),
    ownerStatus: 204,
  },
  // A row named in the body rather than the path (before the card's removal below).
  'POST /api/stripe/set-default-payment-method': {
    request: (r) => ({ path: '/api/stripe/set-default-payment-method', body: { paymentMethodId: r.card } }),
    ownerStatus: 200,
  },
  // A push subscription is named by its endpoint in the body.
  'DELETE /api/push/subscriptions': {
    request: (r) => ({ path: '/api/push/subscriptions', body: { endpoint: r.pushEndpoint } }),
    ownerStatus: 200,
  },
  'DELETE /api/notifications/:id': {
    request: (r) => ({ path: `/api/notifications/${r.notification}` }),
    ownerStatus: 200,
  },
  'POST /api/transactions/:id/classification': {
    request: (r) => ({ path: apiPaths.transactionClassification(r.transaction), body: { coinPurchase: true } }),
    ownerStatus: 200,
  },
  'DELETE /api/bank-accounts/:id': {
    request: (r) => ({ path: `/api/bank-accounts/${r.bankAccount}` }),
    ownerStatus: 204,
  },
  'PATCH /api/security/passkeys/:id': {
    request: (r) => ({ path: securityApiPaths.passkey(r.passkey), body: { name: 'Work laptop' } }),
    ownerStatus: 204,
  },
  'DELETE /api/security/passkeys/:id': {
    request: (r) => ({ path: securityApiPaths.passkey(r.passkey) }),
    ownerStatus: 204,
  },
  'DELETE /api/security/sessions/:id': {
    request: (r) => ({ path: securityApiPaths.session(r.session) }),
    ownerStatus: 204,
  },
  'DELETE /api/stripe/payment-methods/:id': {
    request: (r) => ({ path: `/api/stripe/payment-methods/${r.card}` }),
    ownerStatus: 200,
  },
  // The whole link, token included: the token alone does not open another member's archive.
  'GET /api/data-exports/:id/download': {
    request: (r) => ({ path: r.dataExport }),
    ownerStatus: 200,
  },
};

/** Routes with a path parameter that names no member's private row. */
const publicByDesign: Record<string, string> = {
  'GET /api/creator-profile/:username': "a creator's public profile",
  'POST /api/creator-profile/:username/follow': "changes the caller's own follow, never the creator's rows",
  'GET /api/upload/profile-pictures/:name': 'a public picture under a random name',
  // A month or a year of the caller's own ledger, never a row: statements.test.ts shows another member's
  // money never reaches them.
  'GET /api/statements/:month': "a period of the caller's own statements, not a row",
  'GET /api/statements/tax/:year': "a year of the caller's own statements, not a row",
};

let t: TestApp;
const member = { owner: { id: 0, cookie: '' }, intruder: { id: 0, cookie: '' } };
let row: Owned;

beforeAll(async () => {
  t = makeTestApp();
  for (const who of ['owner', 'intruder'] as const) {
    const { body, cookie } = await t.signup({ username: `authz_${who}`, email: `authz_${who}@example.com` });
    member[who] = { id: (body as { id: number }).id, cookie: cookie! };
  }
  const userId = member.owner.id;
  const at = new Date(t.clock.now());
  const insert = <T extends { id: number }>(query: { returning: () => { get: () => T } }) => query.returning().get();
  row = {
    notification: insert(
      t.db.insert(notifications).values({ userId, type: 'round_up', title: 'Round-up', message: 'Set aside.' }),
    ).id,
    achievement: insert(
      t.db.insert(achievements).values({
        userId,
        achievementType: 'first_round_up',
        title: 'First round-up',
        description: 'Your first round-up.',
        rewardAmount: 100,
        unlockedAt: at,
      }),
    ).id,
    bankAccount: insert(
      t.db
        .insert(bankAccounts)
        .values({ userId, provider: 'finicity', providerAccountId: '9001', accountName: 'Checking' }),
    ).id,
    transaction: insert(
      t.db.insert(transactions).values({
        userId,
        description: 'APPLE.COM/BILL',
        amountCents: 949,
        originalAmount: '9.49',
        usdRateMicros: 1_000_000,
        rateDay: '2025-04-12',
        type: 'debit',
        date: at,
      }),
    ).id,
    card: await savedCard(member.owner.cookie),
    pushEndpoint: await pushSubscription(member.owner.cookie),
    passkey: t.db
      .insert(passkeys)
      .values({
        id: 'authz-owner-passkey',
        userId,
        name: 'Phone',
        publicKey: Buffer.alloc(77, 1),
        deviceType: 'multiDevice',
        backedUp: true,
        webauthnUserId: 'authz-owner',
      })
      .returning()
      .get().id,
    session: await otherSession(),
    dataExport: await readyDataExport(member.owner.cookie),
  };
});
afterAll(() => t.cleanup());

/** The owner's session on a second device, by the id Settings > Security lists it under. */
async function otherSession() {
  const { cookie } = await t.signin('authz_owner@example.com', VALID_PASSWORD);
  const listed = (await (await send('GET', securityApiPaths.overview, cookie!)).json()) as SecurityOverview;
  return listed.devices.find((d) => d.current)!.id;
}

/** The owner's data archive, asked for and built: its download link. */
async function readyDataExport(cookie: string) {
  expect((await send('POST', dataExportApiPaths.list, cookie, {})).status).toBe(202);
  await runDataExports(t.deps);
  const listed = dataExportsResponseSchema.parse(await (await send('GET', dataExportApiPaths.list, cookie)).json());
  return listed.exports[0]!.downloadUrl!;
}

/** A push subscription for this browser, as the settings switch saves it. */
async function pushSubscription(cookie: string) {
  const endpoint = 'https://push.example/send/authz-owner';
  const p256dh = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString('base64url');
  const auth = Buffer.from(Uint8Array.from({ length: 16 }, (_, i) => i + 1)).toString('base64url');
  const res = await send('POST', apiPaths.pushSubscriptions, cookie, { endpoint, keys: { p256dh, auth } });
  expect(res.status).toBe(201);
  return endpoint;
}

/** A card saved as the card form saves it: a SetupIntent, then the sandbox card it produced. */
async function savedCard(cookie: string) {
  const intent = await send('POST', apiPaths.createSetupIntent, cookie);
  const { setup_intent_id: id } = setupIntentResponseSchema.parse(await intent.json());
  const card = sandboxPaymentMethodId({
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    nonce: sandboxSetupNonce(id),
  });
  expect((await send('POST', apiPaths.savePaymentMethod, cookie, { paymentMethodId: card })).status).toBe(201);
  return card;
}

const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, jsonInit(method, body, withCookie(cookie, { host: 'localhost', origin: 'http://localhost' })));

describe("another member's rows", () => {
  it('has a case for every route with a path parameter (or says why it is public)', () => {
    const named = [...new Set(t.app.routes.filter((r) => r.path.includes('/:')).map((r) => `${r.method} ${r.path}`))];
    const missing = named.filter((route) => !cases[route] && !publicByDesign[route]);
    expect(missing, 'routes that name a row and have no authorization case').toEqual([]);
  });

  for (const [route, c] of Object.entries(cases)) {
    it(`${route}: 404 for another member, nothing written; the owner may`, async () => {
      const method = route.split(' ')[0]!;
      const { path, body } = c.request(row);
      const before = databaseState(t.sqlite);
      const res = await send(method, path, member.intruder.cookie, body);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(3);
      expect(databaseState(t.sqlite)).toEqual(before);

      const own = await send(method, path, member.owner.cookie, body);
      expect(own.status, await own.clone().text()).toBe(c.ownerStatus);
    });
  }
});
