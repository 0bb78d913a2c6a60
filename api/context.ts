import type { Db, Sqlite } from '#db/index.ts';
import type { UserRow } from '#db/schema/users.ts';
import type { Env } from './env.ts';
import type { CardProvider, PayoutProvider } from './providers/payments/payment-providers.ts';
import type { PriceProvider } from './providers/prices/price-provider.ts';
import type { Banks } from './providers/banks/index.ts';
import type { BankSync } from './services/banking/sync.ts';
import type { RateLimits } from './services/rate-limits.ts';
import type { SessionStore } from './services/sessions.ts';

export type AppDeps = {
  db: Db;
  sqlite: Sqlite;
  env: Env;
  sessions: SessionStore;
  limits: RateLimits;
  now: () => number;
  /** Outside systems (sandboxes unless keys are set): card debits, payouts, the Bitcoin price. */
  providers: { cards: CardProvider; payouts: PayoutProvider; prices: PriceProvider };
  /** The two aggregators (sandboxes unless keys are set) and the sync that feeds the money engine. */
  banks: Banks;
  bankSync: BankSync;
  /** Where the built PWA is; absent in API-only tests. */
  staticRoot?: string;
};

export type AppEnv = {
  Variables: {
    user: UserRow | null;
    sessionToken: string | null;
  };
};
