// The mail sandbox (no SMTP_URL): every message is kept in `sandbox_mail` and readable on the mailbox page, behind
// a key made on first start and printed at start (anyone else who reaches the server cannot read members' links),
// and the log prints one line a message: who to and its subject. Never its link: a reset, undo or confirmation
// link is a key to the account, and logs are read by more people and kept longer than the mailbox.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { appConfig, sandboxMail } from '#db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';
import { write } from '#db/unit-of-work.ts';

const KEY = 'mail_sandbox_key';

/** The mailbox page's key, made and kept the first time (one transaction, so two starts keep the same key). */
function keptKey(db: Db, now: Date) {
  return write(db, () => {
    const stored = db.select().from(appConfig).where(eq(appConfig.key, KEY)).get()?.value;
    if (stored) return stored;
    const made = randomBytes(18).toString('base64url');
    db.insert(appConfig).values({ key: KEY, value: made, updatedAt: now }).run();
    return made;
  });
}

export function createSandboxMailer(db: Db, now: () => number): Mailer {
  let key: string | undefined;
  const mailer: Mailer = {
    async send(mail: Mail) {
      db.insert(sandboxMail)
        .values({ ...mail, createdAt: new Date(now()) })
        .run();
      mailer.sandbox?.log?.(`[mail sandbox] to ${mail.to}: ${mail.subject} (read it on the mailbox page)`);
    },
    sandbox: { mailboxKey: () => (key ??= keptKey(db, new Date(now()))) },
  };
  return mailer;
}
