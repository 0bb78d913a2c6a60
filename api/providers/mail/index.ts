// The one place the mailer is made: SMTP when SMTP_URL and MAIL_FROM are set, else the sandbox.
import type { Db } from '#db/index.ts';
import type { Env } from '#api/env.ts';
import type { Mailer } from './mailer.ts';
import { createSandboxMailer } from './sandbox.ts';
import { createSmtpMailer } from './smtp.ts';

export function createMailer(env: Env, db: Db, now: () => number): Mailer {
  if (env.smtpUrl && env.mailFrom) return createSmtpMailer(env.smtpUrl, env.mailFrom);
  return createSandboxMailer(db, now);
}
