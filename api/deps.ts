// Builds the app's dependencies once, the same way for the server and the tests: providers chosen from the
// environment (sandboxes without keys), the bank sync over the money engine.
import type { Db, Sqlite } from '#db/index.ts';
import type { AppDeps } from './context.ts';
import type { Env } from './env.ts';
import { createBankProviders } from './providers/banks/index.ts';
import { createPaymentProviders } from './providers/payments/index.ts';
import { createPriceProvider } from './providers/prices/index.ts';
import { BankSync } from './services/banking/sync.ts';
import { moneyDeps } from './services/money/engine.ts';
import { createRateLimits } from './services/rate-limits.ts';
import { createSessionStore } from './services/sessions.ts';

export function createDeps(input: {
  db: Db;
  sqlite: Sqlite;
  env: Env;
  now: () => number;
  staticRoot?: string;
}): AppDeps {
  const { db, sqlite, env, now } = input;
  const providers = { ...createPaymentProviders(env, now), prices: createPriceProvider(env) };
  const banks = createBankProviders(env, now);
  const bankSync = new BankSync(sqlite, banks, moneyDeps({ sqlite, providers, now }));
  return {
    db,
    sqlite,
    env,
    sessions: createSessionStore(db, now),
    limits: createRateLimits(),
    now,
    staticRoot: input.staticRoot,
    providers,
    banks,
    bankSync,
  };
}
