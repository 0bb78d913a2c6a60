import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { auth } from '#shared/messages/auth.ts';
import { api } from '#shared/messages/common.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { metricsRegistry } from '#api/services/operator/metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for the operator's Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN
 * there is nothing here (404, as for any unknown path) and nothing is measured.
 */
export function metricsRoutes(deps: Pick<Deps, 'sqlite' | 'env' | 'now'>) {
  const token = deps.env.metricsToken;
  if (!token) return new Hono<AppEnv>().get('/', (c) => c.json({ message: api.notFound }, 404));
  const registry = metricsRegistry(deps);
  registry.catch((error: unknown) => console.error('[metrics] the registry could not be made:', error));
  const expected = digest(token);
  return new Hono<AppEnv>().get('/', async (c) => {
    const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    // Compared as digests of equal length, in constant time.
    if (!timingSafeEqual(digest(given), expected)) return c.json({ message: auth.notAuthenticated }, 401);
    const figures = await registry;
    return c.body(await figures.metrics(), 200, {
      'content-type': figures.contentType,
      'cache-control': 'no-store',
    });
  });
}
