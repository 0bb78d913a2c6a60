// Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465), from MAIL_FROM. With a user
// and password in the URL, the connection is encrypted: smtps:// from the start, or smtp:// that must upgrade with
// STARTTLS (a server that does not offer it gets nothing, never the password in the clear). Only a server on this
// machine (localhost) may take them over a plain connection, and the start says so.
import type { Mail, Mailer } from './mailer.ts';

/** A server that does not answer in this long is a failed try: the outbox tries again later. */
const TIMEOUT_MS = 15_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** How the SMTP URL's connection is protected. */
export function smtpSecurity(smtpUrl: string): 'tls' | 'starttls required' | 'plain, this machine' | 'plain' {
  const url = new URL(smtpUrl);
  if (url.protocol === 'smtps:') return 'tls';
  if (!url.username && !url.password) return 'plain';
  return LOCAL_HOSTS.has(url.hostname) ? 'plain, this machine' : 'starttls required';
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const mustUpgrade = smtpSecurity(smtpUrl) === 'starttls required';
  const url = new URL(smtpUrl);
  // The URL's own settings win over the options beside it: none of them may turn the upgrade off.
  if (mustUpgrade) for (const name of ['requireTLS', 'ignoreTLS', 'opportunisticTLS']) url.searchParams.delete(name);
  // The options go in with the URL: set on the transport afterwards, nodemailer never reads them (it copies them).
  // nodemailer is loaded only here: a server without SMTP_URL (the mail sandbox) never loads it.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(
      {
        url: url.toString(),
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
        ...(mustUpgrade ? { requireTLS: true } : {}),
      },
      { from },
    ),
  );
  return {
    async send(mail: Mail) {
      await (await transport).sendMail({ ...mail, from });
    },
  };
}
