// The mail the product sent, as the browser tests read it: the test SMTP server's files (pwa/e2e/mail-catcher.ts),
// parsed by mailparser as a mail client would, newest first; and the link a mail carries to one of our screens.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { inject } from 'vitest';
import { accountScreens } from '#shared/routes-account.ts';

/** Each file parsed once (the folder grows to hundreds of mails over a run; a poll reads only the new ones). */
const parsed = new Map<string, Promise<ParsedMail>>();
const read = (dir: string, file: string) => {
  let mail = parsed.get(file);
  if (!mail) parsed.set(file, (mail = simpleParser(readFileSync(join(dir, file)))));
  return mail;
};

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

/** The mails to `to` (newest first) once one matches `wanted`, waiting for the outbox to send it (at most 15 s). */
export async function mailTo(to: string, wanted: (mail: ParsedMail) => boolean = () => true, timeoutMs = 15_000) {
  const dir = inject('mailDir');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    const mails = await Promise.all(files.map((f) => read(dir, f)));
    const mine = mails.filter((m) => recipients(m).includes(to.toLowerCase()));
    if (mine.some(wanted)) return mine;
    if (Date.now() > end) throw new Error(`no mail to ${to} in ${timeoutMs} ms (it has ${mine.length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link to `screen` in the newest mail to `to` that has one (its text part, as a reader sees it). */
export async function linkTo(to: string, screen: string) {
  const pattern = new RegExp(`https?://\\S+${screen}#[A-Za-z0-9_-]+`);
  const mails = await mailTo(to, (m) => pattern.test(m.text ?? ''));
  return pattern.exec(mails.find((m) => pattern.test(m.text ?? ''))!.text!)![0];
}

/** The token of the newest confirmation link mailed to `to` (what its page sends to confirm the email). */
export async function confirmationToken(to: string) {
  return new URL(await linkTo(to, accountScreens.verifyEmail)).hash.slice(1);
}
