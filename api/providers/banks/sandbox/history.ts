// The bank history both sandboxes serve: the generator's rows (./generate-history.ts) seen
// from the bank's side at a given moment. Everything is a function of (seed, account, history start, bank now):
// no state, so a restarted server serves the same rows under the same ids.
//
// - Rows exist from `historyStartMs` (90 days before the link) up to `bankNowMs`; a later `bankNowMs` repeats
//   every earlier row under the same id and adds the new ones.
// - A row of the last 3 days may be pending. Once its day is older, the bank no longer lists the pending row:
//   it lists the posted one under a NEW id (`postPending`), dated 0-2 days later, as real aggregators do.
// - About 1 in 30 rows is withdrawn by the bank (a duplicate authorisation, a reversed charge): listed as usual
//   for its first days, then with `removed: true`.
import { generateProviderTransactions, postPending } from '#api/providers/banks/sandbox/generate-history.ts';
import type { BankProvider, ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

export const DAY_MS = 86_400_000;
/** How far back a new link reaches. */
export const HISTORY_DAYS = 90;
/** A withdrawn row is listed as usual this long, then as removed. */
const REMOVE_AFTER_MS = 5 * DAY_MS;
const REMOVED_ONE_IN = 30;
/** Share of posted coin purchases refunded a few days later (twice the generator's default: a sandbox shows it). */
const REFUND_SHARE = 0.1;
export const PAGE_SIZE = 100;

/** FNV-1a, 32 bits: a stable hash for ids and seeds (not for secrets). */
export function hash32(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // murmur3's finaliser, so that neighbouring inputs spread over all bits.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(8, '0').slice(-width);
export const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export type HistoryOptions = {
  seed: number;
  provider: BankProvider;
  accountId: string;
  institutionId?: string | null;
  /** The account's currency: the generator writes its amounts at that currency's local prices. Default USD. */
  currency?: string;
  /** The first moment the bank holds (rounded down to its UTC day). */
  historyStartMs: number;
  /** The bank's present: nothing at or after it exists yet. */
  bankNowMs: number;
  /** Rows a day on average (the generator's `perDay`). */
  perDay?: number;
  /** Coin purchases a member played on the account (./played-purchases.ts): listed from their date on. */
  played?: readonly ProviderTransaction[];
};

/** Every row the bank lists for one account at `bankNowMs`, oldest first. */
export function accountHistory(o: HistoryOptions): ProviderTransaction[] {
  const start = startOfUtcDay(o.historyStartMs);
  if (o.bankNowMs <= start) return [];
  const common = {
    seed: o.seed,
    provider: o.provider,
    accountId: o.accountId,
    institutionId: o.institutionId ?? null,
    perDay: o.perDay,
    refundShare: REFUND_SHARE,
    currency: o.currency,
  };
  const now = generateProviderTransactions({ ...common, start, days: (o.bankNowMs - start) / DAY_MS });

  // Which rows were pending while recent: each day drawn alone is "recent", with the same rolls.
  const everPending = new Set<string>();
  for (let day = start; day < o.bankNowMs; day += DAY_MS) {
    for (const row of generateProviderTransactions({ ...common, start: day, days: 1 }))
      if (row.pending) everPending.add(row.id);
  }
  // The generator marks a row pending only on the last days, so ever pending but not now means posted.
  const rows = now.map((row) =>
    everPending.has(row.id) && !row.pending ? postPending([{ ...row, pending: true }], hash32(row.id))[0]! : row,
  );
  const refunded = new Set(rows.filter((r) => r.id.endsWith('-refund')).map((r) => r.id.slice(0, -'-refund'.length)));
  const result = rows.map((row) => {
    // Never a pending row, its posted successor (the pending one would then never be replaced) or a refund pair.
    const withdrawable =
      !row.pending &&
      !everPending.has(row.id) &&
      !row.id.includes('-posted-') &&
      !row.id.endsWith('-refund') &&
      !refunded.has(row.id) &&
      hash32(row.id, 0x5eed) % REMOVED_ONE_IN === 0;
    return withdrawable && Date.parse(row.date) < o.bankNowMs - REMOVE_AFTER_MS ? { ...row, removed: true } : row;
  });
  const played = (o.played ?? []).filter((row) => Date.parse(row.date) <= o.bankNowMs);
  return [...result, ...played].sort(byDateThenId);
}

export function byDateThenId(a: ProviderTransaction, b: ProviderTransaction): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The rows dated in [fromMs, toMs]. */
export function within(rows: readonly ProviderTransaction[], fromMs: number, toMs: number): ProviderTransaction[] {
  return rows.filter((r) => {
    const t = Date.parse(r.date);
    return t >= fromMs && t <= toMs;
  });
}

/** Pages of `size` rows, as an aggregator's paged listing; nothing at all when there are no rows. */
export async function* paged(
  rows: readonly ProviderTransaction[],
  size = PAGE_SIZE,
): AsyncGenerator<ProviderTransaction[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
