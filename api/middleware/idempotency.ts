// Idempotency-Key on every write that moves money (the IETF httpapi draft, as Stripe does it): the same key
// and body return the first answer; the same key with another body is 409; a key still being processed is 409.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { api } from '#shared/messages/common.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { claimKey, findKey, purgeExpiredKeys, releaseKey, storeAnswer } from '#api/services/idempotency-keys.ts';

const KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotent(deps: Pick<Deps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    const user = c.get('user');
    if (key === undefined || !user) return next();
    if (!KEY.test(key))
      return c.json(
        { message: api.idempotencyKeyInvalid, errors: { 'Idempotency-Key': api.idempotencyKeyInvalid } },
        400,
      );
    const body = await c.req.text();
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
    const owner = { userId: user.id, key };

    if (!claimKey(deps, owner, { method: c.req.method, path: c.req.path, requestHash, at: deps.now() })) {
      const first = findKey(deps, owner);
      if (first && first.requestHash !== requestHash) return c.json({ message: api.idempotencyKeyReused }, 409);
      // No answer yet, or the first request gave its key back a moment ago: either way it is not settled.
      if (!first || first.status === null) return c.json({ message: api.idempotencyInProgress }, 409);
      return new Response(first.body, {
        status: first.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    try {
      await next();
    } catch (error) {
      releaseKey(deps, owner);
      throw error;
    }
    // A server failure is not an answer to keep: the client may retry with the same key.
    if (c.res.status >= 500) {
      releaseKey(deps, owner);
      return;
    }
    storeAnswer(deps, owner, { status: c.res.status, body: await c.res.clone().text() });
  };
}

/** The scheduler's daily clean-up of keys past their day. */
export function purgeIdempotencyKeys(deps: Pick<Deps, 'db' | 'now'>) {
  return purgeExpiredKeys(deps);
}
