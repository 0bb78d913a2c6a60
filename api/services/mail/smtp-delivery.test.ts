// Issue 31: mail through a real SMTP server started here (smtp-server, from nodemailer's authors), read as a mail
// client reads it (mailparser), its link followed. And a server that refuses: the mail waits and goes once, later.
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema/index.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { deliverWaitingMail } from '#api/services/mail/outbox.ts';
import { tokenIn } from '#api/testing/mailbox.ts';
import { startSmtpCatcher } from '#api/testing/smtp-catcher.ts';
import { jsonInit, makeTestApp, newUser, type TestApp } from '#api/testing/test-app.ts';

let server: Awaited<ReturnType<typeof startSmtpCatcher>>;
let received: ParsedMail[] = [];
/** How many of the next messages the server refuses (a 451, as a busy server does). */
let refuse = 0;

beforeEach(async () => {
  received = [];
  refuse = 0;
  server = await startSmtpCatcher(async (raw) => {
    if (refuse > 0) {
      refuse -= 1;
      return Object.assign(new Error('Try again later'), { responseCode: 451 });
    }
    received.push(await simpleParser(raw));
    return undefined;
  });
});
afterEach(() => server.close());

function appWithSmtp(): TestApp {
  return makeTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${server.port}`, MAIL_FROM: 'GiftOrbit <hello@giftorbit.test>' },
  });
}

describe('mail over SMTP', () => {
  it('sends the confirmation mail with a text and an HTML part, from MAIL_FROM; its link confirms', async () => {
    const t = appWithSmtp();
    try {
      const input = newUser();
      await t.request(apiPaths.signup, jsonInit('POST', input));
      // Nothing goes inside the request: the outbox holds it until the delivery job runs.
      expect(received).toHaveLength(0);
      expect(await deliverWaitingMail(t.deps)).toBe(1);
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.from?.value[0]).toMatchObject({ name: 'GiftOrbit', address: 'hello@giftorbit.test' });
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(input.email);
      expect(mail.subject).toBe(mailText.verifySubject);
      expect(mail.text).toContain('GiftOrbit');
      expect(mail.text).toContain(t.deps.env.publicOrigin);
      expect(mail.html).toContain(mailText.verifyAction);
      expect(`${mail.text}${String(mail.html)}`).not.toContain(input.password);
      const token = tokenIn({ text: mail.text ?? '' }, accountScreens.verifyEmail)!;
      const res = await t.request(accountApiPaths.verifyEmail, jsonInit('POST', { token }));
      expect(res.status).toBe(200);
      // Sent, so gone from the outbox; nothing in the sandbox's mailbox.
      expect(t.db.select().from(mailOutbox).all()).toEqual([]);
      expect(t.deps.mail.sandbox).toBeUndefined();
    } finally {
      t.cleanup();
    }
  });

  it('keeps a mail the server refused and sends it once when the server takes it, after a wait', async () => {
    const t = appWithSmtp();
    try {
      refuse = 1;
      await t.request(apiPaths.signup, jsonInit('POST', newUser()));
      expect(await deliverWaitingMail(t.deps)).toBe(0);
      const [waiting] = t.db.select().from(mailOutbox).all();
      expect(waiting).toMatchObject({ attempts: 1 });
      expect(waiting!.lastError).toMatch(/Try again later/);
      // Not before its wait is over.
      expect(await deliverWaitingMail(t.deps)).toBe(0);
      t.clock.advance(5_000);
      expect(await deliverWaitingMail(t.deps)).toBe(1);
      expect(await deliverWaitingMail(t.deps)).toBe(0);
      expect(received).toHaveLength(1);
    } finally {
      t.cleanup();
    }
  });
});
