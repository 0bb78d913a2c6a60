// Sign-up answers an email that has an account exactly as it answers a new one, and mails the owner instead, so no
// answer tells which emails have accounts.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#db/schema/index.ts';
import { auth } from '#shared/messages/auth.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { jsonInit, makeTestApp, newUser, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

/** What a prober sees of an answer: status, body, and the names and attributes of the cookies set. */
async function seen(res: Response) {
  const cookies = res.headers.getSetCookie().map((line) => line.replace(/^([^=]+)=[^;]*/, '$1=<value>'));
  return { status: res.status, body: await res.json(), cookies: cookies.map((c) => c.replace(/Expires=[^;]+/, '')) };
}

describe('sign-up probes of which emails have accounts', () => {
  it('answers an email that has an account exactly as a new one, and makes no second account', async () => {
    const member = await t.signup();
    const known = await t.request(apiPaths.signup, jsonInit('POST', newUser({ email: member.input.email })));
    const fresh = await t.request(apiPaths.signup, jsonInit('POST', newUser({ email: 'nobody.yet@example.com' })));
    const a = await seen(known);
    const b = await seen(fresh);
    expect(a).toEqual({ ...b, body: { ...b.body, email: member.input.email } });
    expect(a.status).toBe(202);
    expect(t.db.select().from(users).where(eq(users.email, member.input.email)).all()).toHaveLength(1);
  });

  it('then signing in with the password just chosen answers the same: the link signs a new account in', async () => {
    const member = await t.signup();
    const fresh = 'nobody.yet@example.com';
    const password = 'Prober-Chose-This-8841!';
    const probes = [newUser({ email: member.input.email, password }), newUser({ email: fresh, password })];
    for (const probe of probes) await t.request(apiPaths.signup, jsonInit('POST', probe));
    const [a, b] = await Promise.all(probes.map(async (p) => seen((await t.signin(p.email, p.password)).res)));
    expect(a).toEqual({ status: 401, body: { message: auth.loginFailed }, cookies: [] });
    expect(b).toEqual(a);
    // The owner of the new address gets a link (one an hour), which confirms it; then the password signs in.
    const links = (await mailFor(t.deps, fresh)).filter((m) => tokenIn(m, accountScreens.verifyEmail));
    expect(links).toHaveLength(2);
    await t.signin(fresh, probes[1]!.password);
    expect((await mailFor(t.deps, fresh)).filter((m) => tokenIn(m, accountScreens.verifyEmail))).toHaveLength(2);
    // The sign-up's own link (the older) still works: the one the sign-in sent did not void it.
    const token = tokenIn(links[1], accountScreens.verifyEmail);
    expect((await t.request(accountApiPaths.verifyEmail, jsonInit('POST', { token }))).status).toBe(200);
    expect((await t.signin(fresh, probes[1]!.password)).res.status).toBe(200);
  });

  it('mails the owner instead, at most once an hour, whatever the number of tries', async () => {
    const member = await t.signup();
    const before = (await mailFor(t.deps, member.input.email)).length;
    for (let i = 0; i < 5; i++) {
      const res = await t.request(apiPaths.signup, jsonInit('POST', newUser({ email: member.input.email })));
      expect(res.status).toBe(202);
    }
    const mails = await mailFor(t.deps, member.input.email);
    expect(mails.slice(0, mails.length - before).map((m) => m.subject)).toEqual([mailText.signupTakenSubject]);
  });

  it('answers a taken username with 409 whether or not the email has an account', async () => {
    const member = await t.signup();
    const withKnown = newUser({ email: member.input.email, username: member.input.username.toUpperCase() });
    const withNew = newUser({ username: member.input.username });
    const a = await t.request(apiPaths.signup, jsonInit('POST', withKnown));
    const b = await t.request(apiPaths.signup, jsonInit('POST', withNew));
    expect([a.status, b.status]).toEqual([409, 409]);
    expect(await a.json()).toEqual(await b.json());
  });
});
