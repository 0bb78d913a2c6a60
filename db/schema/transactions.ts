import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ROUND_UP_METHODS, TRANSACTION_CATEGORIES } from '#shared/constants.ts';
import { cents, createdAt, flag } from './columns.ts';
import { users } from './users.ts';

export const transactions = sqliteTable(
  'transactions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    description: text().notNull(),
    /**
     * Positive US cents; direction is `type`. The bank's amount converted at the rate of the row's day; 0 while
     * a row in another currency waits for its rate (`usdRateMicros` null), when it earns nothing.
     */
    amountCents: integer().notNull(),
    /** The bank's currency (ISO 4217) and its amount in it, a positive decimal in the currency's own decimals. */
    currency: text().notNull().default('USD'),
    originalAmount: text(),
    /** Units of `currency` per US dollar x 10^6, and the day of that rate ('YYYY-MM-DD'); null while waiting. */
    usdRateMicros: integer(),
    rateDay: text(),
    pointsEarned: cents(),
    roundUpCents: cents(),
    type: text({ enum: ['debit', 'credit'] }).notNull(),
    category: text().notNull().default('Other'),
    /** The aggregator that sent the row, by its name in BANK_PROVIDERS ('manual' on a row none sent). */
    provider: text().notNull().default('manual'),
    pending: flag(false),
    /** The aggregator's id of the row: with `provider`, how a row sent again is known (the index below). */
    providerTransactionId: text(),
    /** The aggregator's account id, whichever aggregator (for pending/posted matching). */
    providerAccountId: text(),
    merchant: text(),
    /** Creator share credited for this purchase (hundredths of a point) and to whom. */
    creatorShare: cents(),
    creatorId: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** A pending row replaced by its posted row: kept (so a replay finds it) but not shown. */
    supersededById: integer().references((): AnySQLiteColumn => transactions.id, { onDelete: 'set null' }),
    /** The provider removed this row; a posted coin purchase's earnings were reversed. */
    removedAt: integer({ mode: 'timestamp_ms' }),
    /** On a refund credit: the purchase it reverses. On a purchase: set once it has been reversed. */
    refundOfId: integer().references((): AnySQLiteColumn => transactions.id, { onDelete: 'set null' }),
    reversedAt: integer({ mode: 'timestamp_ms' }),
    /**
     * The round-up settings in force when the row was first seen (docs/product-rules.md section 4): a pending
     * purchase rounds up by them when it posts, whatever the user changed meanwhile. Null on rows from before they
     * were kept (those use the settings in force when they post); `weeklyCapCents` null is no cap.
     */
    roundUpMethod: text({ enum: ROUND_UP_METHODS }),
    roundUpMultiplier: integer(),
    weeklyCapCents: integer(),
    roundUpsOn: integer({ mode: 'boolean' }),
    /**
     * Dated before its account was first linked (docs/product-rules.md section 3): history the bank sent with the
     * link, shown and counted in spend, 'before you joined', that earns nothing.
     */
    beforeLink: flag(false),
    /**
     * The member's own word on the row ('this is a coin purchase': 'TikTok'; 'not a coin purchase': 'Other'), null
     * until they give one (docs/product-rules.md section 3). It wins over the rules: `category` follows it, and a
     * later sync of the row keeps it.
     */
    memberCategory: text({ enum: TRANSACTION_CATEGORIES }),
    date: integer({ mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_date_idx').on(t.userId, t.date, t.id),
    index('transactions_match_idx').on(t.userId, t.currency, t.originalAmount, t.type, t.date),
    index('transactions_awaiting_rate_idx')
      .on(t.usdRateMicros)
      .where(sql`${t.usdRateMicros} IS NULL`),
    index('transactions_creator_idx').on(t.creatorId),
    index('transactions_superseded_idx').on(t.supersededById),
    index('transactions_refund_of_idx').on(t.refundOfId),
    uniqueIndex('transactions_provider_unique').on(t.userId, t.provider, t.providerTransactionId),
  ],
);

/**
 * Every correction a member made to a row's classification, kept in order: what they said and when. Its id names
 * the ledger rows the correction posted, so saying it again after the opposite posts again.
 */
export const transactionCorrections = sqliteTable(
  'transaction_corrections',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    /** True: 'this is a coin purchase'. False: 'not a coin purchase'. */
    coinPurchase: integer({ mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transaction_corrections_tx_idx').on(t.transactionId),
    index('transaction_corrections_user_idx').on(t.userId, t.id),
  ],
);
