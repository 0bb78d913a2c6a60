import { Hono } from 'hono';
import type { AppEnv } from '#api/lib/app-env.ts';

/** For load balancers and uptime checks: the process answers. */
export function healthRoutes() {
  return new Hono<AppEnv>().get('/', (c) => c.json({ ok: true }, 200));
}
