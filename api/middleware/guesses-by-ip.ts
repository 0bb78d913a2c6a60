import type { MiddlewareHandler } from 'hono';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { tooMany } from '#api/lib/too-many.ts';
import { consume, type RateLimits } from '#api/services/rate-limits.ts';

/** A call that checks a password, a code or a passkey: 100 per client address per 15 minutes, then 429. */
export const guessesByIp =
  ({ env }: Pick<Deps, 'env'>, limits: RateLimits): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const wait = await consume(limits.authByIp, clientIp(c, env));
    if (wait) return tooMany(wait);
    await next();
  };
