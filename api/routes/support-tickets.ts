import { Hono } from 'hono';
import { type SupportTicket, supportTicketRequestSchema } from '#shared/schemas/support-tickets.ts';
import type { SupportTicketRow } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso } from '#api/lib/dates.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { supportTicketRateLimit } from '#api/middleware/support-ticket-rate-limit.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';
import { createSupportTicket, supportTicketsOf } from '#api/services/support-tickets.ts';

const toDto = (r: SupportTicketRow): SupportTicket => ({
  id: r.id,
  name: r.name,
  email: r.email,
  category: r.category,
  subject: r.subject,
  message: r.message,
  priority: r.priority,
  status: r.status,
  createdAt: iso(r.createdAt),
});

/** The Help Center's support tickets: a signed-in user sends one, and sees their own. */
export function supportTicketRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>()
    .post('/', requireUser, jsonBody(supportTicketRequestSchema), supportTicketRateLimit(deps, limits), (c) => {
      // Filed under the account's name and email, never the body's (see createSupportTicket).
      const ticket = createSupportTicket(deps, currentUser(c), c.req.valid('json'));
      return c.json(toDto(ticket), 201);
    })
    .get('/', requireUser, (c) => c.json({ tickets: supportTicketsOf(deps, currentUser(c).id).map(toDto) }, 200));
}
