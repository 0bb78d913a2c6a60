// Points for the payout tests, earned as a member earns them: coin purchases through ingestion.
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { TestApp } from '#api/testing/test-app.ts';

let seq = 0;

/** 40 x $99.99 of coins, dated now: 200.00 points. */
export const give200Points = (t: TestApp, userId: number) =>
  ingest(
    t.sqlite,
    userId,
    Array.from({ length: 40 }, () =>
      coinPurchase({ id: `points-${++seq}`, amount: -99.99, date: new Date(t.clock.now()).toISOString() }),
    ),
    t.clock.now(),
  );
