// Support tickets under another member's address. A ticket's contact name and email are the
// signed-in account's, whatever the body says: support answers at that address and acts on an 'account' ticket for
// it, so a member must not be able to file one under someone else's. Body values that differ are ignored (the
// ticket is still filed, under the author's own contact), not refused.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { supportTickets } from '#db/schema/index.ts';
import { supportTicketSchema, supportTicketsResponseSchema } from '#shared/schemas/support-tickets.ts';
import { getOk } from '#api/testing/member-app.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const PATH = '/api/support-tickets';
let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const post = (body: unknown, cookie?: string) => t.post(PATH, body, cookie);
const ticketsStoredUnder = (email: string) =>
  t.db.select().from(supportTickets).where(eq(supportTickets.email, email)).all();

describe('a support ticket is filed under the account, never the body', () => {
  it("stores a member's ticket under their own name and email when the body names another member", async () => {
    const victim = await t.signup({ name: 'Grace Hopper', email: 'grace.victim@example.com' });
    const author = await t.signup({ name: 'Mallory Author', email: 'mallory.author@example.com' });
    const res = await post(
      {
        name: 'Grace Hopper',
        email: 'grace.victim@example.com',
        category: 'account',
        subject: 'Please change my email address',
        message: 'I am Grace: move my account to mallory@evil.example.',
      },
      author.cookie,
    );
    expect(res.status).toBe(201);
    const ticket = supportTicketSchema.parse(await res.json());
    expect(ticket).toMatchObject({ name: 'Mallory Author', email: 'mallory.author@example.com', category: 'account' });

    expect(ticketsStoredUnder('grace.victim@example.com')).toEqual([]);
    const stored = ticketsStoredUnder('mallory.author@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: ticket.id, userId: author.body.id, name: 'Mallory Author' });
    // The victim has no ticket; the author sees theirs, under their own contact.
    expect((await getOk(t, PATH, supportTicketsResponseSchema, victim.cookie!)).tickets).toEqual([]);
    const mine = await getOk(t, PATH, supportTicketsResponseSchema, author.cookie!);
    expect(mine.tickets.map((x) => [x.id, x.email])).toEqual([[ticket.id, 'mallory.author@example.com']]);
  });

  it('ignores a made-up address and name too, and a changed case of the own address', async () => {
    const author = await t.signup({ name: 'Ada Author', email: 'ada.author@example.com' });
    for (const [name, email] of [
      ['Support Team', 'support@giftorbit.app'],
      ['ADA AUTHOR', 'Ada.Author@Example.com'],
    ] as const) {
      const body = { name, email, category: 'billing', subject: 'Refund', message: 'Please refund me.' };
      const res = await post(body, author.cookie);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ name: 'Ada Author', email: 'ada.author@example.com' });
    }
    expect(ticketsStoredUnder('ada.author@example.com')).toHaveLength(2);
    expect(t.db.select().from(supportTickets).all()).toHaveLength(2);
  });
});
