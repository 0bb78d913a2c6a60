// The ingest hot path's SQL, prepared once per connection (drizzle would prepare each query on every call).
import type { Statement } from 'better-sqlite3';
import type { Sqlite } from '#db/index.ts';

const TX_FIELDS = `id, pending, type, category, amount_cents, round_up_cents, points_earned, creator_share, creator_id,
  superseded_by_id, removed_at, reversed_at, date`;

function build(sqlite: Sqlite) {
  const p = (sql: string) => sqlite.prepare(sql);
  const insertFor = (col: 'finicity' | 'belvo') =>
    p(`INSERT INTO transactions (user_id, description, merchant, amount_cents, type, category, source, pending,
         ${col}_transaction_id, ${col === 'finicity' ? 'finicity_institution_id' : 'belvo_account_id'}, provider_account_id, date, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, ${col}_transaction_id) DO NOTHING`);
  const inserts = { finicity: insertFor('finicity'), belvo: insertFor('belvo') };
  const lookups = {
    finicity: p(`SELECT ${TX_FIELDS} FROM transactions WHERE user_id = ? AND finicity_transaction_id = ?`),
    belvo: p(`SELECT ${TX_FIELDS} FROM transactions WHERE user_id = ? AND belvo_transaction_id = ?`),
  };
  return {
    userSettings:
      p(`SELECT id, referred_by, points_enabled, points_reward_rate_bps, auto_round_up_enabled, round_up_method,
                       round_up_multiplier, weekly_cap_cents FROM users WHERE id = ?`),
    userTotals: p('SELECT pending_round_up_cents, round_up_count FROM users WHERE id = ?'),
    followOf: p('SELECT creator_id, created_at FROM creator_follows WHERE gifter_id = ?'),
    openPending:
      p(`SELECT id, provider_account_id AS accountId, amount_cents AS amountCents, type, date, source AS provider
                    FROM transactions WHERE user_id = ? AND date >= ? AND date <= ?
                      AND pending = 1 AND superseded_by_id IS NULL AND removed_at IS NULL
                    ORDER BY amount_cents, type, date, id`),
    roundUpsInWeek: p(`SELECT COALESCE(SUM(round_up_cents), 0) AS total FROM transactions
                       WHERE user_id = ? AND date >= ? AND date < ? AND category = 'TikTok' AND type = 'debit'
                         AND pending = 0 AND reversed_at IS NULL`),
    insert: (col: 'finicity' | 'belvo'): Statement => inserts[col],
    byProviderId: (provider: string): Statement => (provider === 'finicity' ? lookups.finicity : lookups.belvo),
    post: p(`UPDATE transactions SET pending = 0, description = ?, merchant = ?, amount_cents = ?, type = ?, category = ?, date = ?
             WHERE id = ?`),
    setEarnings: p(
      'UPDATE transactions SET round_up_cents = ?, points_earned = ?, creator_share = ?, creator_id = ? WHERE id = ?',
    ),
    supersede: p('UPDATE transactions SET superseded_by_id = ? WHERE id = ?'),
    markRemoved: p('UPDATE transactions SET removed_at = ? WHERE id = ?'),
    markReversed: p('UPDATE transactions SET reversed_at = ? WHERE id = ?'),
    setRefundOf: p('UPDATE transactions SET refund_of_id = ?, round_up_cents = ?, points_earned = ? WHERE id = ?'),
    refundMatch: p(`SELECT ${TX_FIELDS} FROM transactions
                    WHERE user_id = ? AND amount_cents = ? AND type = 'debit' AND category = 'TikTok' AND pending = 0
                      AND reversed_at IS NULL AND removed_at IS NULL AND superseded_by_id IS NULL AND date <= ? AND id <> ?
                    ORDER BY date DESC, id DESC LIMIT 1`),
    insertReward:
      p(`INSERT INTO points_rewards (user_id, transaction_id, points_earned, spend_amount_cents, reward_rate_bps, status, created_at, processed_at)
                     VALUES (?, ?, ?, ?, ?, 'credited', ?, ?) ON CONFLICT (transaction_id) DO NOTHING`),
    bumpCounters: p(
      'UPDATE users SET coin_purchase_count = coin_purchase_count + ?, round_up_count = round_up_count + ? WHERE id = ?',
    ),
    pendingReferral: p(
      "SELECT id, referrer_id, reward_amount_cents FROM referrals WHERE referred_user_id = ? AND status = 'pending'",
    ),
    completeReferral: p("UPDATE referrals SET status = 'completed', paid_at = ? WHERE id = ? AND status = 'pending'"),
  };
}

const cache = new WeakMap<Sqlite, ReturnType<typeof build>>();

export function statements(sqlite: Sqlite) {
  let s = cache.get(sqlite);
  if (!s) cache.set(sqlite, (s = build(sqlite)));
  return s;
}
