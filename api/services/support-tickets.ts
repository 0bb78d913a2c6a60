// The Help Center's support tickets: stored for the support team, listed back to their author.
import { desc, eq } from 'drizzle-orm';
import type { SupportTicketData } from '#shared/schemas/support-tickets.ts';
import { type SupportTicketRow, supportTickets } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** The most a list shows: a person with more open problems than this writes to us another way. */
const LIST_LIMIT = 100;

/** Stores a new ticket (status open) for `userId` and returns it as stored. */
export function createSupportTicket(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  userId: number,
  ticket: SupportTicketData,
): SupportTicketRow {
  return db
    .insert(supportTickets)
    .values({ ...ticket, userId, status: 'open', createdAt: new Date(now()) })
    .returning()
    .get();
}

/** The user's own tickets, newest first. */
export function supportTicketsOf({ db }: Pick<Deps, 'db'>, userId: number): SupportTicketRow[] {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(LIST_LIMIT)
    .all();
}
