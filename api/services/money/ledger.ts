// The append-only ledger. Every money movement is one row (who, which account, signed amount, cause, key);
// each account has a maintained total on users or investments so reads stay O(1). A row whose idempotency
// key already exists changes nothing, and its total is not touched.
import type { Sqlite } from '#db/index.ts';
import { prepared } from '#db/prepared.ts';

/** Accounts kept on the users row: account name -> column. Units: cents or hundredths of a point. */
export const USER_ACCOUNTS = {
  points: 'available_points_balance',
  points_earned: 'total_points_earned',
  points_redeemed: 'total_redeemed_points',
  coin_spend: 'total_tik_tok_spend_cents',
  round_ups: 'total_round_up_cents',
  round_ups_pending: 'pending_round_up_cents',
  referral_earnings: 'referral_earnings_cents',
  creator_received: 'creator_points_received',
} as const;
export type UserAccount = keyof typeof USER_ACCOUNTS;

/** Accounts kept on a user's investments row (one per type): account prefix -> column. */
export const INVESTMENT_ACCOUNTS = {
  invested: 'total_invested_cents',
  balance: 'balance_cents',
  sats: 'sats_held',
} as const;
export type InvestmentAccount = `${keyof typeof INVESTMENT_ACCOUNTS}:${'interest' | 'bitcoin'}`;

/** Money between two places, with no column of its own: audited against the rows it belongs to. */
export type TransitAccount = 'sweep_in_flight';

export type LedgerAccount = UserAccount | InvestmentAccount | TransitAccount;

export type LedgerRow = {
  userId: number;
  account: LedgerAccount;
  amount: number;
  cause: string;
  refType?: string | null;
  refId?: number | null;
  key: string;
};

const INSERT_ENTRY = `INSERT INTO ledger_entries (user_id, account, amount, cause, ref_type, ref_id, idempotency_key, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`;

/**
 * Posts ledger rows inside the caller's transaction. Totals are collected per (user, account) and written
 * once per call to `flush`, which keeps a batch of 100,000 rows to one UPDATE per touched total.
 */
export class LedgerWriter {
  private readonly insert;
  private readonly deltas = new Map<string, number>();

  constructor(
    private readonly sqlite: Sqlite,
    private readonly now: number,
  ) {
    this.insert = prepared(sqlite, INSERT_ENTRY);
  }

  /** Returns false (and changes nothing) when the key was already posted. */
  post(row: LedgerRow): boolean {
    if (!Number.isSafeInteger(row.amount))
      throw new RangeError(`ledger amount must be an integer (${row.account}: ${row.amount})`);
    if (row.amount === 0) return true;
    const info = this.insert.run(
      row.userId,
      row.account,
      row.amount,
      row.cause,
      row.refType ?? null,
      row.refId ?? null,
      row.key,
      this.now,
    );
    if (info.changes === 0) return false;
    const k = `${row.userId}|${row.account}`;
    this.deltas.set(k, (this.deltas.get(k) ?? 0) + row.amount);
    return true;
  }

  /** Writes the collected totals. Call once, at the end of the transaction's work. */
  flush() {
    for (const [k, delta] of this.deltas) {
      if (delta === 0) continue;
      const [userIdText, account] = k.split('|') as [string, LedgerAccount];
      const userId = Number(userIdText);
      if (account in USER_ACCOUNTS) {
        const col = USER_ACCOUNTS[account as UserAccount];
        prepared(this.sqlite, `UPDATE users SET ${col} = ${col} + ? WHERE id = ?`).run(delta, userId);
      } else if (account.includes(':')) {
        const [prefix, type] = account.split(':') as [keyof typeof INVESTMENT_ACCOUNTS, 'interest' | 'bitcoin'];
        const col = INVESTMENT_ACCOUNTS[prefix];
        ensureInvestment(this.sqlite, userId, type, this.now);
        prepared(
          this.sqlite,
          `UPDATE investments SET ${col} = ${col} + ? WHERE user_id = ? AND portfolio_type = ?`,
        ).run(delta, userId, type);
      }
    }
    this.deltas.clear();
  }
}

export function ensureInvestment(sqlite: Sqlite, userId: number, type: 'interest' | 'bitcoin', now: number) {
  prepared(
    sqlite,
    'INSERT INTO investments (user_id, portfolio_type, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, portfolio_type) DO NOTHING',
  ).run(userId, type, now);
}

export type LedgerMismatch = { account: string; ledger: number; stored: number };

/**
 * Checks that every maintained total equals the sum of its ledger rows. An empty list means the books
 * balance. Used by tests after every operation, and cheap enough to run as a health check.
 */
export function auditLedger(sqlite: Sqlite, userId: number): LedgerMismatch[] {
  const sums = new Map<string, number>(
    (
      sqlite
        .prepare('SELECT account, SUM(amount) AS total FROM ledger_entries WHERE user_id = ? GROUP BY account')
        .all(userId) as {
        account: string;
        total: number;
      }[]
    ).map((r) => [r.account, r.total]),
  );
  const mismatches: LedgerMismatch[] = [];
  const check = (account: string, stored: number) => {
    const ledger = sums.get(account) ?? 0;
    if (ledger !== stored) mismatches.push({ account, ledger, stored });
  };
  const user = sqlite.prepare('SELECT * FROM users WHERE id = ?').get(userId) as Record<string, number> | undefined;
  if (!user) return [{ account: 'user', ledger: 0, stored: 0 }];
  const col = (name: string) => user[name] ?? 0;
  for (const [account, column] of Object.entries(USER_ACCOUNTS)) check(account, col(column));
  // Available points are what was earned less what was redeemed, and the ledger must agree.
  const derived = col('total_points_earned') - col('total_redeemed_points');
  if (col('available_points_balance') !== derived) {
    mismatches.push({
      account: 'points = earned - redeemed',
      ledger: derived,
      stored: col('available_points_balance'),
    });
  }
  for (const type of ['interest', 'bitcoin'] as const) {
    const inv = sqlite
      .prepare('SELECT * FROM investments WHERE user_id = ? AND portfolio_type = ?')
      .get(userId, type) as Record<string, number> | undefined;
    for (const [prefix, col] of Object.entries(INVESTMENT_ACCOUNTS)) check(`${prefix}:${type}`, inv?.[col] ?? 0);
  }
  const inFlight = sqlite
    .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS total FROM sweeps WHERE user_id = ? AND status = 'charging'")
    .get(userId) as {
    total: number;
  };
  check('sweep_in_flight', inFlight.total);
  return mismatches;
}
