import type { MiddlewareHandler } from 'hono';
import { auth } from '#shared/messages/auth.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { consume, type RateLimits } from '#api/services/rate-limits.ts';

/** The public site's forms share one allowance per address: 429 with Retry-After past it. */
export function formRateLimit({ env }: Pick<Deps, 'env'>, limits: RateLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const wait = await consume(limits.formsByIp, clientIp(c, env));
    if (wait) return c.json({ message: auth.tooManyAttempts }, 429, { 'Retry-After': String(wait) });
    await next();
  };
}
