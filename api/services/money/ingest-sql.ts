// The ingest hot path's SQL, raw and prepared once per connection: measured against drizzle's prepared queries
// (bench/ingest.ts, docs/decisions), these are the statements that run for every row of every bank page.
// Raw SQL reads raw values, so the row types are spelled out here, next to the SQL that shapes them.
import type { Sqlite } from '#db/index.ts';

/** A stored transaction as ingest reads it: flags are 0/1 and dates milliseconds, as SQLite holds them. */
export type StoredTransaction = FirstSeenSettings & {
  id: number;
  pending: number;
  type: string;
  category: string;
  amount_cents: number;
  currency: string;
  original_amount: string;
  /** Null while the row waits for its exchange rate. */
  usd_rate_micros: number | null;
  round_up_cents: number;
  points_earned: number;
  creator_share: number;
  creator_id: number | null;
  superseded_by_id: number | null;
  /** On a refund row: the purchase it reversed. */
  refund_of_id: number | null;
  removed_at: number | null;
  reversed_at: number | null;
  date: number;
  /** Dated before its account was linked: it earns nothing (./earning-start.ts). */
  before_link: number;
};

/**
 * The round-up settings kept on a row when it was first seen (all null on rows from before they were kept), and the
 * member's own word on its category (null until given): what a pending row's posting keeps.
 */
export type FirstSeenSettings = {
  round_up_method: 'dollar' | 'five' | null;
  round_up_multiplier: number | null;
  weekly_cap_cents: number | null;
  round_ups_on: number | null;
  member_category: 'TikTok' | 'Other' | null;
};

/** A stored row with what the batch's steps read of a bank's row (./stored-rows.ts makes it one). */
export type FullRow = StoredTransaction & {
  description: string;
  merchant: string | null;
  provider: string;
  account_id: string | null;
  rate_day: string | null;
};

/** An open pending row, as a posted row of the batch may replace it. */
export type OpenPending = FirstSeenSettings & {
  id: number;
  accountId: string | null;
  currency: string;
  originalAmount: string;
  type: string;
  date: number;
  provider: string;
};

/** The settings a batch earns by, read once per batch. */
export type UserSettings = {
  id: number;
  referred_by: number | null;
  points_enabled: number;
  points_reward_rate_bps: number;
  auto_round_up_enabled: number;
  round_up_method: 'dollar' | 'five';
  round_up_multiplier: number;
  weekly_cap_cents: number | null;
  /** Set once the member closed the account: nothing more is ingested for them. */
  closed_at: number | null;
};

export type NewTransaction = [
  userId: number,
  description: string,
  merchant: string | null,
  amountCents: number,
  currency: string,
  originalAmount: string,
  usdRateMicros: number | null,
  rateDay: string | null,
  type: string,
  category: string,
  provider: string,
  pending: number,
  providerId: string,
  providerAccountId: string | null,
  date: number,
  createdAt: number,
  roundUpMethod: 'dollar' | 'five',
  roundUpMultiplier: number,
  weeklyCapCents: number | null,
  roundUpsOn: number,
  beforeLink: number,
];

const ROUND_UP_SETTINGS = 'round_up_method, round_up_multiplier, weekly_cap_cents, round_ups_on';
const FIRST_SEEN = `${ROUND_UP_SETTINGS}, member_category`;
const TX_FIELDS = `id, pending, type, category, amount_cents, currency, original_amount, usd_rate_micros,
  round_up_cents, points_earned, creator_share, creator_id, superseded_by_id, refund_of_id, removed_at, reversed_at,
  date, before_link, ${FIRST_SEEN}`;

const FULL_FIELDS = `${TX_FIELDS}, description, merchant, provider, provider_account_id AS account_id, rate_day`;

function build(sqlite: Sqlite) {
  const p = <Params extends unknown[], Row = unknown>(sql: string) => sqlite.prepare<Params, Row>(sql);
  return {
    userSettings: p<[userId: number], UserSettings>(`SELECT id, referred_by, points_enabled, points_reward_rate_bps,
         auto_round_up_enabled, round_up_method, round_up_multiplier, weekly_cap_cents, closed_at
       FROM users WHERE id = ?`),
    userTotals: p<[userId: number], { pending_round_up_cents: number; round_up_count: number }>(
      'SELECT pending_round_up_cents, round_up_count FROM users WHERE id = ?',
    ),
    // When each of the member's accounts was first linked (a relink keeps its row, and so its first link).
    accountLinks: p<[userId: number], { provider: string; accountId: string | null; linkedAt: number }>(
      `SELECT provider, provider_account_id AS accountId, created_at AS linkedAt FROM bank_accounts
       WHERE user_id = ?`,
    ),
    followOf: p<[userId: number], { creator_id: number; created_at: number }>(
      'SELECT creator_id, created_at FROM creator_follows WHERE gifter_id = ?',
    ),
    openPending: p<[userId: number, from: number, to: number], OpenPending>(
      `SELECT id, provider_account_id AS accountId, currency, original_amount AS originalAmount, type, date,
         provider, ${FIRST_SEEN}
       FROM transactions WHERE user_id = ? AND date >= ? AND date <= ?
         AND pending = 1 AND superseded_by_id IS NULL AND removed_at IS NULL
       ORDER BY currency, original_amount, type, date, id`,
    ),
    roundUpsInWeek: p<[userId: number, from: number, to: number], { total: number }>(
      `SELECT COALESCE(SUM(round_up_cents), 0) AS total FROM transactions
       WHERE user_id = ? AND date >= ? AND date < ? AND category = 'TikTok' AND type = 'debit'
         AND pending = 0 AND reversed_at IS NULL`,
    ),
    // Every aggregator's rows through the one statement: a row sent again is known by its aggregator and its id.
    insert: p<NewTransaction>(`INSERT INTO transactions (user_id, description, merchant, amount_cents, currency,
         original_amount, usd_rate_micros, rate_day, type, category, provider, pending, provider_transaction_id,
         provider_account_id, date, created_at, ${ROUND_UP_SETTINGS}, before_link)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, provider, provider_transaction_id) DO NOTHING`),
    byProviderId: p<[userId: number, provider: string, providerId: string | null], StoredTransaction>(
      `SELECT ${TX_FIELDS} FROM transactions WHERE user_id = ? AND provider = ? AND provider_transaction_id = ?`,
    ),
    post: p<
      [
        description: string,
        merchant: string | null,
        amountCents: number,
        currency: string,
        originalAmount: string,
        usdRateMicros: number | null,
        rateDay: string | null,
        type: string,
        category: string,
        date: number,
        beforeLink: number,
        id: number,
      ]
    >(`UPDATE transactions
       SET pending = 0, description = ?, merchant = ?, amount_cents = ?, currency = ?, original_amount = ?,
         usd_rate_micros = ?, rate_day = ?, type = ?, category = ?, date = ?, before_link = ?
       WHERE id = ?`),
    // A row that waited for its exchange rate, converted.
    setRate: p<[amountCents: number, usdRateMicros: number, rateDay: string, id: number]>(
      `UPDATE transactions SET amount_cents = ?, usd_rate_micros = ?, rate_day = ?
       WHERE id = ? AND usd_rate_micros IS NULL`,
    ),
    // A posted row replacing a pending one rounds up by the settings kept when the purchase was first seen, and
    // keeps the member's word on the pending row's category.
    keepFirstSeen: p<[FirstSeenSettings & { id: number }]>(
      `UPDATE transactions SET round_up_method = @round_up_method, round_up_multiplier = @round_up_multiplier,
         weekly_cap_cents = @weekly_cap_cents, round_ups_on = @round_ups_on,
         member_category = @member_category, category = coalesce(@member_category, category)
       WHERE id = @id`,
    ),
    // The member's word on a row's category (./corrections.ts): it is the row's category from now on.
    setMemberCategory: p<[{ category: string; id: number }]>(
      'UPDATE transactions SET member_category = @category, category = @category WHERE id = @id',
    ),
    waitingDays: p<[], { currency: string; day: string }>(
      `SELECT DISTINCT currency, strftime('%Y-%m-%d', date / 1000, 'unixepoch') AS day FROM transactions
       WHERE usd_rate_micros IS NULL AND removed_at IS NULL AND superseded_by_id IS NULL`,
    ),
    waitingUsers: p<[], { userId: number }>(
      `SELECT DISTINCT user_id AS userId FROM transactions
       WHERE usd_rate_micros IS NULL AND removed_at IS NULL AND superseded_by_id IS NULL`,
    ),
    waitingRows: p<[userId: number], FullRow>(
      `SELECT ${FULL_FIELDS} FROM transactions
       WHERE usd_rate_micros IS NULL AND user_id = ? AND removed_at IS NULL AND superseded_by_id IS NULL
       ORDER BY pending DESC, date, id`,
    ),
    // One of the member's rows, whole: the member's correction reads it (./corrections.ts).
    fullRow: p<[id: number, userId: number], FullRow>(
      `SELECT ${FULL_FIELDS} FROM transactions WHERE id = ? AND user_id = ?`,
    ),
    setEarnings: p<[roundUpCents: number, points: number, creatorShare: number, creatorId: number | null, id: number]>(
      'UPDATE transactions SET round_up_cents = ?, points_earned = ?, creator_share = ?, creator_id = ? WHERE id = ?',
    ),
    supersede: p<[supersededById: number, id: number]>('UPDATE transactions SET superseded_by_id = ? WHERE id = ?'),
    markRemoved: p<[at: number, id: number]>('UPDATE transactions SET removed_at = ? WHERE id = ?'),
    markReversed: p<[at: number, id: number]>('UPDATE transactions SET reversed_at = ? WHERE id = ?'),
    // A refund the bank took back: its purchase counts again.
    clearReversed: p<[id: number]>('UPDATE transactions SET reversed_at = NULL WHERE id = ?'),
    // A pending row a posting seemed to replace, that posts under its own id after all.
    unsupersede: p<[id: number]>('UPDATE transactions SET superseded_by_id = NULL WHERE id = ?'),
    byId: p<[id: number, userId: number], StoredTransaction>(
      `SELECT ${TX_FIELDS} FROM transactions WHERE id = ? AND user_id = ?`,
    ),
    setRefundOf: p<[refundOfId: number, roundUpCents: number, points: number, id: number]>(
      'UPDATE transactions SET refund_of_id = ?, round_up_cents = ?, points_earned = ? WHERE id = ?',
    ),
    // Matched in the bank's currency: a refund days later converts at another rate than its purchase did. A purchase
    // dated up to the window after the refund is its purchase too (its posting date can follow a same-day refund);
    // those dated before it come first, the newest first.
    refundMatch: p<
      [
        userId: number,
        currency: string,
        originalAmount: string,
        latest: number,
        id: number,
        refundDate: number,
        alsoRefundDate: number,
      ],
      StoredTransaction
    >(
      `SELECT ${TX_FIELDS} FROM transactions
       WHERE user_id = ? AND currency = ? AND original_amount = ? AND type = 'debit' AND category = 'TikTok'
         AND pending = 0 AND reversed_at IS NULL AND removed_at IS NULL AND superseded_by_id IS NULL
         AND date <= ? AND id <> ?
       ORDER BY date > ?, CASE WHEN date > ? THEN date ELSE -date END, id DESC LIMIT 1`,
    ),
    // A coin refund that found no purchase to reverse when it posted (its purchase was still pending, or had not
    // arrived): it waits for a purchase of the same currency and amount dated at most the window after it, and
    // the earliest waiting refund goes first.
    waitingRefund: p<[userId: number, currency: string, originalAmount: string, earliest: number], StoredTransaction>(
      `SELECT ${TX_FIELDS} FROM transactions
       WHERE user_id = ? AND currency = ? AND original_amount = ? AND type = 'credit' AND category = 'TikTok'
         AND date >= ? AND pending = 0 AND refund_of_id IS NULL AND removed_at IS NULL AND superseded_by_id IS NULL
         AND usd_rate_micros IS NOT NULL
       ORDER BY date, id LIMIT 1`,
    ),
    insertReward: p<
      [
        userId: number,
        txId: number,
        points: number,
        spendCents: number,
        rateBps: number,
        createdAt: number,
        processedAt: number,
      ]
    >(`INSERT INTO points_rewards (user_id, transaction_id, points_earned,
         spend_amount_cents, reward_rate_bps, status, created_at, processed_at)
       VALUES (?, ?, ?, ?, ?, 'credited', ?, ?) ON CONFLICT (transaction_id) DO NOTHING`),
    bumpCounters: p<[coinPurchases: number, roundUps: number, userId: number]>(
      `UPDATE users SET coin_purchase_count = coin_purchase_count + ?, round_up_count = round_up_count + ?
       WHERE id = ?`,
    ),
    pendingReferral: p<[userId: number], { id: number; referrer_id: number; reward_amount_cents: number }>(
      "SELECT id, referrer_id, reward_amount_cents FROM referrals WHERE referred_user_id = ? AND status = 'pending'",
    ),
    completeReferral: p<[at: number, id: number]>(
      "UPDATE referrals SET status = 'completed', paid_at = ? WHERE id = ? AND status = 'pending'",
    ),
    completeUnpaidReferral: p<[id: number]>(
      "UPDATE referrals SET status = 'completed', reward_amount_cents = 0 WHERE id = ? AND status = 'pending'",
    ),
  };
}

export type Statements = ReturnType<typeof build>;

const cache = new WeakMap<Sqlite, Statements>();

export function statements(sqlite: Sqlite): Statements {
  let s = cache.get(sqlite);
  if (!s) cache.set(sqlite, (s = build(sqlite)));
  return s;
}
