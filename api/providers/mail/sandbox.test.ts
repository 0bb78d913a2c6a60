// The mail sandbox (the default of `npm start`) logs one line a mail, naming it, and never its link: a
// confirmation, reset or undo link is a key to the account, and it stays in the mailbox behind its key.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { mailText } from '#shared/messages/mail.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

it('logs who a mail is to and its subject, never the link or its token', async () => {
  const lines: string[] = [];
  t.deps.mail.sandbox!.log = (line) => lines.push(line);
  const m = await t.signup();
  const [mail] = await mailFor(t.deps, m.input.email);
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  expect(lines).toEqual([expect.stringContaining(`to ${m.input.email}: ${mailText.verifySubject}`)]);
  expect(lines.join('\n')).not.toContain(link);
  expect(lines.join('\n')).not.toMatch(/https?:\/\//);
});
