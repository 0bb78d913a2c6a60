// The mail outbox: a mail is a row written with what caused it, and the delivery job (api/jobs/
// mail-jobs.ts) sends it a moment later, on its own clock: sending never slows or fails a request. A mail server
// that refuses or does not answer gets the mail again later (5 s, then 4x longer each time, over about 6 hours);
// after the last try it is dropped with one log line. A sent row is deleted at once, so it is sent once (a crash
// in the moment between the server taking it and the delete is the only way to send it twice).
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import { mailOutbox } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { Mail } from '#api/providers/mail/mailer.ts';

export const MAX_ATTEMPTS = 8;
const BACKOFF_MS = 5_000;
const BACKOFF_FACTOR = 4;
/** Mails taken per run; the rest wait for the next. */
const BATCH = 50;

/** The delivery clocks running in this process (api/jobs/mail-jobs.ts): told at once when a mail is queued. */
const wakers = new Set<() => void>();
export function onMailQueued(wake: () => void) {
  wakers.add(wake);
  return () => void wakers.delete(wake);
}

/**
 * Queues `mail` in the caller's transaction (or on its own). The delivery clock is woken on the next turn of the
 * event loop, after the (synchronous) transaction has committed: a mail leaves at once, not on the next tick.
 */
export function queueMail(db: Db | Tx, mail: Mail, userId: number | null, at: Date) {
  db.insert(mailOutbox)
    .values({ ...mail, userId, createdAt: at })
    .run();
  for (const wake of wakers) setImmediate(wake);
}

/** Sends what is due, one mail after another; resolves with how many went. */
export async function deliverWaitingMail({ db, now, mail }: Pick<Deps, 'db' | 'now' | 'mail'>) {
  const at = now();
  const due = db
    .select()
    .from(mailOutbox)
    .where(or(isNull(mailOutbox.notBefore), lte(mailOutbox.notBefore, new Date(at))))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .all();
  let sent = 0;
  for (const row of due) {
    try {
      await mail.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      db.delete(mailOutbox).where(eq(mailOutbox.id, row.id)).run();
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      // The server's own words (a status line), never the message: the mail holds a one-time link.
      const reason = error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200);
      // A 5xx refusal of the mail itself (no such mailbox, a message refused: nodemailer's EENVELOPE and EMESSAGE) is
      // the server's final word: trying again changes nothing, so the mail is dropped at once. A 5xx while connecting
      // (no STARTTLS, a wrong login) is the setup's, which an operator fixes: the mail waits and is tried again.
      const { responseCode: status, code } = error as { responseCode?: number; code?: string };
      const final = status !== undefined && status >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
      if (final || attempts >= MAX_ATTEMPTS) {
        db.delete(mailOutbox).where(eq(mailOutbox.id, row.id)).run();
        console.error(`[mail] gave up on "${row.subject}" (mail ${row.id}) after ${attempts} tries: ${reason}`);
        continue;
      }
      const wait = BACKOFF_MS * BACKOFF_FACTOR ** (attempts - 1);
      db.update(mailOutbox)
        .set({ attempts, notBefore: new Date(now() + wait), lastError: reason })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts)))
        .run();
    }
  }
  return sent;
}
