// Idempotency-Key on every write that moves money (the IETF httpapi draft, as Stripe does it): the same key
// and body return the first answer; the same key with another body is 409; a key still being processed is 409.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { api } from '#shared/messages.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

const KEY = /^[\x21-\x7e]{1,255}$/;
/** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function idempotent({ sqlite, now }: Deps): MiddlewareHandler<AppEnv> {
  const find = sqlite.prepare(
    'SELECT request_hash AS hash, response_status AS status, response_body AS body FROM idempotency_keys WHERE user_id = ? AND key = ?',
  );
  const claim = sqlite.prepare(
    'INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, key) DO NOTHING',
  );
  const store = sqlite.prepare(
    'UPDATE idempotency_keys SET response_status = ?, response_body = ? WHERE user_id = ? AND key = ?',
  );
  const release = sqlite.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?');

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
    const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');

    const claimed = claim.run(user.id, key, c.req.method, c.req.path, hash, now()).changes === 1;
    if (!claimed) {
      const first = find.get(user.id, key) as { hash: string; status: number | null; body: string | null };
      if (first.hash !== hash) return c.json({ message: api.idempotencyKeyReused }, 409);
      if (first.status === null) return c.json({ message: api.idempotencyInProgress }, 409);
      return new Response(first.body, {
        status: first.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    try {
      await next();
    } catch (error) {
      release.run(user.id, key);
      throw error;
    }
    // A server failure is not an answer to keep: the client may retry with the same key.
    if (c.res.status >= 500) {
      release.run(user.id, key);
      return;
    }
    store.run(c.res.status, await c.res.clone().text(), user.id, key);
  };
}

export function purgeIdempotencyKeys({ sqlite, now }: Pick<Deps, 'sqlite' | 'now'>) {
  return sqlite.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now() - IDEMPOTENCY_TTL_MS).changes;
}
