// The Idempotency-Key records: a key is claimed before the request runs, its answer stored after, and
// released when there is no answer worth keeping. Claim and lookup run on every money write.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { perConnection } from '#db/prepared.ts';
import { idempotencyKeys } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

type KeyDeps = Pick<Deps, 'db'>;
export type KeyOwner = { userId: number; key: string };

const ownedBy = and(
  eq(idempotencyKeys.userId, sql.placeholder('userId')),
  eq(idempotencyKeys.key, sql.placeholder('key')),
);
const statements = perConnection((db) => ({
  claim: db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      method: sql.placeholder('method'),
      path: sql.placeholder('path'),
      requestHash: sql.placeholder('requestHash'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .prepare(),
  find: db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(ownedBy)
    .prepare(),
  release: db.delete(idempotencyKeys).where(ownedBy).prepare(),
}));

/** The request that claims a key: what it asks for, and when. */
type KeyRequest = { method: string; path: string; requestHash: string; at: number };

/** This owner's record of this key (the statements above take the same two as placeholders). */
const sameKey = (owner: KeyOwner) => and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key));

/** True when this request now holds the key; false when an earlier one does. */
export function claimKey({ db }: KeyDeps, owner: KeyOwner, request: KeyRequest): boolean {
  const { method, path, requestHash, at } = request;
  return statements(db).claim.run({ ...owner, method, path, requestHash, createdAt: new Date(at) }).changes === 1;
}

/** The earlier request under this key: its hash, and its answer once there is one. */
export function findKey({ db }: KeyDeps, owner: KeyOwner) {
  return statements(db).find.get(owner);
}

/** Keeps the answer, so a retry with the same key gets it back. */
export function storeAnswer({ db }: KeyDeps, owner: KeyOwner, answer: { status: number; body: string }) {
  db.update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(sameKey(owner))
    .run();
}

/** Frees the key: the request failed on our side and may be sent again with it. */
export function releaseKey({ db }: KeyDeps, owner: KeyOwner) {
  statements(db).release.run(owner);
}

/**
 * Takes over this key when its record is past its day (the daily purge has not reached it yet): a key is
 * honoured for 24 hours, after which it is a new key. True when it did.
 */
export function takeOverExpired({ db }: KeyDeps, owner: KeyOwner, request: KeyRequest): boolean {
  const { method, path, requestHash, at } = request;
  const taken = db
    .update(idempotencyKeys)
    .set({ method, path, requestHash, createdAt: new Date(at), responseStatus: null, responseBody: null })
    .where(and(sameKey(owner), lt(idempotencyKeys.createdAt, new Date(at - IDEMPOTENCY_TTL_MS))))
    .run();
  return taken.changes === 1;
}

/**
 * A claim still without an answer after this long belongs to a request that died or could not free its key.
 * Money writes store their answer in the transaction that moves the money, so such a claim moved nothing and a
 * retry may take it over instead of waiting out the day.
 */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

/** Takes over this key when its claim is abandoned and was for the same request; true when it did. */
export function takeOverAbandoned({ db }: KeyDeps, owner: KeyOwner, request: KeyRequest): boolean {
  const taken = db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(request.at) })
    .where(
      and(
        sameKey(owner),
        eq(idempotencyKeys.requestHash, request.requestHash),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, new Date(request.at - ABANDONED_CLAIM_MS)),
      ),
    )
    .run();
  return taken.changes === 1;
}

/** Deletes the keys older than a day; returns how many. */
export function purgeExpiredKeys({ db, now }: Pick<Deps, 'db' | 'now'>): number {
  return db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now() - IDEMPOTENCY_TTL_MS)))
    .run().changes;
}
