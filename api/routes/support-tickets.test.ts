// POST and GET /api/support-tickets through the real app: storing, validation, sign-in, rate limits, ownership.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '#db/schema/index.ts';
import { auth } from '#shared/messages/auth.ts';
import { api, validation } from '#shared/messages/common.ts';
import { supportTicket as text } from '#shared/messages/help.ts';
import { supportTicketSchema, supportTicketsResponseSchema } from '#shared/schemas/support-tickets.ts';
import { errorSchema, expect400, getOk, memberApp } from '#api/testing/member-app.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const PATH = '/api/support-tickets';
const m = memberApp({ name: 'Ada Lovelace', email: 'ada.tickets@example.com' });

const ticketBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  category: 'banking',
  subject: 'My bank will not link',
  message: 'Erebor Mexico says my password is wrong, but it works on the bank website.',
  ...over,
});
const post = (t: TestApp, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.post(PATH, body, cookie, headers);
const rows = (t: TestApp = m.t) => t.db.select().from(supportTickets).all();
const list = (cookie = m.cookie) => getOk(m.t, PATH, supportTicketsResponseSchema, cookie);

describe('POST /api/support-tickets', () => {
  it('stores the ticket as open, medium priority by default, and answers 201 with it', async () => {
    const res = await post(m.t, ticketBody(), m.cookie);
    expect(res.status).toBe(201);
    const ticket = supportTicketSchema.parse(await res.json());
    expect(ticket).toMatchObject({
      name: 'Ada Lovelace',
      // The account's address, not the body's (support-tickets.security.test.ts).
      email: 'ada.tickets@example.com',
      category: 'banking',
      subject: 'My bank will not link',
      priority: 'medium',
      status: 'open',
      createdAt: new Date(m.t.clock.now()).toISOString(),
    });
    const stored = rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: ticket.id, userId: m.userId, priority: 'medium', status: 'open' });
    expect(stored[0]!.message).toBe(ticketBody().message);
  });

  it('keeps a chosen priority and trims the text fields', async () => {
    const res = await post(m.t, ticketBody({ priority: 'high', subject: '  Cash-out missing  ' }), m.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ priority: 'high', subject: 'Cash-out missing' });
  });

  it('names every missing field with its own message and stores nothing', async () => {
    const res = await post(m.t, {}, m.cookie);
    expect(res.status).toBe(400);
    const body = errorSchema.parse(await res.json());
    expect(body.errors).toEqual({
      name: text.nameRequired,
      email: validation.emailInvalid,
      category: text.categoryRequired,
      subject: text.subjectRequired,
      message: text.messageRequired,
    });
    expect(body.message).toBe(text.nameRequired);
    expect(rows()).toHaveLength(0);
  });

  it.each([
    ['name', { name: '   ' }, text.nameRequired],
    ['email', { email: 'ada-at-example' }, validation.emailInvalid],
    ['category', { category: undefined }, text.categoryRequired],
    ['category', { category: 'refunds' }, text.categoryRequired],
    ['subject', { subject: '' }, text.subjectRequired],
    ['message', { message: '\n\t ' }, text.messageRequired],
    ['priority', { priority: 'urgent' }, text.priorityInvalid],
    ['name', { name: 'n'.repeat(101) }, text.nameTooLong],
    ['subject', { subject: 's'.repeat(201) }, text.subjectTooLong],
    ['message', { message: 'm'.repeat(5001) }, text.messageTooLong],
  ])('refuses a bad %s (%j) with its message', async (field, over, message) => {
    await expect400(await post(m.t, ticketBody(over), m.cookie), field, message);
    expect(rows()).toHaveLength(0);
  });

  it.each([
    ['a number for the name', ticketBody({ name: 42 }), 'name', text.nameRequired],
    ['a boolean for the email', ticketBody({ email: true }), 'email', validation.emailInvalid],
    ['a number for the priority', ticketBody({ priority: 3 }), 'priority', text.priorityInvalid],
    ['null for the message', ticketBody({ message: null }), 'message', text.messageRequired],
  ])('answers %s with 400 and its message, never 500', async (_label, body, field, message) => {
    await expect400(await post(m.t, body, m.cookie), field, message);
    expect(rows()).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', '{"name": "Ada",'],
    ['a JSON array', '[]'],
    ['a bare string', '"help"'],
    ['null', 'null'],
  ])('answers %s with 400 { message } and stores nothing', async (_label, raw) => {
    const res = await post(m.t, raw, m.cookie);
    expect(res.status).toBe(400);
    const body = errorSchema.parse(await res.json());
    expect(body.message.length).toBeGreaterThan(0);
    if (raw.startsWith('{')) expect(body.message).toBe(api.malformedJson);
    expect(rows()).toHaveLength(0);
  });

  it('answers 401 to a signed-out caller and stores nothing', async () => {
    const res = await post(m.t, ticketBody());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.notAuthenticated });
    expect(rows()).toHaveLength(0);
  });
});

describe('GET /api/support-tickets', () => {
  it("lists only the user's own tickets, newest first", async () => {
    const other = await m.t.signup();
    for (const subject of ['First', 'Second']) {
      expect((await post(m.t, ticketBody({ subject }), m.cookie)).status).toBe(201);
      m.t.clock.advance(60_000);
    }
    expect((await post(m.t, ticketBody({ subject: 'Not yours' }), other.cookie)).status).toBe(201);

    const mine = await list();
    expect(mine.tickets.map((t) => t.subject)).toEqual(['Second', 'First']);
    expect(mine.tickets.every((t) => t.status === 'open')).toBe(true);
    const theirs = await list(other.cookie!);
    expect(theirs.tickets.map((t) => t.subject)).toEqual(['Not yours']);
  });

  it('is empty before the first ticket', async () => {
    expect(await list()).toEqual({ tickets: [] });
  });

  it('answers 401 to a signed-out caller', async () => {
    const res = await m.t.get(PATH);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.notAuthenticated });
  });
});

describe('support ticket rate limits', () => {
  // app.request() has no socket: the address is X-Forwarded-For, trusted with TRUST_PROXY=true.
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  async function expectTooMany(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ message: auth.tooManyAttempts });
  }

  it('answers the 11th ticket of one user within the hour with 429 and writes nothing', async () => {
    const t = makeTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const { cookie } = await t.signup();
      for (let i = 0; i < 10; i++) {
        const ip = from(`198.51.100.${i + 1}`);
        expect((await post(t, ticketBody({ subject: `Ticket ${i}` }), cookie, ip)).status).toBe(201);
      }
      await expectTooMany(await post(t, ticketBody({ subject: 'One too many' }), cookie, from('198.51.100.99')));
      expect(rows(t)).toHaveLength(10);
      // Another user from the same address still gets through.
      const other = await t.signup();
      expect((await post(t, ticketBody(), other.cookie, from('198.51.100.99'))).status).toBe(201);
    } finally {
      t.cleanup();
    }
  });

  it('answers the 21st ticket from one address within the hour with 429, whoever sends it', async () => {
    const t = makeTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const ip = from('203.0.113.50');
      const users = [await t.signup(), await t.signup(), await t.signup()];
      for (let i = 0; i < 20; i++) {
        const cookie = users[i % 2]!.cookie;
        expect((await post(t, ticketBody({ subject: `Burst ${i}` }), cookie, ip)).status).toBe(201);
      }
      await expectTooMany(await post(t, ticketBody({ subject: 'Blocked' }), users[2]!.cookie, ip));
      expect(t.db.select().from(supportTickets).where(eq(supportTickets.subject, 'Blocked')).all()).toHaveLength(0);
      // The same user from another address is not blocked.
      expect((await post(t, ticketBody(), users[2]!.cookie, from('203.0.113.51'))).status).toBe(201);
    } finally {
      t.cleanup();
    }
  });

  it('does not count refused tickets', async () => {
    const t = makeTestApp();
    try {
      const { cookie } = await t.signup();
      for (let i = 0; i < 12; i++) expect((await post(t, ticketBody({ subject: '' }), cookie)).status).toBe(400);
      expect((await post(t, ticketBody(), cookie)).status).toBe(201);
    } finally {
      t.cleanup();
    }
  });
});
