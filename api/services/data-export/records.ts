// What one row of each long table becomes in the archive: the same record in the JSON file and as a
// line of the CSV, so both say the same. Dates ISO 8601 in UTC; amounts plain decimals (dollars, points, bitcoin);
// the bank's own currency and amount kept beside the dollars. Provider ids and idempotency keys stay out.
import type { ledgerEntries, pointsRewards, transactions } from '#db/schema/index.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import type { CsvValue } from './csv.ts';

export type ArchiveRecord = Record<string, CsvValue>;

/** Satoshis as bitcoin: '0.00012345'. */
export function formatBitcoin(sats: number): string {
  const sign = sats < 0 ? '-' : '';
  const abs = Math.abs(sats);
  return `${sign}${Math.floor(abs / 1e8)}.${String(abs % 1e8).padStart(8, '0')}`;
}

/** An exchange rate kept in millionths: '17.250000' (units of the currency per dollar). */
const formatRate = (micros: number | null) =>
  micros === null ? null : `${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, '0')}`;

/** A ledger account's unit: bitcoin for `sats:`, points for the points accounts, else US dollars. */
export function ledgerUnit(account: string): 'BTC' | 'points' | 'USD' {
  if (account.startsWith('sats:')) return 'BTC';
  if (account.startsWith('points') || account === 'creator_received') return 'points';
  return 'USD';
}

type TransactionRow = typeof transactions.$inferSelect;

/** Where a bank row stands, in words: what the transaction list shows, or why it does not. */
function transactionStatus(t: TransactionRow) {
  if (t.removedAt) return 'removed';
  if (t.supersededById !== null) return 'replaced';
  if (t.reversedAt) return 'refunded';
  return t.pending ? 'pending' : 'posted';
}

export function transactionRecord(t: TransactionRow): ArchiveRecord {
  return {
    id: t.id,
    date: iso(t.date),
    description: t.description,
    merchant: t.merchant,
    category: t.category,
    type: t.type,
    status: transactionStatus(t),
    amount_usd: formatDecimal(t.amountCents),
    original_currency: t.currency,
    original_amount: t.originalAmount,
    usd_rate: formatRate(t.usdRateMicros),
    rate_day: t.rateDay,
    round_up_usd: formatDecimal(t.roundUpCents),
    points_earned: formatDecimal(t.pointsEarned),
    creator_share_points: formatDecimal(t.creatorShare),
    source: t.provider,
    refund_of_id: t.refundOfId,
    replaced_by_id: t.supersededById,
    removed_at: isoOrNull(t.removedAt),
    refunded_at: isoOrNull(t.reversedAt),
    // Dated before its account was linked: counted in the spend, earning nothing.
    before_link: t.beforeLink,
    // The member's own word on the row's category ('TikTok' or 'Other'), which wins over the rules; empty if none.
    category_said_by_you: t.memberCategory,
    created_at: iso(t.createdAt),
  };
}

type LedgerRow = typeof ledgerEntries.$inferSelect;

export function ledgerRecord(e: LedgerRow): ArchiveRecord {
  const unit = ledgerUnit(e.account);
  return {
    id: e.id,
    created_at: iso(e.createdAt),
    account: e.account,
    amount: unit === 'BTC' ? formatBitcoin(e.amount) : formatDecimal(e.amount),
    unit,
    cause: e.cause,
    ref_type: e.refType,
    ref_id: e.refId,
  };
}

type PointsRewardRow = typeof pointsRewards.$inferSelect;

export function pointsRewardRecord(r: PointsRewardRow): ArchiveRecord {
  return {
    id: r.id,
    transaction_id: r.transactionId,
    points: formatDecimal(r.pointsEarned),
    spend_usd: formatDecimal(r.spendAmountCents),
    reward_rate: (r.rewardRateBps / 10_000).toFixed(4),
    status: r.status,
    created_at: iso(r.createdAt),
    processed_at: isoOrNull(r.processedAt),
  };
}

/** The columns of each CSV file, in order: the keys of its records (records.test.ts holds them to it). */
export const TRANSACTION_COLUMNS = [
  'id',
  'date',
  'description',
  'merchant',
  'category',
  'type',
  'status',
  'amount_usd',
  'original_currency',
  'original_amount',
  'usd_rate',
  'rate_day',
  'round_up_usd',
  'points_earned',
  'creator_share_points',
  'source',
  'refund_of_id',
  'replaced_by_id',
  'removed_at',
  'refunded_at',
  'before_link',
  'category_said_by_you',
  'created_at',
] as const;
export const LEDGER_COLUMNS = ['id', 'created_at', 'account', 'amount', 'unit', 'cause', 'ref_type', 'ref_id'] as const;
