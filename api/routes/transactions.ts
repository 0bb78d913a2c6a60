import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { corrections } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { TRANSACTION_CATEGORIES } from '#shared/constants.ts';
import {
  transactionClassificationSchema,
  type TransactionClassificationResult,
  transactionsQuerySchema,
  type Transaction,
  type TransactionsResponse,
} from '#shared/schemas/transactions.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { badCursor, encodeCursor, positionOf } from '#api/lib/cursor.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { formatRateMicros } from '#api/providers/rates/currency-units.ts';
import { idParam, validate } from '#api/lib/validate.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { correctClassification } from '#api/services/money/corrections.ts';
import { connectedBank, listedTotals, type ListedTransaction, transactionPage } from '#api/services/transactions.ts';

const transactionId = idParam(api.notFound);
/** Why a correction was refused, in the member's words (404 aside). */
const refusals = { money_in: corrections.moneyIn, refunded: corrections.refunded } as const;

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
  source: r.provider,
  pending: r.pending,
  roundUpAmount: formatDecimal(r.roundUpCents),
  pointsEarned: formatDecimal(r.pointsEarned),
  // A coin purchase its refund took back: it no longer counts in the spend.
  refunded: r.reversedAt !== null,
  beforeLink: r.beforeLink,
  correctedByMember: r.memberCategory !== null,
  date: iso(r.date),
  // The answer names each aggregator's id in a field of its own, as it always has.
  finicityTransactionId: r.provider === 'finicity' ? r.providerTransactionId : null,
  belvoTransactionId: r.provider === 'belvo' ? r.providerTransactionId : null,
  createdAt: iso(r.createdAt),
});

/**
 * A page of the list, newest first, with the summary cards and the sync banner's status (all O(page)); and the
 * member's word on one of their rows.
 */
export function transactionRoutes(deps: Deps) {
  const { banks } = deps;
  return new Hono<AppEnv>()
    .post(
      '/:id/classification',
      requireUser,
      transactionId,
      validate('json', transactionClassificationSchema),
      async (c) => {
        const { coinPurchase } = c.req.valid('json');
        const result = await correctClassification(deps, currentUserId(c), c.req.valid('param').id, coinPurchase);
        if (result.ok)
          return c.json({ coinPurchase, changed: result.changed } satisfies TransactionClassificationResult);
        if (result.reason === 'not_found') return c.json({ message: api.notFound }, 404);
        return c.json({ message: refusals[result.reason] }, 409);
      },
    )
    .get('/', requireUser, validate('query', transactionsQuerySchema), (c) => {
      // The id only: the user's whole row (read by currentUser) is nothing this list shows.
      const userId = currentUserId(c);
      const { limit, cursor, filter, q } = c.req.valid('query');
      const at = positionOf(cursor);
      if (at === null) return c.json(badCursor, 400);
      const page = transactionPage(deps, userId, limit + 1, at && { date: at.at, id: at.id }, { filter, q });
      const rows = page.slice(0, limit);
      const last = rows.at(-1);
      const totals = listedTotals(deps, userId);
      const bank = connectedBank(deps, userId);
      const body: TransactionsResponse = {
        transactions: rows.map(toDto),
        status: {
          hasFinicityConnection: bank.connected,
          // "Syncing" banners only make sense against a real aggregator; the sandbox answers at once.
          isProduction: Object.values(banks.byName).some((aggregator) => aggregator.mode === 'production'),
          finicityCount: totals.count,
          listedFrom: isoOrNull(bank.listedFrom),
        },
        summary: {
          count: totals.count,
          tiktokPurchases: totals.coinPurchases,
          tiktokSpend: formatDecimal(totals.coinSpendCents),
          pendingPurchases: totals.pendingPurchases,
          pendingSpend: formatDecimal(totals.pendingSpendCents),
          roundUps: formatDecimal(totals.roundUpCents),
          pointsEarned: formatDecimal(totals.pointsHundredths),
        },
        nextCursor: page.length > limit && last ? encodeCursor(last.date.getTime(), last.id) : null,
      };
      return c.json(body, 200);
    });
}
