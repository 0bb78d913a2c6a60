// Idempotency-Key on every write that moves money, and on the writes the PWA's offline outbox replays (settings,
// notification read / mark-all / delete), as the IETF httpapi draft and Stripe do it: the same key and body return
// the first answer for 24 hours; the same key with another body is 409; a key still being processed is 409.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withoutWaitingForDisk } from '#db/durability.ts';
import { api } from '#shared/messages/common.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import {
  claimKey,
  findKey,
  purgeExpiredKeys,
  releaseKey,
  storeAnswer,
  takeOverAbandoned,
  takeOverExpired,
} from '#api/services/idempotency-keys.ts';

const KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotent(deps: Pick<Deps, 'db' | 'sqlite' | 'now'>): MiddlewareHandler<AppEnv> {
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

    const request = { method: c.req.method, path: c.req.path, requestHash, at: deps.now() };
    // The claim and the answer kept after the write do not wait for the disk: the write's own commit, which does,
    // makes the claim durable with it. A power loss before the answer reached the disk leaves a claim without an
    // answer, taken over after ABANDONED_CLAIM_MS by the same request: only a write whose answer is not kept with it
    // (a setting, a notification read: the same change again) can run twice; money keeps its answer in its commit.
    const claimed = withoutWaitingForDisk(
      deps.sqlite,
      () =>
        claimKey(deps, owner, request) ||
        takeOverExpired(deps, owner, request) ||
        takeOverAbandoned(deps, owner, request),
    );
    if (!claimed) {
      const first = findKey(deps, owner);
      if (first && first.requestHash !== requestHash) return c.json({ message: api.idempotencyKeyReused }, 409);
      // No answer yet, or the first request gave its key back a moment ago: either way it is not settled.
      if (!first || first.status === null) return c.json({ message: api.idempotencyInProgress }, 409);
      return replay(first.status, first.body ?? '');
    }
    let kept: { status: number; body: string } | null = null;
    c.set('keepAnswer', (status, body) => {
      const text = JSON.stringify(body);
      storeAnswer(deps, owner, { status, body: text });
      kept = { status, body: text };
    });
    let thrown: unknown = null;
    try {
      await next();
    } catch (error) {
      thrown = error;
    }
    const answer = kept as { status: number; body: string } | null;
    if (thrown !== null || c.res.status >= 500) {
      if (answer) {
        // The money moved and its answer was stored with it: a later step's failure (a notification, a read
        // after the commit) is logged and retried by the scheduler, never turned into a 500 the client retries.
        console.error(`[idempotency] ${c.req.method} ${c.req.path} failed after its commit:`, thrown ?? c.res.status);
        c.res = new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
        return;
      }
      // Nothing was committed: the key is freed so the client may retry with it.
      try {
        releaseKey(deps, owner);
      } catch (error) {
        console.error('[idempotency] could not free a key; it is taken over after a while:', error);
      }
      if (thrown !== null) throw thrown;
      return;
    }
    const answered = await c.res.clone().text();
    withoutWaitingForDisk(deps.sqlite, () => storeAnswer(deps, owner, { status: c.res.status, body: answered }));
  };
}

const replay = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });

/** The scheduler's daily clean-up of keys past their day. */
export function purgeIdempotencyKeys(deps: Pick<Deps, 'db' | 'now'>) {
  return purgeExpiredKeys(deps);
}
