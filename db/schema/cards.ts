import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The cards a user saved (Settings > Payment Methods): the card provider's PaymentMethod id and what the page
 * shows, never the number. The default one is also on the user (`stripePaymentMethodId`), where sweeps read it.
 */
export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's id: pm_... (Stripe, or the sandbox's pm_sandbox_...). */
    providerId: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer().notNull(),
    expYear: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_user_provider_unique').on(t.userId, t.providerId),
    index('payment_methods_user_idx').on(t.userId, t.createdAt),
  ],
);
