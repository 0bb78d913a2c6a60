import type { MiddlewareHandler } from 'hono';
import { auth } from '#shared/messages/auth.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { currentUser } from '#api/middleware/session.ts';
import { blockedFor, consume, type RateLimits } from '#api/services/rate-limits.ts';

/**
 * Support tickets per user and per address: 429 with Retry-After past either. Placed after validation, so only
 * tickets that would be stored count; a blocked request consumes nothing, so one user's burst does not eat the
 * allowance of others behind the same address for longer than it must.
 */
export function supportTicketRateLimit({ env }: Pick<Deps, 'env'>, limits: RateLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userKey = String(currentUser(c).id);
    const ip = clientIp(c, env);
    const tooMany = (wait: number) => c.json({ message: auth.tooManyAttempts }, 429, { 'Retry-After': String(wait) });
    const blocked = Math.max(await blockedFor(limits.ticketsByUser, userKey), await blockedFor(limits.ticketsByIp, ip));
    if (blocked) return tooMany(blocked);
    const wait = Math.max(await consume(limits.ticketsByUser, userKey), await consume(limits.ticketsByIp, ip));
    if (wait) return tooMany(wait);
    await next();
  };
}
