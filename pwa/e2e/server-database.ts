// The running test server's database, opened for one piece of work (a test plays a bank sync into it, or reads
// what the server wrote) and closed again.
import { join } from 'node:path';
import { inject } from 'vitest';
import { OUTSIDE_WRITES_SEEN_MS } from '#db/generation.ts';
import { openDatabase } from '#db/index.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { createPaymentProviders } from '#api/providers/payments/index.ts';
import { sandboxPriceProvider } from '#api/providers/prices/sandbox.ts';
import { sandboxRateProvider } from '#api/providers/rates/sandbox.ts';
import { ingestBatch } from '#api/services/money/engine.ts';

export function serverDatabase<T>(work: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => T): T {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    return work(sqlite);
  } finally {
    sqlite.close();
  }
}

/**
 * Waits until the server has seen a write made from outside it (a test playing a bank sync): it reuses what it
 * read until then, for at most OUTSIDE_WRITES_SEEN_MS (db/generation.ts). A page's next read must come after.
 */
export const outsideWriteSeen = () => new Promise((resolve) => setTimeout(resolve, OUTSIDE_WRITES_SEEN_MS + 50));

/**
 * Plays a bank sync into the running server's database for the member signed up with `email`: `rows(id)` arrive as
 * a sync brings them (round-ups, points, a sweep when due), with Stripe's test card as the member's default card
 * first when `card` (as Settings > Payment Methods saves it).
 */
export async function playBankSync(
  email: string,
  rows: (userId: number) => ProviderTransaction[],
  { card = false }: { card?: boolean } = {},
) {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    const { id } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number };
    if (card) sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(id);
    const money = {
      sqlite,
      now: Date.now,
      providers: { prices: sandboxPriceProvider, rates: sandboxRateProvider, ...createPaymentProviders({}) },
    };
    return await ingestBatch(money, id, rows(id));
  } finally {
    sqlite.close();
  }
}
