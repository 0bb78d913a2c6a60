import type { Deps } from '#api/deps.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { dbOf } from '#db/index.ts';
import { ingest } from './ingest.ts';
import { sweepUser } from './sweeps.ts';

/**
 * The entry point for a bank sync: one batch in one transaction, then a sweep if the round-ups are due.
 * A sweep failure never undoes the batch; the scheduler retries it.
 */
export async function ingestBatch(
  deps: Pick<Deps, 'sqlite' | 'providers' | 'now'>,
  userId: number,
  batch: readonly ProviderTransaction[],
) {
  const result = ingest(deps.sqlite, userId, batch, deps.now());
  let sweep = null;
  if (result.sweepDue) {
    try {
      // Callers outside the app (the browser tests' seeding) pass the connection alone, without drizzle.
      sweep = await sweepUser({ ...deps, db: dbOf(deps.sqlite) }, userId);
    } catch (error) {
      console.warn(`[sweeps] user ${userId}: sweep deferred to the scheduler:`, (error as Error).message);
    }
  }
  return { ...result, sweep };
}
