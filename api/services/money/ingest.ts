// ingest(userId, providerTransactions): the one door through which bank transactions enter the money engine.
// One IMMEDIATE SQLite transaction per batch, so a crash mid-sync loses nothing and doubles nothing, and two
// concurrent calls for the same user queue on the write lock; the provider id's unique index makes any
// replay a no-op. See docs/decisions/0004-money-engine.md.
import type { Sqlite } from '#db/index.ts';
import { SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { unlockAchievement } from './achievements.ts';
import { type BatchCounts, IngestBatch } from './ingest-batch.ts';
import { notifyBatch } from './ingest-notices.ts';
import { LedgerWriter } from './ledger.ts';
import { type BankRow, normaliseBatch, type RejectedRow } from './provider-rows.ts';
import { statements } from './statements.ts';

export type IngestResult = BatchCounts & {
  received: number;
  rejected: RejectedRow[];
  /** Pending round-ups after the batch, so the caller knows whether a sweep is due. */
  pendingRoundUpCents: number;
  sweepDue: boolean;
};

export function ingest(
  sqlite: Sqlite,
  userId: number,
  batch: readonly ProviderTransaction[],
  now: number,
): IngestResult {
  const { rows, rejected } = normaliseBatch(batch);
  const run = sqlite.transaction(() => ingestRows(sqlite, userId, rows, now));
  const result = run.immediate();
  return { ...result, received: batch.length, rejected };
}

function ingestRows(
  sqlite: Sqlite,
  userId: number,
  rows: readonly BankRow[],
  now: number,
): Omit<IngestResult, 'received' | 'rejected'> {
  const s = statements(sqlite);
  const user = s.userSettings.get(userId);
  if (!user) throw new Error(`ingest: no user ${userId}`);
  const ledger = new LedgerWriter(sqlite, now);
  const batch = new IngestBatch(sqlite, s, user, ledger, now, rows);
  for (const r of rows) batch.apply(r);

  // Totals and counters once per batch, not once per row: the ledger keeps a batch to one UPDATE per total.
  ledger.flush();
  const { counts, roundUps } = batch;
  if (counts.coinPurchases || roundUps) s.bumpCounters.run(counts.coinPurchases, roundUps, userId);
  const after = s.userTotals.get(userId);
  if (!after) throw new Error(`ingest: no user ${userId}`);
  if (after.round_up_count >= 1 && roundUps) unlockAchievement(sqlite, userId, 'first_round_up', now);
  if (after.round_up_count >= 10 && roundUps) unlockAchievement(sqlite, userId, 'round_ups_10', now);
  notifyBatch(sqlite, userId, { ...counts, roundUps, refundCents: batch.refundCents }, now);
  return {
    ...counts,
    pendingRoundUpCents: after.pending_round_up_cents,
    sweepDue: after.pending_round_up_cents >= SWEEP_THRESHOLD_CENTS,
  };
}
