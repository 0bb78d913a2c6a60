// ingest(userId, providerTransactions): the one door through which bank transactions enter the money engine.
// One IMMEDIATE SQLite transaction per batch, so a crash mid-sync loses nothing and doubles nothing, and two
// concurrent calls for the same user queue on the write lock; the provider id's unique index makes any
// replay a no-op. See docs/decisions/0004-money-engine.md.
import type { Sqlite } from '#db/index.ts';
import { write } from '#db/unit-of-work.ts';
import { SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { unlockAchievement } from './achievements.ts';
import type { BatchCounts } from './batch-counts.ts';
import { IngestBatch } from './ingest-batch.ts';
import { type BatchNews, notifyBatch } from './ingest-notices.ts';
import { LedgerWriter } from './ledger.ts';
import { type BankRow, normaliseBatch, type RejectedRow } from './provider-rows.ts';
import { statements } from './ingest-sql.ts';
import { parseMinorUnits } from '#api/providers/rates/currency-units.ts';
import { convertAt, NO_RATES, type RateBook } from './exchange-rates.ts';

export type IngestResult = BatchCounts & {
  /** What the batch would tell the user (told by it, unless `quiet`). */
  news: BatchNews;
  received: number;
  rejected: RejectedRow[];
  /** Pending round-ups after the batch, so the caller knows whether a sweep is due. */
  pendingRoundUpCents: number;
  sweepDue: boolean;
};

/**
 * `rates` holds the exchange rates of the batch's rows not in US dollars (asked beforehand: `ratesForBatch`); a
 * row whose rate is missing is stored and waits for it.
 */
export function ingest(
  sqlite: Sqlite,
  userId: number,
  batch: readonly ProviderTransaction[],
  now: number,
  rates: RateBook = NO_RATES,
  { quiet = false }: { quiet?: boolean } = {},
): IngestResult {
  const { rows, rejected } = normaliseBatch(batch, rates);
  const result = write(sqlite, () =>
    inBatch(
      sqlite,
      userId,
      rows,
      now,
      (b) => {
        for (const r of rows) b.apply(r);
      },
      quiet,
    ),
  );
  return { ...result, received: batch.length, rejected };
}

/**
 * The user's rows that wait for an exchange rate and whose rate `rates` now holds, converted in date order: a
 * posted purchase earns (by the settings kept when first seen), a refund reverses its purchase. One transaction.
 */
export function convertWaiting(sqlite: Sqlite, userId: number, rates: RateBook, now: number) {
  const s = statements(sqlite);
  return write(sqlite, () => {
    const waiting = s.waitingRows.all(userId);
    return inBatch(sqlite, userId, [], now, (b) => {
      for (const t of waiting) {
        const at = convertAt(rates, t.currency, parseMinorUnits(t.original_amount, t.currency), t.date);
        if (at) b.convert(t, at.amountCents, at.rate);
      }
    });
  });
}

export function inBatch(
  sqlite: Sqlite,
  userId: number,
  rows: readonly BankRow[],
  now: number,
  work: (batch: IngestBatch) => void,
  /** The caller tells the user itself, once for many batches (a bank sync: api/services/banking/sync.ts). */
  quiet = false,
): Omit<IngestResult, 'received' | 'rejected'> {
  const s = statements(sqlite);
  const user = s.userSettings.get(userId);
  if (!user) throw new Error(`ingest: no user ${userId}`);
  const ledger = new LedgerWriter(sqlite, now);
  const batch = new IngestBatch(sqlite, s, user, ledger, now, rows);
  // A closed account takes nothing more (a sync that was under way when it closed, a refund that posts later): its
  // books were closed, and its points and round-ups must not move below zero.
  if (user.closed_at === null) work(batch);

  // Totals and counters once per batch, not once per row: the ledger keeps a batch to one UPDATE per total.
  ledger.flush();
  const { counts, roundUps } = batch;
  if (counts.coinPurchases || roundUps) s.bumpCounters.run(counts.coinPurchases, roundUps, userId);
  const after = s.userTotals.get(userId);
  if (!after) throw new Error(`ingest: no user ${userId}`);
  if (after.round_up_count >= 1 && roundUps) unlockAchievement(sqlite, userId, 'first_round_up', now);
  if (after.round_up_count >= 10 && roundUps) unlockAchievement(sqlite, userId, 'round_ups_10', now);
  const news = { ...counts, roundUps, refundCents: batch.refundCents };
  if (!quiet) notifyBatch(sqlite, userId, news, now);
  return {
    ...counts,
    news,
    pendingRoundUpCents: after.pending_round_up_cents,
    sweepDue: after.pending_round_up_cents >= SWEEP_THRESHOLD_CENTS,
  };
}
