// The mail sandbox as the API tests read it: the outbox sent, then what arrived for an address, and the
// token of a link to one of our screens. (The SMTP path has its own test with a real SMTP server.)
import { desc, eq } from 'drizzle-orm';
import { sandboxMail } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { deliverWaitingMail } from '#api/services/mail/outbox.ts';

export type Received = { to: string; subject: string; text: string; html: string };

/** Sends what waits in the outbox, then the mail `to` got, newest first. */
export async function mailFor(deps: Pick<Deps, 'db' | 'now' | 'mail'>, to: string): Promise<Received[]> {
  await deliverWaitingMail(deps);
  return deps.db
    .select()
    .from(sandboxMail)
    .where(eq(sandboxMail.to, to.toLowerCase()))
    .orderBy(desc(sandboxMail.id))
    .all();
}

/** The token of the link to `screen` in a mail's text, or undefined when it has none. */
export function tokenIn(mail: Pick<Received, 'text'> | undefined, screen: string): string | undefined {
  const match = mail && new RegExp(`https?://[^\\s]+${screen}#([A-Za-z0-9_-]+)`).exec(mail.text);
  return match?.[1];
}
