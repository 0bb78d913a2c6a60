// The Help Center's support tickets: stored for the support team, listed back to their author.
import { desc, eq } from 'drizzle-orm';
import type { SupportTicketData } from '#shared/schemas/support-tickets.ts';
import { type SupportTicketRow, supportTickets, type UserRow } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** The most a list shows: a person with more open problems than this writes to us another way. */
const LIST_LIMIT = 100;

/**
 * Stores a new ticket (status open) for `author` and returns it as stored. The contact name and email are the
 * account's, whatever the request said: support answers (and acts on an 'account' ticket) at that address, so a
 * member must not be able to file one under someone else's.
 */
export function createSupportTicket(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  author: Pick<UserRow, 'id' | 'name' | 'email'>,
  ticket: SupportTicketData,
): SupportTicketRow {
  const contact = { userId: author.id, name: author.name, email: author.email };
  return db
    .insert(supportTickets)
    .values({ ...ticket, ...contact, status: 'open', createdAt: new Date(now()) })
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
