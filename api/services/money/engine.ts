import type { AppDeps } from '#api/context.ts';
import type { MoneyDeps } from './deps.ts';
import { ingest } from './ingest.ts';
import type { ProviderTransaction } from './provider-transaction.ts';
import { sweepUser } from './sweeps.ts';

/** The money services' view of the app's dependencies. */
export const moneyDeps = (deps: Pick<AppDeps, 'sqlite' | 'providers' | 'now'>): MoneyDeps => ({
  sqlite: deps.sqlite,
  now: deps.now,
  ...deps.providers,
});

/**
 * The entry point for a bank sync: one batch in one transaction, then a sweep if the round-ups are due.
 * A sweep failure never undoes the batch; the scheduler retries it.
 */
export async function ingestBatch(money: MoneyDeps, userId: number, batch: readonly ProviderTransaction[]) {
  const result = ingest(money.sqlite, userId, batch, money.now());
  let sweep = null;
  if (result.sweepDue) {
    try {
      sweep = await sweepUser(money, userId);
    } catch (error) {
      console.warn(`[sweeps] user ${userId}: sweep deferred to the scheduler:`, (error as Error).message);
    }
  }
  return { ...result, sweep };
}
