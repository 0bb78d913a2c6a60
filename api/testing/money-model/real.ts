// The real system of the model test: the app on a fresh SQLite file with its controllable clock, one gifter signed
// up through the API with a linked bank (the scripted FinBank), and two creators to follow. What the member sees
// is read back through the API (stats, portfolio, follow, payouts) and the maintained totals from the users row.
import { eq } from 'drizzle-orm';
import { bankAccounts, users } from '#db/schema/index.ts';
import { sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { creatorFollowSchema } from '#shared/schemas/creators.ts';
import { cashOutsResponseSchema, redemptionsResponseSchema } from '#shared/schemas/payouts.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { fixedRates, type FixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { saveMemberRef } from '#api/services/banking/provider-refs.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';
import { MODEL_CUSTOMER_ID, ScriptedBank } from './scripted-bank.ts';
import type { BankRow } from './model.ts';

export type Real = {
  t: TestApp;
  /** The exchange rates the app converts at (the test moves the peso). */
  rates: FixedRates;
  /** The Bitcoin price feed: while `down`, it answers errors. */
  price: { down: boolean };
  /** Who referred the member, when the run starts with a referral. */
  referrer: { id: number } | null;
  cookie: string;
  email: string;
  userId: number;
  creators: { id: number; username: string }[];
  bank: ScriptedBank;
  /** The sandbox card the member saved, once saved. */
  cardId: string | null;
  lastPush: ProviderTransaction[] | null;
  /** The referral code the member signed up with (and signs up with again). */
  referralCode: string | undefined;
  /** The member's earlier accounts, closed. */
  closed: number[];
  /** Joined again: where the app's bank account row says this member's rows start (its `rewardsFrom`). */
  earnFrom: number | null;
};

export const CREATOR_COUNT = 2;
/** The peso's rate at the start, as the model has it (MXN_AT_START). */
const MXN_RATE_TEXT = '18.33';

/** A creator to follow, straight into the table: they only receive. */
function addCreator(t: TestApp, n: number) {
  const username = `model_creator_${n}`;
  const row = t.db
    .insert(users)
    .values({
      name: `Creator ${n}`,
      email: `${username}@example.com`,
      password: 'not-used',
      username,
      userType: 'creator',
      country: 'USA',
      referralCode: `MODELCR${n}`,
      createdAt: new Date(t.clock.now()),
    })
    .returning({ id: users.id })
    .get();
  return { id: row.id, username };
}

/** The Bitcoin price of the sandbox, or errors while `down` (a feed outage), as the app's price provider. */
function switchablePrice(t: TestApp) {
  const feed = t.deps.providers.prices;
  const price = { down: false };
  t.deps.providers.prices = {
    name: feed.name,
    async btcUsdCents(at: number) {
      if (price.down) throw new Error('Bitcoin price unavailable: HTTP 503 (test)');
      return feed.btcUsdCents(at);
    },
  };
  return price;
}

export async function newReal(referred = false): Promise<Real> {
  const t = makeTestApp();
  const rates = fixedRates({ MXN: MXN_RATE_TEXT });
  t.deps.providers.rates = rates;
  const price = switchablePrice(t);
  const referrer = referred ? await t.signup({ userType: 'gifter' }) : null;
  const code = referrer
    ? t.db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.body.id)).get()!.code
    : undefined;
  const s = await t.signup({ userType: 'gifter', ...(code ? { referralCode: code } : {}) });
  const userId = (s.body as { id: number }).id;
  // Somewhere to be paid, as the member sets it up; its notice is not part of the money.
  await t.connectPayoutAccount(s.cookie);
  t.sqlite.prepare('DELETE FROM notifications WHERE user_id = ?').run(userId);
  const bank = new ScriptedBank();
  // The member linked FinBank: the statement from here on is the one the test writes.
  t.deps.banks.connect = bank;
  t.deps.banks.byName.finicity = bank;
  saveMemberRef(t.deps, userId, { provider: 'finicity', ref: MODEL_CUSTOMER_ID });
  t.db
    .insert(bankAccounts)
    .values({
      userId,
      provider: 'finicity',
      providerAccountId: MODEL_ACCOUNT_ID,
      accountName: 'FinBank Checking',
      createdAt: new Date(t.clock.now()),
    })
    .run();
  const creators = Array.from({ length: CREATOR_COUNT }, (_, i) => addCreator(t, i + 1));
  return {
    t,
    rates,
    price,
    referrer: referrer && { id: referrer.body.id },
    cookie: s.cookie!,
    email: s.input.email,
    userId,
    creators,
    bank,
    cardId: null,
    lastPush: null,
    referralCode: code,
    closed: [],
    earnFrom: null,
  };
}

/** The member's account at the scripted bank, the same real account whoever links it. */
export const MODEL_ACCOUNT_ID = 'model-checking';

/** A bank row as Finicity sends it: signed amount, money out negative. */
export const toProvider = (r: BankRow): ProviderTransaction => ({
  provider: 'finicity',
  id: r.id,
  accountId: MODEL_ACCOUNT_ID,
  description: r.type === 'debit' ? 'TIKTOK COINS 8005551234 CA' : 'TIKTOK COINS REFUND',
  merchant: 'TikTok',
  amount: (r.type === 'debit' ? -r.cents : r.cents) / 100,
  currency: r.currency,
  date: new Date(r.date).toISOString(),
  pending: r.pending,
  removed: r.removed,
});

export const send = (r: Real, method: string, path: string, body?: unknown) =>
  r.t.request(path, jsonInit(method, body, withCookie(r.cookie)));

/**
 * Money more than 15 minutes after signing in asks the member to confirm it is them (the password); the
 * model's member does, before each cash-out or redemption, as the app asks.
 */
export async function itIsMe(r: Real) {
  const proof = await send(r, 'POST', securityApiPaths.reauth, { password: VALID_PASSWORD });
  if (proof.status !== 204) throw new Error(`the member could not confirm it was them: ${proof.status}`);
}

/** After the clock moved on: a session that ran out (7 days idle, 30 at most) is replaced by signing in again. */
export async function signedIn(r: Real) {
  if ((await r.t.get('/api/user', r.cookie)).status !== 401) return;
  const { cookie } = await r.t.signin(r.email, VALID_PASSWORD);
  if (!cookie) throw new Error('the member could not sign in again');
  r.cookie = cookie;
}

export const payoutsOf = (r: Real) => r.t.deps.providers.payouts as SandboxPayouts;

/** Saves a sandbox card through Settings > Payment Methods, as the page's card form does. */
export async function saveCard(r: Real) {
  const intent = (await (await send(r, 'POST', '/api/stripe/create-setup-intent')).json()) as {
    setup_intent_id: string;
  };
  const paymentMethodId = sandboxPaymentMethodId({
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2035,
    nonce: sandboxSetupNonce(intent.setup_intent_id),
  });
  const res = await send(r, 'POST', '/api/stripe/save-payment-method', { paymentMethodId });
  r.cardId = paymentMethodId;
  return res.status;
}

/**
 * The saved card starts declining off-session charges (Stripe's test card that declines after it was saved), or
 * answering `processing` (the sandbox's card whose charges settle an hour later).
 */
export const cardBecomes = (r: Real, paymentMethodId: 'pm_card_chargeDeclined' | 'pm_card_processing') =>
  r.t.db.update(users).set({ stripePaymentMethodId: paymentMethodId }).where(eq(users.id, r.userId)).run();

async function read<T>(r: Real, path: string, schema: { parse: (x: unknown) => T }): Promise<T> {
  const res = await r.t.get(path, r.cookie);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return schema.parse(await res.json());
}

/** Everything the model is compared with, as the app shows it. */
export async function observe(r: Real) {
  const totals = (id: number) =>
    r.t.db
      .select({
        points: users.availablePointsBalance,
        earned: users.totalPointsEarned,
        received: users.creatorPointsReceived,
        roundUps: users.totalRoundUpCents,
        pending: users.pendingRoundUpCents,
      })
      .from(users)
      .where(eq(users.id, id))
      .get()!;
  return {
    stats: await read(r, '/api/stats/fast', statsSchema),
    portfolio: await read(r, '/api/portfolio', portfolioSchema),
    follow: (await read(r, '/api/creator-follow', creatorFollowSchema)).followedCreator,
    redemptions: (await read(r, '/api/points/redemptions', redemptionsResponseSchema)).redemptions,
    cashOuts: (await read(r, '/api/cash-outs', cashOutsResponseSchema)).cashOuts,
    summary: (await read(r, '/api/transactions', transactionsResponseSchema)).summary,
    member: totals(r.userId),
    creators: r.creators.map((c) => totals(c.id)),
    referrer: r.referrer && totals(r.referrer.id),
    closed: r.closed.map(totals),
    audits: [r.userId, ...r.creators.map((c) => c.id), ...(r.referrer ? [r.referrer.id] : []), ...r.closed].map((id) =>
      auditLedger(r.t.sqlite, id),
    ),
  };
}
export type Observed = Awaited<ReturnType<typeof observe>>;
