// Moving an account to another email. The new address confirms it (the old stays until then), the old
// address is told and can undo it for 7 days; nothing tells the member which addresses have accounts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { validation } from '#shared/messages/common.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountApiPaths as paths, accountScreens as screens, LINK_TTL_MS } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const emailOf = async (cookie: string) => (await (await t.get(apiPaths.user, cookie)).json()).email as string;
const tokenFor = async (email: string, screen: string) =>
  tokenIn(
    (await mailFor(t.deps, email)).find((m) => tokenIn(m, screen)),
    screen,
  );

describe('changing the email', () => {
  it('asks for the password; the new address confirms; the old is told and can undo, which signs out', async () => {
    const m = await t.signup();
    const old = m.input.email;
    const wrong = await t.post(
      paths.changeEmail,
      { newEmail: 'new.home@example.com', currentPassword: 'nope' },
      m.cookie,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.currentPassword).toBe(validation.currentPasswordWrong);
    const same = await t.post(paths.changeEmail, { newEmail: old, currentPassword: m.input.password }, m.cookie);
    expect((await same.json()).errors.newEmail).toBe(accountEmail.newEmailSame);

    const asked = await t.post(
      paths.changeEmail,
      { newEmail: 'New.Home@example.com', currentPassword: m.input.password },
      m.cookie,
    );
    expect(asked.status).toBe(202);
    expect((await asked.json()).message).toBe(accountEmail.changeEmailSent('new.home@example.com', old));
    // The old address stays until the new one confirms.
    expect(await emailOf(m.cookie!)).toBe(old);
    const confirm = (await tokenFor('new.home@example.com', screens.confirmEmail))!;
    const done = await t.post(paths.confirmEmailChange, { token: confirm });
    expect(done.status).toBe(200);
    expect(await emailOf(m.cookie!)).toBe('new.home@example.com');
    expect((await t.post(paths.confirmEmailChange, { token: confirm })).status).toBe(400);

    const notice = (await mailFor(t.deps, old))[0]!;
    expect(notice.subject).toBe(mailText.emailChangedSubject);
    expect(notice.text).toContain('new.home@example.com');
    const undo = tokenIn(notice, screens.undoEmailChange)!;
    const undone = await t.post(paths.undoEmailChange, { token: undo });
    expect(undone.status).toBe(200);
    expect((await t.get(apiPaths.user, m.cookie)).status).toBe(401);
    expect((await t.signin(old, m.input.password)).res.status).toBe(200);
    // The restored address gets a reset link: whoever changed it may know the password.
    expect(await tokenFor(old, screens.resetPassword)).toBeDefined();
    expect((await t.post(paths.undoEmailChange, { token: undo })).status).toBe(400);
  });

  it("keeps the owner's undo link when the email is changed twice, and it wins over the later one", async () => {
    const m = await t.signup();
    const owner = m.input.email;
    const change = async (to: string) => {
      const asked = await t.post(paths.changeEmail, { newEmail: to, currentPassword: m.input.password }, m.cookie);
      expect(asked.status).toBe(202);
      expect(
        (await t.post(paths.confirmEmailChange, { token: (await tokenFor(to, screens.confirmEmail))! })).status,
      ).toBe(200);
    };
    await change('intruder.one@example.com');
    const ownersUndo = (await tokenFor(owner, screens.undoEmailChange))!;
    await change('intruder.two@example.com');
    const intrudersUndo = (await tokenFor('intruder.one@example.com', screens.undoEmailChange))!;
    // The owner's link from the first change still works, for its 7 days, and brings the owner's address back.
    expect((await t.post(paths.undoEmailChange, { token: ownersUndo })).status).toBe(200);
    expect((await t.signin(owner, m.input.password)).res.status).toBe(200);
    // The link of the later change can no longer take the account back to the address the owner undid.
    expect((await t.post(paths.undoEmailChange, { token: intrudersUndo })).status).toBe(400);
    const signedIn = await t.signin(owner, m.input.password);
    expect(await emailOf(signedIn.cookie!)).toBe(owner);
  });

  it('answers an address that has an account as any other, and tells that address instead of changing', async () => {
    const a = await t.signup();
    const b = await t.signup();
    const asked = await t.post(
      paths.changeEmail,
      { newEmail: b.input.email, currentPassword: a.input.password },
      a.cookie,
    );
    expect(asked.status).toBe(202);
    expect((await asked.json()).message).toBe(accountEmail.changeEmailSent(b.input.email, a.input.email));
    const told = (await mailFor(t.deps, b.input.email))[0]!;
    expect(told.text).toContain(mailText.changeEmailTakenLines[0]);
    expect(tokenIn(told, screens.confirmEmail)).toBeUndefined();
    expect(await emailOf(a.cookie!)).toBe(a.input.email);
  });

  it('refuses a confirmation after 24 hours, and an undo after 7 days', async () => {
    const m = await t.signup();
    await t.post(paths.changeEmail, { newEmail: 'later@example.com', currentPassword: m.input.password }, m.cookie);
    const confirm = (await tokenFor('later@example.com', screens.confirmEmail))!;
    t.clock.advance(LINK_TTL_MS.change_email + 1);
    expect((await t.post(paths.confirmEmailChange, { token: confirm })).status).toBe(400);
    await t.post(paths.changeEmail, { newEmail: 'later@example.com', currentPassword: m.input.password }, m.cookie);
    await t.post(paths.confirmEmailChange, { token: (await tokenFor('later@example.com', screens.confirmEmail))! });
    const undo = (await tokenFor(m.input.email, screens.undoEmailChange))!;
    t.clock.advance(LINK_TTL_MS.undo_email_change + 1);
    expect((await t.post(paths.undoEmailChange, { token: undo })).status).toBe(400);
    expect(await emailOf((await t.signin('later@example.com', m.input.password)).cookie!)).toBe('later@example.com');
  });
});
