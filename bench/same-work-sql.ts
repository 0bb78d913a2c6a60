// The same-work reference's statements (bench/same-work-server.ts answers with them): the product's reads written
// as plain SQL over the same file, each prepared once on the connection.
import type { Statement } from 'better-sqlite3';
import type { Sqlite } from '#db/index.ts';
import { NOTIFICATIONS_PAGE } from '#shared/schemas/notifications.ts';
import { SHOWN } from '#api/services/activity.ts';
import type * as dto from './same-work-routes.ts';

type Row<T> = Statement<unknown[], T>;

const USER_COLUMNS = `id, name, email, email_verified_at AS emailVerifiedAt, username, user_type AS userType, country,
  locale,
  profile_picture AS profilePicture,
  location, tiktok_username AS tiktokUsername, tiktok_profile_url AS tiktokProfileUrl,
  bank_account_connected AS bankAccountConnected, bank_account_name AS bankAccountName,
  bank_account_number AS bankAccountNumber, auto_round_up_enabled AS autoRoundUpEnabled,
  round_up_method AS roundUpMethod, round_up_multiplier AS roundUpMultiplier, weekly_cap_cents AS weeklyCapCents,
  investment_choice AS investmentChoice, investment_chosen_at AS investmentChosenAt, points_enabled AS pointsEnabled,
  notify_transaction_alerts AS notifyTransactionAlerts, notify_cash_out_reminders AS notifyCashOutReminders,
  notify_creator_updates AS notifyCreatorUpdates, referral_code AS referralCode, created_at AS createdAt`;
const LISTED = `id, description, amount_cents AS amountCents, currency, original_amount AS originalAmount,
  usd_rate_micros AS usdRateMicros, rate_day AS rateDay, type, category, provider AS source, pending,
  round_up_cents AS roundUpCents, points_earned AS pointsEarned, reversed_at AS reversedAt,
  before_link AS beforeLink, member_category AS memberCategory, date,
  CASE provider WHEN 'finicity' THEN provider_transaction_id END AS finicityTransactionId,
  CASE provider WHEN 'belvo' THEN provider_transaction_id END AS belvoTransactionId, created_at AS createdAt`;
const VISIBLE = 'user_id = ? AND superseded_by_id IS NULL AND removed_at IS NULL';
const COINS = "category = 'TikTok' AND type = 'debit'";
const NOTIFICATION = 'id, user_id AS userId, type, title, message, data, read, created_at AS createdAt';
// The (account, cause) pairs that make a line in Recent Activity: the app's own list, so the two cannot drift.
// A purchase event's round-up and points rows make one line: its key less ':round_up', or less ':points'.
const EVENT = (suffix: string) => `substr(le.idempotency_key, 1, length(le.idempotency_key) - ${suffix.length})`;
const LINES = `SELECT le.id, le.account, le.amount, le.cause, le.created_at AS createdAt, le.occurred_at AS occurredAt,
    t.description, a.title, co.amount_cents AS cashOut, t.reversed_at AS refundedAt,
    CASE WHEN le.account = 'round_ups' AND le.ref_type = 'transaction' THEN (SELECT p.amount FROM ledger_entries p
      WHERE p.idempotency_key = ${EVENT(':round_up')} || ':points') END AS points
  FROM ledger_entries le
  LEFT JOIN transactions t ON le.ref_type = 'transaction' AND t.id = le.ref_id
  LEFT JOIN achievements a ON le.ref_type = 'achievement' AND a.id = le.ref_id
  LEFT JOIN cash_outs co ON le.ref_type = 'cash_out' AND co.id = le.ref_id
  WHERE le.user_id = ? AND (le.account, le.cause) IN (VALUES ${SHOWN.map(([a, c]) => `('${a}', '${c}')`).join(', ')})
    AND NOT (le.account = 'points' AND le.ref_type = 'transaction' AND le.cause <> 'creator_share' AND EXISTS
      (SELECT 1 FROM ledger_entries r WHERE r.idempotency_key = ${EVENT(':points')} || ':round_up'))`;

/**
 * Every statement, prepared once on the connection: one per lookup, and for a page one per page size, its LIMIT
 * written into the text (SQLite's planner reads a bound LIMIT, so binding one recompiles the statement every run).
 */
export function prepareAll(sqlite: Sqlite) {
  const p = <T>(sql: string): Row<T> => sqlite.prepare<unknown[], T>(sql);
  const perLimit = <T>(sql: (limit: number) => string) => {
    const byLimit = new Map<number, Row<T>>();
    return (limit: number) => {
      let statement = byLimit.get(limit);
      if (!statement) byLimit.set(limit, (statement = p<T>(sql(limit))));
      return statement;
    };
  };
  return {
    session: p<{ userId: number; expire: number; createdAt: number }>(
      'SELECT user_id AS userId, expire, created_at AS createdAt FROM sessions WHERE sid = ?',
    ),
    account: p<dto.AccountRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`),
    stats: p<{ available: number; spend: number; earned: number; redeemed: number }>(
      `SELECT available_points_balance AS available, total_tik_tok_spend_cents AS spend,
        total_points_earned AS earned, total_redeemed_points AS redeemed FROM users WHERE id = ?`,
    ),
    txFirst: perLimit<dto.TransactionRow>(
      (n) => `SELECT ${LISTED} FROM transactions WHERE ${VISIBLE} ORDER BY date DESC, id DESC LIMIT ${n}`,
    ),
    txAfter: perLimit<dto.TransactionRow>(
      (n) => `SELECT ${LISTED} FROM transactions WHERE ${VISIBLE} AND (date, id) < (?, ?)
        ORDER BY date DESC, id DESC LIMIT ${n}`,
    ),
    // The coin purchases the list opens on (api/services/transactions.ts FILTERS.coin_purchases).
    coinFirst: perLimit<dto.TransactionRow>(
      (n) => `SELECT ${LISTED} FROM transactions WHERE ${VISIBLE} AND ${COINS} ORDER BY date DESC, id DESC LIMIT ${n}`,
    ),
    coinAfter: perLimit<dto.TransactionRow>(
      (n) => `SELECT ${LISTED} FROM transactions WHERE ${VISIBLE} AND ${COINS} AND (date, id) < (?, ?)
        ORDER BY date DESC, id DESC LIMIT ${n}`,
    ),
    txTotals: p<Record<'count' | 'purchases' | 'spend' | 'pending' | 'pendingSpend' | 'roundUps' | 'points', number>>(
      `SELECT listed_count AS count, listed_coin_purchases AS purchases, total_tik_tok_spend_cents AS spend,
        listed_pending_purchases AS pending, listed_pending_spend_cents AS pendingSpend,
        listed_round_up_cents AS roundUps, listed_points AS points FROM users WHERE id = ?`,
    ),
    connected: p<{ id: number; from: number | null }>(
      `SELECT id, rewards_from AS "from" FROM bank_accounts WHERE user_id = ? AND is_active = 1
       ORDER BY rewards_from DESC LIMIT 1`,
    ),
    notesFirst: p<dto.NotificationRow>(`SELECT ${NOTIFICATION} FROM notifications WHERE user_id = ?
      ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATIONS_PAGE + 1}`),
    notesAfter: p<dto.NotificationRow>(`SELECT ${NOTIFICATION} FROM notifications
      WHERE user_id = ? AND (created_at, id) < (?, ?)
      ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATIONS_PAGE + 1}`),
    unread: p<{ n: number }>('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read = 0'),
    investment: p<dto.InvestmentRow>(
      `SELECT total_invested_cents AS totalInvestedCents, balance_cents AS balanceCents,
        accrued_micros AS accruedMicros, last_accrual_day AS lastAccrualDay, sats_held AS satsHeld
        FROM investments WHERE user_id = ? AND portfolio_type = ?`,
    ),
    history: p<dto.SnapshotRow>(`SELECT day, value_cents AS value, invested_cents AS invested
      FROM portfolio_snapshots WHERE user_id = ? AND day > ? ORDER BY day`),
    settings: p<dto.PortfolioSettingsRow>(
      `SELECT pending_round_up_cents AS pendingRoundUpCents, stripe_payment_method_id AS paymentMethodId,
        investment_choice AS investmentChoice FROM users WHERE id = ?`,
    ),
    linesFirst: perLimit<dto.ActivityRow>((n) => `${LINES} ORDER BY le.occurred_at DESC, le.id DESC LIMIT ${n}`),
    linesAfter: perLimit<dto.ActivityRow>(
      (n) => `${LINES} AND (le.occurred_at, le.id) < (?, ?) ORDER BY le.occurred_at DESC, le.id DESC LIMIT ${n}`,
    ),
  };
}
