import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '#shared/constants.ts';
import { SUPPORT_TICKET_STATUSES } from '#shared/schemas/support-tickets.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The Help Center's support tickets: one per submission, always a signed-in user's. The name and
 * email are the ones typed on the form, which may differ from the account's: the team answers there.
 */
export const supportTickets = sqliteTable(
  'support_tickets',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    category: text({ enum: SUPPORT_CATEGORIES }).notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    priority: text({ enum: SUPPORT_PRIORITIES }).notNull().default('medium'),
    status: text({ enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
  },
  // A user's tickets, newest first; the team's queue by status.
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;
