// What the app depends on from outside, built once from the environment the same way for the server and the
// tests: the database, the clock, and the outside systems (sandboxes unless keys are set). This is the one home
// of the dependency idea: routes, services, middleware and jobs take `Deps` (or a Pick of it) and nothing else
// is injected. It imports no service, so a service can name its needs here without an import cycle.
import type { Db, Sqlite } from '#db/index.ts';
import type { Env } from '#api/env.ts';
import { type Banks, createBankProviders } from '#api/providers/banks/index.ts';
import { createPaymentProviders, type PaymentProviders } from '#api/providers/payments/index.ts';
import { createMailer } from '#api/providers/mail/index.ts';
import type { Mailer } from '#api/providers/mail/mailer.ts';
import { createPriceProvider } from '#api/providers/prices/index.ts';
import { createPushProvider } from '#api/providers/push/index.ts';
import type { PushProvider } from '#api/providers/push/push-provider.ts';
import type { PriceProvider } from '#api/providers/prices/price-provider.ts';
import { createRateProvider } from '#api/providers/rates/index.ts';
import type { RateProvider } from '#api/providers/rates/rate-provider.ts';

export type Providers = PaymentProviders & {
  prices: PriceProvider;
  /** Exchange rates to the dollar: bank rows in other currencies are converted with them. */
  rates: RateProvider;
};

export type Deps = {
  db: Db;
  sqlite: Sqlite;
  env: Env;
  now: () => number;
  /** Card debits, payouts, the Bitcoin price and exchange rates to the dollar. */
  providers: Providers;
  /** The two aggregators, and the Finicity sandbox when it is the one in use. */
  banks: Banks;
  /** Web pushes to the browsers users subscribed on. */
  push: PushProvider;
  /** Mail: SMTP, or the mail sandbox. Sent from the outbox only (api/services/mail/outbox.ts). */
  mail: Mailer;
};

export function createDeps({ db, sqlite, env, now }: Pick<Deps, 'db' | 'sqlite' | 'env' | 'now'>): Deps {
  const rates = createRateProvider(env, now);
  return {
    db,
    sqlite,
    env,
    now,
    providers: {
      ...createPaymentProviders(env, now, rates),
      prices: createPriceProvider(env),
      rates,
    },
    banks: createBankProviders(env, now),
    push: createPushProvider(env, db, now),
    mail: createMailer(env, db, now),
  };
}
