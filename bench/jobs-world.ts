// The world bench:jobs runs in: a database seeded like real members (a bank link due for its sync, months of
// history, a card, a ready payout account, a browser subscribed to pushes), a compressed clock, and fake providers
// that answer after the latencies the issue names (banks 1-2 s, Stripe 200-400 ms), scaled and compressed.
import { join } from 'node:path';
import type { Deps } from '#api/deps.ts';
import { createDeps } from '#api/deps.ts';
import { parseEnv } from '#api/env.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import type { PayoutProvider } from '#api/providers/payments/payment-providers.ts';
import type { PushProvider } from '#api/providers/push/push-provider.ts';
import { createUser } from '#api/services/accounts/users.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { openDatabase } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { write } from '#db/unit-of-work.ts';
import { history } from './ingest-data.ts';

export type WorldOptions = {
  dir: string;
  members: number;
  /** Rows of history each member starts with. */
  historyRows: number;
  /** Members more, with a browser but no bank: the bench times the pushes it queues for them. */
  tracers: number;
  /** Simulated milliseconds per real millisecond. */
  timeScale: number;
  /** Every provider latency is multiplied by this (10,000 members at ten times the latency stand for 100,000). */
  latencyScale: number;
  /** BANK_SYNCS_AT_ONCE, PAYMENTS_AT_ONCE: the server's defaults unless the environment says otherwise. */
  env?: Record<string, string>;
};

/** The simulated clock: starts at a Monday 06:00 UTC and runs `timeScale` times faster than the real one. */
export function compressedClock(timeScale: number) {
  const start = Date.UTC(2026, 0, 5, 6);
  const real0 = performance.now();
  return { start, now: () => Math.round(start + (performance.now() - real0) * timeScale) };
}

/** Waits a simulated latency drawn between `min` and `max` ms, scaled by latencyScale, on the compressed clock. */
const latency = (o: WorldOptions, min: number, max: number) =>
  new Promise((resolve) => setTimeout(resolve, ((min + Math.random() * (max - min)) * o.latencyScale) / o.timeScale));

export function seedWorld(o: WorldOptions, at: number) {
  const env = parseEnv({ DATA_DIR: o.dir, NODE_ENV: 'test', ...o.env });
  const { db, sqlite } = openDatabase(env.databaseFile, env.dataKeys);
  applyMigrations(db);
  const ids: number[] = [];
  const tracers: number[] = [];
  const total = o.members + o.tracers;
  for (let from = 0; from < total; from += 500)
    write(sqlite, () => {
      for (let i = from; i < Math.min(total, from + 500); i++) {
        const data = { name: `Member ${i}`, username: `member_${i}`, userType: 'gifter', email: `m${i}@example.com` };
        const user = { ...data, country: 'USA' } as Parameters<typeof createUser>[1];
        const id = createUser(db, user, 'bench-placeholder-hash').id;
        sqlite
          .prepare(
            `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
             VALUES (?, ?, 'p256dh', 'auth', ?)`,
          )
          .run(id, `https://push.example/${id}`, at);
        if (i >= o.members) {
          tracers.push(id);
          continue;
        }
        ids.push(id);
        sqlite
          .prepare(
            `INSERT INTO bank_accounts (user_id, provider, provider_account_id, link_ref, account_name, created_at,
             updated_at, last_synced_at) VALUES (?, 'belvo', ?, ?, 'Checking', ?, ?, ?)`,
          )
          .run(id, `acc-${id}`, `link-${id}`, at, at, at - 6 * 3_600_000);
        sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(id);
        sqlite
          .prepare(
            `INSERT INTO payout_accounts (user_id, provider, rail, account_ref, country, currency, status, ready_since,
             created_at) VALUES (?, 'sandbox', 'connect', ?, 'US', 'usd', 'ready', ?, ?)`,
          )
          .run(id, `acct_${id}`, at - 90 * 86_400_000, at - 90 * 86_400_000);
      }
    });
  for (const [n, id] of ids.entries()) ingest(sqlite, id, history(n + 1, 'belvo', o.historyRows, 3), at);
  // What the history told its members went out long ago.
  sqlite.prepare('DELETE FROM push_outbox').run();
  return { env, db, sqlite, ids, tracers };
}

/** What the fakes saw, in real ms (performance.now()) for pushes. */
export type Seen = { reads: Map<string, number>; pushes: Map<string, number>; payouts: number; charges: number };

/** The server's dependencies over the seeded database, with every outside system a fake with latency. */
export function fakeDeps(o: WorldOptions, world: ReturnType<typeof seedWorld>, now: () => number) {
  const deps: Deps = createDeps({ db: world.db, sqlite: world.sqlite, env: world.env, now });
  const seen: Seen = { reads: new Map(), pushes: new Map(), payouts: 0, charges: 0 };
  // A sync finds a coin purchase and a coffee since the last one.
  deps.banks.byName.belvo.transactions = (ref: string) =>
    (async function* (): AsyncIterable<ProviderTransaction[]> {
      const n = (seen.reads.get(ref) ?? 0) + 1;
      seen.reads.set(ref, n);
      await latency(o, 1_000, 2_000);
      const date = new Date(now()).toISOString();
      const row = (id: string, description: string, amount: number) => ({
        id: `${ref}-${n}-${id}`,
        provider: 'belvo' as const,
        accountId: `acc-${ref.slice(5)}`,
        amount,
        currency: 'USD',
        date,
        description,
        pending: false,
      });
      yield [row('coins', 'TIKTOK COINS', -9.01), row('coffee', 'COFFEE SHOP', -4.5)];
    })();
  const cards = deps.providers.cards;
  const charge = cards.chargeOffSession.bind(cards);
  cards.chargeOffSession = async (input) => {
    await latency(o, 200, 400);
    seen.charges++;
    return charge(input);
  };
  const payouts: PayoutProvider = {
    ...deps.providers.payouts,
    createPayout: async ({ idempotencyKey }) => {
      await latency(o, 200, 400);
      seen.payouts++;
      return { status: 'processing', payoutId: `po_${idempotencyKey}` };
    },
    getPayout: async (payoutId) => {
      await latency(o, 200, 400);
      return { status: 'paid', payoutId };
    },
  };
  deps.providers.payouts = payouts;
  const real = deps.push;
  const push: PushProvider = {
    name: 'web-push',
    publicKey: () => real.publicKey(),
    send: async (_target, message) => {
      const at = performance.now();
      const title = (JSON.parse(message.payload) as { title?: string }).title ?? '';
      if (!seen.pushes.has(title)) seen.pushes.set(title, at);
      await latency(o, 20, 60);
      return { status: 201 };
    },
  };
  deps.push = push;
  return { deps, seen };
}

export const databaseFileOf = (dir: string) => join(dir, 'giftorbit.sqlite');
