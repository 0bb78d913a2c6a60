// Sign-up's Resend, from the 'Check your email' card: a new link from the browser that signed up, which signs that
// browser in as the first did; the same 202 whether its cookie names a link waiting, none, or no cookie at all, so
// it tells nobody whether an address has an account; limited like every mail a member can make us send.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountApiPaths as paths, accountScreens as screens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { browserJar } from '#api/testing/browser-jar.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { makeTestApp, newUser, sessionCookie, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const links = async (email: string) =>
  (await mailFor(t.deps, email))
    .filter((m) => m.subject === mailText.verifySubject)
    .map((m) => tokenIn(m, screens.verifyEmail)!);

describe('POST /api/auth/resend-signup', () => {
  it('sends the browser that signed up a new link, which signs it in; the first one no longer works', async () => {
    const browser = browserJar(t);
    const input = newUser();
    expect((await browser.post(apiPaths.signup, input)).status).toBe(202);
    const [first] = await links(input.email);
    const res = await browser.post(paths.resendSignup);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: accountEmail.resentTitle });
    const second = (await links(input.email)).find((token) => token !== first);
    expect(second).toBeDefined();
    expect((await t.post(paths.verifyEmail, { token: first })).status).toBe(400);
    const opened = await browser.post(paths.verifyEmail, { token: second });
    expect(await opened.json()).toMatchObject({ signedIn: true, email: input.email });
    expect(sessionCookie(opened)).toBeDefined();
    // Confirmed: Resend sends nothing more.
    expect((await browser.post(paths.resendSignup)).status).toBe(202);
    expect(await links(input.email)).toHaveLength(2);
  });

  it('answers the same and sends nothing without a sign-up, or for one with an address taken', async () => {
    const owner = await t.signup();
    const stranger = browserJar(t);
    expect((await stranger.post(apiPaths.signup, newUser({ email: owner.input.email }))).status).toBe(202);
    const before = (await mailFor(t.deps, owner.input.email)).length;
    for (const res of [await stranger.post(paths.resendSignup), await t.post(paths.resendSignup, {})]) {
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: accountEmail.resentTitle });
    }
    expect(await mailFor(t.deps, owner.input.email)).toHaveLength(before);
  });

  it('sends at most 5 an hour for one sign-up', async () => {
    const browser = browserJar(t);
    const input = newUser();
    await browser.post(apiPaths.signup, input);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await browser.post(paths.resendSignup)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await links(input.email)).toHaveLength(6);
  });
});
