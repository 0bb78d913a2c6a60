// A member's correction of a row's classification, 'this is a coin purchase' or 'not a coin purchase'
// (docs/product-rules.md section 3): kept, it wins over the rules for that row and every later sync of it, and the
// round-up, points and creator share follow through new ledger rows, as a refund's do. One transaction: the
// correction and its money are written together or not at all, and two at once queue on the write lock.
import { transactionCorrections } from '#db/schema/index.ts';
import { write } from '#db/unit-of-work.ts';
import type { Deps } from '#api/deps.ts';
import { inBatch } from './ingest.ts';
import { statements } from './ingest-sql.ts';
import { sweepOrDefer } from './engine.ts';

/**
 * Why a correction was refused: no such row of the member's (or one the list no longer shows), money in (a refund
 * follows its purchase), or a purchase a refund already took back (it counts for nothing either way).
 */
export type CorrectionRefusal = 'not_found' | 'money_in' | 'refunded';

export type CorrectionResult = { ok: true; changed: boolean } | { ok: false; reason: CorrectionRefusal };

function correct(deps: Pick<Deps, 'sqlite' | 'now'>, userId: number, txId: number, coinPurchase: boolean) {
  const { sqlite } = deps;
  const s = statements(sqlite);
  return write(sqlite, (tx): CorrectionResult & { sweepDue?: boolean } => {
    const t = s.fullRow.get(txId, userId);
    if (!t || t.removed_at !== null || t.superseded_by_id !== null) return { ok: false, reason: 'not_found' };
    if (t.type !== 'debit') return { ok: false, reason: 'money_in' };
    if (t.reversed_at !== null) return { ok: false, reason: 'refunded' };
    const category = coinPurchase ? 'TikTok' : 'Other';
    // Said already (a second tap, the same request twice): nothing new to keep or to move.
    if (t.member_category === category) return { ok: true, changed: false };
    const now = deps.now();
    const { id } = tx
      .insert(transactionCorrections)
      .values({ userId, transactionId: t.id, coinPurchase, createdAt: new Date(now) })
      .returning({ id: transactionCorrections.id })
      .get();
    // Quiet: the member made the change and sees it; a notice would only repeat it.
    const result = inBatch(sqlite, userId, [], now, (batch) => batch.correct(t, category, id), true);
    return { ok: true, changed: t.category !== category, sweepDue: result.sweepDue };
  });
}

/** The member's word on their row `txId`; then a sweep, when it brought the round-ups to the sweep's threshold. */
export async function correctClassification(
  deps: Pick<Deps, 'sqlite' | 'providers' | 'now'>,
  userId: number,
  txId: number,
  coinPurchase: boolean,
): Promise<CorrectionResult> {
  const { sweepDue, ...result } = correct(deps, userId, txId, coinPurchase);
  if (sweepDue) await sweepOrDefer(deps, userId);
  return result;
}
