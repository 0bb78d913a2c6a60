import type { Deps } from '#api/deps.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { dbOf } from '#db/index.ts';
import { ratesForBatch, lookUpRates } from './exchange-rates.ts';
import { convertWaiting, ingest } from './ingest.ts';
import { statements } from './ingest-sql.ts';
import { sweepUser } from './sweeps.ts';

/**
 * The entry point for a bank sync: one batch in one transaction, then a sweep if the round-ups are due.
 * A sweep failure never undoes the batch; the scheduler retries it.
 */
export async function ingestBatch(
  deps: Pick<Deps, 'sqlite' | 'providers' | 'now'>,
  userId: number,
  batch: readonly ProviderTransaction[],
  options: { quiet?: boolean } = {},
) {
  // Rates first, outside the write lock: a rate source is a network call.
  const rates = await ratesForBatch(deps.providers.rates, batch);
  const result = ingest(deps.sqlite, userId, batch, deps.now(), rates, options);
  const sweep = result.sweepDue ? await sweepOrDefer(deps, userId) : null;
  return { ...result, sweep };
}

/**
 * A sweep of round-ups that just became due, outside the write that made them due: a card network call. Its failure
 * leaves what was written in place, and the scheduler retries the sweep.
 */
export async function sweepOrDefer(deps: Pick<Deps, 'sqlite' | 'providers' | 'now'>, userId: number) {
  try {
    // Callers outside the app (the browser tests' seeding) pass the connection alone, without drizzle.
    return await sweepUser({ ...deps, db: dbOf(deps.sqlite) }, userId);
  } catch (error) {
    console.warn(`[sweeps] user ${userId}: sweep deferred to the scheduler:`, (error as Error).message);
    return null;
  }
}

/**
 * The rates job: rows that wait for an exchange rate (the source was down, or did not know the currency) are
 * converted once their rate exists, and earn then. Returns how many rows were converted. One user's failure is
 * logged once and retried on the next pass; it never stops the others.
 */
export async function convertWaitingRows(deps: Pick<Deps, 'sqlite' | 'providers' | 'now'>): Promise<number> {
  const s = statements(deps.sqlite);
  const days = s.waitingDays.all();
  if (days.length === 0) return 0;
  const rates = await lookUpRates(
    deps.providers.rates,
    days.map((d) => [d.currency, d.day] as const),
  );
  if (![...rates.values()].some(Boolean)) return 0;
  let converted = 0;
  for (const { userId } of s.waitingUsers.all()) {
    try {
      converted += convertWaiting(deps.sqlite, userId, rates, deps.now()).converted;
    } catch (error) {
      console.error(`[jobs] exchange rates: user ${userId} failed, retried on the next pass:`, error);
    }
  }
  return converted;
}
