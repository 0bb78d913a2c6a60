// Server-side sessions (docs/decisions/0001): a row per sign-in keyed by the hash of a random cookie, an idle
// expiry that slides with use, and an absolute lifetime.
import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { generationCache } from '#db/generation.ts';
import type { Db, Tx } from '#db/index.ts';
import { perConnection } from '#db/prepared.ts';
import { sessions } from '#db/schema/index.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#shared/constants.ts';
import type { Deps } from '#api/deps.ts';

type SessionDeps = Pick<Deps, 'db' | 'now'>;

/** Only a hash of the cookie is stored: the table alone cannot be replayed as cookies. */
const sidOf = (token: string) => hash('sha256', token, 'hex');
// Sliding the idle expiry on every request would write on every read; once a minute is plenty.
const TOUCH_EVERY_MS = 60_000;

// Runs on every signed-in request: prepared once per connection (drizzle compiles an unprepared query on every call,
// db/prepared.ts), and only the three columns the check needs. The user's row is read by the routes that need it (a
// foreign key with ON DELETE CASCADE means a session always has its user).
const bySid = perConnection((db) =>
  db
    .select({
      userId: sessions.userId,
      expire: sessions.expire,
      createdAt: sessions.createdAt,
      proofAt: sessions.proofAt,
    })
    .from(sessions)
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .prepare(),
);
type SessionRow = NonNullable<ReturnType<ReturnType<typeof bySid>['get']>>;
/**
 * Known sessions held in memory while the database is unchanged (db/generation.ts): a signed-in reader costs no
 * query. Any write (a sign-out, a password change, an expiry, a touch) empties it. An unknown token is never
 * held, so guessing cannot crowd out the real ones.
 */
const SESSIONS_HELD = 10_000;
const heldSessions = perConnection((db) => generationCache<SessionRow>(db.$client, SESSIONS_HELD));

/** A session's proof time when it has been given none: the epoch, long past any proof's life. */
export const NO_PROOF = 0;

/** A fresh 128-bit random id at every sign-in (fixation cannot survive it); `proven`: the sign-in is a proof. */
export function createSession(
  { db, now }: SessionDeps,
  userId: number,
  client: { userAgent?: string; ip?: string } = {},
  proven = true,
) {
  const token = randomBytes(16).toString('base64url');
  const t = now();
  db.insert(sessions)
    .values({
      sid: sidOf(token),
      userId,
      sess: { userAgent: client.userAgent?.slice(0, 200), ip: client.ip?.slice(0, 64) },
      createdAt: new Date(t),
      expire: new Date(t + SESSION_IDLE_MS),
      // A sign-in that proves nothing yet (a passkey added less than a day ago): money and new ways in ask first.
      proofAt: proven ? null : new Date(NO_PROOF),
    })
    .run();
  return { token, expires: new Date(t + SESSION_IDLE_MS) };
}

/** The session's user id, or null when unknown, idle too long or past its absolute lifetime. */
export function resolveSession({ db, now }: SessionDeps, token: string) {
  // Held by the cookie's value (it is in this process's memory anyway): a held session costs no hash either.
  const row = heldSessions(db).read(token, () => bySid(db).get({ sid: sidOf(token) }));
  if (!row) return null;
  const t = now();
  const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (row.expire.getTime() <= t || absoluteEnd <= t) {
    db.delete(sessions)
      .where(eq(sessions.sid, sidOf(token)))
      .run();
    return null;
  }
  const slid = Math.min(t + SESSION_IDLE_MS, absoluteEnd);
  const touched = slid - row.expire.getTime() > TOUCH_EVERY_MS;
  if (touched)
    db.update(sessions)
      .set({ expire: new Date(slid) })
      .where(eq(sessions.sid, sidOf(token)))
      .run();
  const expires = touched ? new Date(slid) : row.expire;
  const proofAt = (row.proofAt ?? row.createdAt).getTime();
  return { userId: row.userId, expires, touched, proofAt };
}

export function destroySession({ db }: Pick<Deps, 'db'>, token: string) {
  db.delete(sessions)
    .where(eq(sessions.sid, sidOf(token)))
    .run();
}

/** After a password change (or 'Sign out everywhere else'): every session of the user but the one in use ends. */
export function destroyOtherSessions({ db }: Pick<Deps, 'db'>, userId: number, keepToken: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, sidOf(keepToken))))
    .run().changes;
}

/** After a password reset or an undone change of email: every session of the user ends. */
export function destroyAllSessions(db: Db | Tx, userId: number) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** The member proved who they are again in this session (money asks for it after a while). */
export function markProof({ db, now }: SessionDeps, token: string) {
  db.update(sessions)
    .set({ proofAt: new Date(now()) })
    .where(eq(sessions.sid, sidOf(token)))
    .run();
}

/** The member's live sessions for Settings > Security, the one in use marked, most recently active first. */
export function sessionsOf({ db, now }: SessionDeps, userId: number, currentToken: string | null) {
  const current = currentToken ? sidOf(currentToken) : null;
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, new Date(now()))))
    .all()
    .map((row) => ({
      id: row.sid,
      userAgent: row.sess.userAgent ?? '',
      ip: row.sess.ip ?? null,
      createdAt: row.createdAt,
      lastActiveAt: new Date(Math.min(row.expire.getTime() - SESSION_IDLE_MS, now())),
      current: row.sid === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime());
}

/** Signs out one of the member's sessions by its id; false when it is not theirs (or already gone). */
export function destroySessionOf({ db }: Pick<Deps, 'db'>, userId: number, id: string) {
  return (
    db
      .delete(sessions)
      .where(and(eq(sessions.sid, id), eq(sessions.userId, userId)))
      .run().changes === 1
  );
}

export function purgeExpiredSessions({ db, now }: SessionDeps) {
  return db
    .delete(sessions)
    .where(lt(sessions.expire, new Date(now())))
    .run().changes;
}
