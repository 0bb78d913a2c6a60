// A step of a sign-in (or of adding a passkey) waiting for this browser: a row keyed by the SHA-256 of a
// random cookie value, with its WebAuthn challenge and tries, alive a few minutes. Spent when the step succeeds.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { type ChallengePurpose, signInChallenges } from '#db/schema/index.ts';
import { sha256 } from './email-tokens.ts';

/** A step lives this long: enough to find the phone, short enough that a forgotten tab is no open door. */
export const STEP_LIFE_MS = 5 * 60_000;
/** Wrong answers one step takes before it is dropped (the password must be given again). */
export const STEP_TRIES = 5;

export function openStep(
  db: Db,
  step: { purpose: ChallengePurpose; userId: number | null; challenge?: string; at: number },
): string {
  const token = randomBytes(24).toString('base64url');
  db.delete(signInChallenges)
    .where(lt(signInChallenges.expiresAt, new Date(step.at)))
    .run();
  db.insert(signInChallenges)
    .values({
      id: sha256(token),
      purpose: step.purpose,
      userId: step.userId,
      challenge: step.challenge ?? null,
      expiresAt: new Date(step.at + STEP_LIFE_MS),
      createdAt: new Date(step.at),
    })
    .run();
  return token;
}

/** The live step of `purpose` this cookie holds, or undefined. */
export function findStep(db: Db, purpose: ChallengePurpose, token: string | undefined, at: number) {
  if (!token) return undefined;
  return db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.id, sha256(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, new Date(at)),
      ),
    )
    .get();
}

/** Counts a wrong answer; past STEP_TRIES the step is gone. Returns whether it is still alive. */
export function failStep(db: Db, id: string): boolean {
  const row = db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(eq(signInChallenges.id, id))
    .returning({ attempts: signInChallenges.attempts })
    .get();
  if (!row) return false;
  if (row.attempts >= STEP_TRIES) {
    endStep(db, id);
    return false;
  }
  return true;
}

/** Spends the step: of two answers at once, only the one whose delete removed it goes on. */
export const endStep = (db: Db, id: string) =>
  db.delete(signInChallenges).where(eq(signInChallenges.id, id)).run().changes === 1;
