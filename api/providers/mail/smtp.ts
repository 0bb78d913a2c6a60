// Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465), from MAIL_FROM.
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** A server that does not answer in this long is a failed try: the outbox tries again later. */
const TIMEOUT_MS = 15_000;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  // nodemailer reads its timeouts from the options object, not the URL.
  Object.assign(transport.options, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(mail: Mail) {
      await transport.sendMail({ ...mail, from });
    },
  };
}
