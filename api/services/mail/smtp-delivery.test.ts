// Mail through a real SMTP server started here (smtp-server, from nodemailer's authors), read as a mail
// client reads it (mailparser), its link followed. And a server that refuses: the mail waits and goes once, later.
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '#db/schema/index.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { smtpSecurity } from '#api/providers/mail/smtp.ts';
import { deliverWaitingMail } from '#api/services/mail/outbox.ts';
import { tokenIn } from '#api/testing/mailbox.ts';
import { startSmtpCatcher } from '#api/testing/smtp-catcher.ts';
import { jsonInit, makeTestApp, newUser, type TestApp } from '#api/testing/test-app.ts';

let server: Awaited<ReturnType<typeof startSmtpCatcher>>;
let received: ParsedMail[] = [];
/** How many of the next messages the server refuses (a 451, as a busy server does; or `code`). */
let refuse = 0;
let code = 451;

beforeEach(async () => {
  received = [];
  refuse = 0;
  code = 451;
  server = await startSmtpCatcher(async (raw) => {
    if (refuse > 0) {
      refuse -= 1;
      return Object.assign(new Error(code === 451 ? 'Try again later' : 'No such mailbox'), { responseCode: code });
    }
    received.push(await simpleParser(raw));
    return undefined;
  });
});
afterEach(() => server.close());

function appWithSmtp(url = `smtp://127.0.0.1:${server.port}`): TestApp {
  return makeTestApp({ env: { SMTP_URL: url, MAIL_FROM: 'GiftOrbit <hello@giftorbit.test>' } });
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

  it('gives up at once on a permanent refusal (5xx), where a temporary one is tried again', async () => {
    const t = appWithSmtp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      refuse = 1;
      code = 550;
      await t.request(apiPaths.signup, jsonInit('POST', newUser()));
      expect(await deliverWaitingMail(t.deps)).toBe(0);
      expect(t.db.select().from(mailOutbox).all()).toEqual([]);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/gave up on .* after 1 tries: .*No such mailbox/));
    } finally {
      logged.mockRestore();
      t.cleanup();
    }
  });

  it('never sends a password to a server elsewhere that offers no STARTTLS; on this machine it may', async () => {
    expect(smtpSecurity('smtps://user:pw@smtp.example.com:465')).toBe('tls');
    expect(smtpSecurity('smtp://user:pw@smtp.example.com:587')).toBe('starttls required');
    expect(smtpSecurity('smtp://user:pw@localhost:25')).toBe('plain, this machine');
    expect(smtpSecurity('smtp://smtp.example.com:25')).toBe('plain');
    const elsewhere = await startSmtpCatcher(() => undefined, '127.0.0.2');
    const t = appWithSmtp(`smtp://mailer:Secret-Pass-1@127.0.0.2:${elsewhere.port}`);
    try {
      await t.request(apiPaths.signup, jsonInit('POST', newUser()));
      expect(await deliverWaitingMail(t.deps)).toBe(0);
      expect(elsewhere.logins).toEqual([]);
      expect(t.db.select().from(mailOutbox).all()[0]!.lastError).toMatch(/STARTTLS/i);
    } finally {
      t.cleanup();
      await elsewhere.close();
    }
    // The same server on this machine's own address takes the login over the plain connection.
    const local = appWithSmtp(`smtp://mailer:Secret-Pass-1@127.0.0.1:${server.port}`);
    try {
      await local.request(apiPaths.signup, jsonInit('POST', newUser()));
      expect(await deliverWaitingMail(local.deps)).toBe(1);
      expect(server.logins).toEqual(['mailer']);
    } finally {
      local.cleanup();
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
