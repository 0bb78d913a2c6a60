import { Hono } from 'hono';
import { api } from '#shared/messages.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { transactionsQuerySchema, type Transaction, type TransactionsResponse } from '#shared/schemas/transactions.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { iso } from '#api/lib/dates.ts';

type Row = {
  id: number;
  description: string;
  amount_cents: number;
  type: 'debit' | 'credit';
  category: 'TikTok' | 'Other';
  source: string;
  pending: number;
  round_up_cents: number;
  points_earned: number;
  date: number;
  finicity_transaction_id: string | null;
  belvo_transaction_id: string | null;
  created_at: number;
};

const toDto = (r: Row): Transaction => ({
  id: r.id,
  description: r.description,
  amount: formatDecimal(r.amount_cents),
  type: r.type,
  category: r.category,
  source: r.source,
  pending: r.pending === 1,
  roundUpAmount: formatDecimal(r.round_up_cents),
  pointsEarned: formatDecimal(r.points_earned),
  date: iso(r.date),
  finicityTransactionId: r.finicity_transaction_id,
  belvoTransactionId: r.belvo_transaction_id,
  createdAt: iso(r.created_at),
});

// Keyset pagination over (date, id), newest first: stable while new rows arrive, O(page) at any depth.
const encodeCursor = (r: Row) => Buffer.from(`${r.date}:${r.id}`).toString('base64url');
function decodeCursor(cursor: string): [number, number] | null {
  const m = /^(\d{1,15}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

const FIELDS = `id, description, amount_cents, type, category, source, pending, round_up_cents, points_earned, date,
  finicity_transaction_id, belvo_transaction_id, created_at`;
/** Replaced pending rows and rows the bank removed are history, not the list. */
const VISIBLE = 'user_id = ? AND superseded_by_id IS NULL AND removed_at IS NULL';

export function transactionRoutes({ sqlite, banks }: Deps) {
  const all = sqlite.prepare(`SELECT ${FIELDS} FROM transactions WHERE ${VISIBLE} ORDER BY date DESC, id DESC`);
  const first = sqlite.prepare(
    `SELECT ${FIELDS} FROM transactions WHERE ${VISIBLE} ORDER BY date DESC, id DESC LIMIT ?`,
  );
  const after = sqlite.prepare(
    `SELECT ${FIELDS} FROM transactions WHERE ${VISIBLE} AND (date < ? OR (date = ? AND id < ?)) ORDER BY date DESC, id DESC LIMIT ?`,
  );
  const count = sqlite.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE ${VISIBLE}`);
  const connected = sqlite.prepare('SELECT 1 FROM bank_accounts WHERE user_id = ? AND is_active = 1 LIMIT 1');

  return new Hono<AppEnv>().get('/transactions', requireUser, validate('query', transactionsQuerySchema), (c) => {
    const user = currentUser(c);
    const { limit, cursor } = c.req.valid('query');
    let rows: Row[];
    let nextCursor: string | null | undefined;
    if (limit === undefined && cursor === undefined) {
      rows = all.all(user.id) as Row[];
    } else {
      const pageSize = limit ?? 50;
      const position = cursor === undefined ? undefined : decodeCursor(cursor);
      if (position === null)
        return c.json({ message: api.invalidRequest, errors: { cursor: 'cursor is not valid' } }, 400);
      const page = (
        position
          ? after.all(user.id, position[0], position[0], position[1], pageSize + 1)
          : first.all(user.id, pageSize + 1)
      ) as Row[];
      rows = page.slice(0, pageSize);
      nextCursor = page.length > pageSize ? encodeCursor(rows.at(-1)!) : null;
    }
    const body: TransactionsResponse = {
      transactions: rows.map(toDto),
      status: {
        hasFinicityConnection: Boolean(connected.get(user.id)),
        // "Syncing" banners only make sense against a real aggregator; the sandbox answers at once.
        isProduction: banks.finicity.mode === 'production' || banks.belvo.mode === 'production',
        finicityCount: (count.get(user.id) as { n: number }).n,
      },
      ...(nextCursor === undefined ? {} : { nextCursor }),
    };
    return c.json(body, 200);
  });
}
