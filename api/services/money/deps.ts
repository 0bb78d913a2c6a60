import type { Sqlite } from '#db/index.ts';
import type { CardProvider, PayoutProvider } from '#api/providers/payments/payment-providers.ts';
import type { PriceProvider } from '#api/providers/prices/price-provider.ts';

/** What the money services need from outside: the database, the providers and the clock. */
export type MoneyDeps = {
  sqlite: Sqlite;
  cards: CardProvider;
  payouts: PayoutProvider;
  prices: PriceProvider;
  now: () => number;
};
