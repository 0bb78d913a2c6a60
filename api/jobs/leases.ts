// Leases: a scheduler takes a due item (one member's step) in the database before it works on it, so a second
// scheduler (another process on the same database, or this one restarted) never runs the same item beside it. A
// lease is a row of job_leases (step, item, owner, until): taken by inserting it, or by taking over one whose time is
// up (a holder that crashed or was stopped), in one statement; deleted by its owner when the work ends. The work
// itself checks again that the item is still due: a lease says "no one else now", not "not done yet".
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { jobLeases } from '#db/schema/index.ts';

/** How long a lease holds before another scheduler may take the item: well past the longest step of one member. */
export const LEASE_MS = 10 * 60_000;

/** A scheduler's name in job_leases: the machine, the process and a random part (a restart is a new owner). */
export const newLeaseOwner = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** Takes the item for `owner` until `now + ms`; false when another owner's lease on it still runs. */
export function claimLease(db: Db, step: string, item: number, owner: string, now: number, ms = LEASE_MS) {
  const until = new Date(now + ms);
  const taken = db
    .insert(jobLeases)
    .values({ step, item, owner, until })
    .onConflictDoUpdate({
      target: [jobLeases.step, jobLeases.item],
      set: { owner, until },
      setWhere: lte(jobLeases.until, new Date(now)),
    })
    .returning({ owner: jobLeases.owner })
    .all();
  return taken.length === 1;
}

/** Gives the item back (only the owner's own lease: one taken over after it ran out is the new owner's). */
export function releaseLease(db: Db, step: string, item: number, owner: string) {
  db.delete(jobLeases)
    .where(and(eq(jobLeases.step, step), eq(jobLeases.item, item), eq(jobLeases.owner, owner)))
    .run();
}

/** Runs `work` under the item's lease, or not at all (undefined) when another scheduler holds it. */
export async function underLease<T>(
  deps: { db: Db; now: () => number },
  lease: { step: string; item: number; owner: string },
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!claimLease(deps.db, lease.step, lease.item, lease.owner, deps.now())) return undefined;
  try {
    return await work();
  } finally {
    releaseLease(deps.db, lease.step, lease.item, lease.owner);
  }
}
