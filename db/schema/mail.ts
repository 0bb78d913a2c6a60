import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Mail waiting to go out: written in the transaction of what caused it, so a request never waits on
 * a mail server and a rolled-back change sends nothing. The delivery job sends a row, then deletes it; a refusal
 * or no answer puts it back with a later `notBefore` (backoff), and after the last try it is dropped and logged.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** The member it is about: a member's unsent mail goes with their account. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attempts: integer().notNull().default(0),
    /** Not sent before this time (backoff after a failed try); null: at once. */
    notBefore: integer({ mode: 'timestamp_ms' }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_not_before_idx').on(t.notBefore), index('mail_outbox_user_idx').on(t.userId)],
);

/**
 * The mail sandbox's mailbox: what the server would have sent, kept to be read on the sandbox's mailbox page while
 * no SMTP server is set (SMTP_URL). Never written when mail really goes out.
 */
export const sandboxMail = sqliteTable(
  'sandbox_mail',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_mail_to_idx').on(t.to)],
);

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email', 'undo_email_change'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * The one-time links mails carry: only the SHA-256 of the token is kept, so the table alone opens nothing. A link
 * is used by setting `usedAt` where it is still null and unexpired: two clicks at once, one wins.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text().notNull().unique(),
    /** The address the link was sent to and is about (a new address for a change; the old one for an undo). */
    email: text().notNull(),
    /**
     * Sign-up's confirmation link: the SHA-256 of the cookie of the browser that signed up. Opened there, the link
     * signs it in; opened anywhere else, it only confirms the email.
     */
    browserHash: text(),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);
