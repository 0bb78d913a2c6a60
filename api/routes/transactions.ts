import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import {
  TRANSACTION_CATEGORIES,
  transactionsQuerySchema,
  type Transaction,
  type TransactionsResponse,
} from '#shared/schemas/transactions.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { decodeCursor, encodeCursor } from '#api/lib/cursor.ts';
import { iso } from '#api/lib/dates.ts';
import { formatRateMicros } from '#api/providers/rates/currency-units.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import {
  allTransactions,
  type ListedTransaction,
  type TransactionPosition,
  transactionPage,
  transactionStatus,
} from '#api/services/transactions.ts';

type Category = Transaction['category'];
// The column is free text; ingestion only ever writes these two.
const isCategory = (category: string): category is Category => TRANSACTION_CATEGORIES.some((c) => c === category);

const toDto = (r: ListedTransaction): Transaction => ({
  id: r.id,
  description: r.description,
  // A row in another currency that waits for its exchange rate has no dollar amount yet.
  amount: r.usdRateMicros === null ? null : formatDecimal(r.amountCents),
  currency: r.currency,
  originalAmount: r.originalAmount ?? formatDecimal(r.amountCents),
  usdRate: r.usdRateMicros === null ? null : formatRateMicros(r.usdRateMicros),
  rateDate: r.rateDay,
  type: r.type,
  category: isCategory(r.category) ? r.category : 'Other',
  source: r.source,
  pending: r.pending,
  roundUpAmount: formatDecimal(r.roundUpCents),
  pointsEarned: formatDecimal(r.pointsEarned),
  date: iso(r.date),
  finicityTransactionId: r.finicityTransactionId,
  belvoTransactionId: r.belvoTransactionId,
  createdAt: iso(r.createdAt),
});

export function transactionRoutes(deps: Deps) {
  const { banks } = deps;
  return new Hono<AppEnv>().get('/', requireUser, validate('query', transactionsQuerySchema), (c) => {
    const user = currentUser(c);
    const { limit, cursor } = c.req.valid('query');
    let rows: ListedTransaction[];
    let nextCursor: string | null | undefined;
    if (limit === undefined && cursor === undefined) {
      rows = allTransactions(deps, user.id);
    } else {
      const pageSize = limit ?? 50;
      const at = cursor === undefined ? undefined : decodeCursor(cursor);
      if (at === null) return c.json({ message: api.invalidRequest, errors: { cursor: 'cursor is not valid' } }, 400);
      const position: TransactionPosition | undefined = at && { date: at.at, id: at.id };
      const page = transactionPage(deps, user.id, pageSize + 1, position);
      rows = page.slice(0, pageSize);
      const last = rows.at(-1)!;
      nextCursor = page.length > pageSize ? encodeCursor(last.date.getTime(), last.id) : null;
    }
    const status = transactionStatus(deps, user.id);
    const body: TransactionsResponse = {
      transactions: rows.map(toDto),
      status: {
        hasFinicityConnection: status.hasConnection,
        // "Syncing" banners only make sense against a real aggregator; the sandbox answers at once.
        isProduction: banks.finicity.mode === 'production' || banks.belvo.mode === 'production',
        finicityCount: status.visibleCount,
      },
      ...(nextCursor === undefined ? {} : { nextCursor }),
    };
    return c.json(body, 200);
  });
}
