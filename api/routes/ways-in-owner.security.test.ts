// Taking an account back ends what an intruder added. A passkey proves nothing on its own for a day after it was
// added (time for its owner to see the mail); a reset or an undone email change ends every passkey and second factor
// added since the owner last proved who they are (the mailbox, or a way in the account had then), and the mail
// lists them. Passkey sign-in checks the passkey's user handle even when the browser sends none.
import { generateSync } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailText } from '#shared/messages/mail.ts';
import { securityText } from '#shared/messages/security.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { PASSKEY_SETTLING_MS, PROOF_FOR_MONEY_MS, securityApiPaths as paths } from '#shared/routes-security.ts';
import type { TwoFactorSetup } from '#shared/schemas/security.ts';
import { browserJar } from '#api/testing/browser-jar.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { softwareAuthenticator } from '#api/testing/software-authenticator.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const NEW_PASSWORD = 'Nebula-Walrus-5519?';
const passkeyCount = (email: string) =>
  (
    t.sqlite
      .prepare('SELECT count(*) AS n FROM passkeys p JOIN users u ON u.id = p.user_id WHERE u.email = ?')
      .get(email) as { n: number }
  ).n;
const twoFactorOn = (email: string) =>
  (t.sqlite.prepare('SELECT totp_enabled_at AS on_at FROM users WHERE email = ?').get(email) as { on_at: unknown })
    .on_at !== null;

/** Adds a passkey named `name` from the member's session (a fresh sign-in is the proof it asks for). */
async function addPasskey(cookie: string, name: string) {
  const page = browserJar(t, cookie);
  const key = softwareAuthenticator(t.deps.env.publicOrigin);
  const options = await (await page.post(paths.passkeyOptions)).json();
  expect((await page.post(paths.passkeys, { response: key.register(options), name })).status).toBe(201);
  return key;
}

async function signInWith(key: ReturnType<typeof softwareAuthenticator>) {
  const page = browserJar(t);
  const options = await (await page.post(paths.signInPasskeyOptions)).json();
  const res = await page.post(paths.signInPasskey, { response: key.assert(options) });
  return { res, page };
}

async function turnOnTwoFactor(cookie: string) {
  const setup = (await (await t.post(paths.twoFactorSetup, {}, cookie)).json()) as TwoFactorSetup;
  const code = generateSync({ secret: setup.secret, epoch: Math.floor(t.clock.now() / 1000) });
  expect((await t.post(paths.twoFactorEnable, { code }, cookie)).status).toBe(200);
  return setup.secret;
}

async function reset(email: string) {
  await t.post(accountApiPaths.forgotPassword, { email });
  const mail = (await mailFor(t.deps, email)).findLast((m) => tokenIn(m, accountScreens.resetPassword));
  const token = tokenIn(mail, accountScreens.resetPassword)!;
  expect((await t.post(accountApiPaths.resetPassword, { token, password: NEW_PASSWORD })).status).toBe(200);
  return (await mailFor(t.deps, email)).findLast((m) => m.subject === mailText.passwordChangedSubject)!;
}

describe('a passkey added less than a day ago', () => {
  it('signs in, but money asks for more, and it is no proof until another proof came first', async () => {
    const m = await t.signup();
    const key = await addPasskey(m.cookie!, 'New phone');
    const { res, page } = await signInWith(key);
    expect(res.status).toBe(200);
    const setup = await page.post(paths.twoFactorSetup);
    expect(setup.status).toBe(403);
    expect(await setup.json()).toMatchObject({ code: 'proof_needed', passkey: true });

    let options = await (await page.post(paths.reauthPasskeyOptions)).json();
    const refused = await page.post(paths.reauthPasskey, { response: key.assert(options) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: securityText.passkeySettling });
    expect((await page.post(paths.twoFactorSetup)).status).toBe(403);

    // The password first: then the new passkey may renew the proof in this session.
    expect((await page.post(paths.reauth, { password: m.input.password })).status).toBe(204);
    t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    options = await (await page.post(paths.reauthPasskeyOptions)).json();
    expect((await page.post(paths.reauthPasskey, { response: key.assert(options) })).status).toBe(204);
    expect((await page.post(paths.twoFactorSetup)).status).toBe(200);
  });

  it('is a proof of its own once a day has passed', async () => {
    const m = await t.signup();
    const key = await addPasskey(m.cookie!, 'New phone');
    t.clock.advance(PASSKEY_SETTLING_MS + 1);
    const { res, page } = await signInWith(key);
    expect(res.status).toBe(200);
    expect((await page.post(paths.twoFactorSetup)).status).toBe(200);
  });
});

describe('taking the account back', () => {
  it('a reset ends every passkey and the second factor added since the owner last proved it, and says so', async () => {
    const m = await t.signup();
    // What an intruder holding the password adds from their own sign-in.
    const intruder = (await t.signin(m.input.email, m.input.password)).cookie!;
    const key = await addPasskey(intruder, 'Intruder laptop');
    await turnOnTwoFactor(intruder);
    expect(passkeyCount(m.input.email)).toBe(1);

    const told = await reset(m.input.email);
    expect(told.text).toContain(
      mailText.waysInRemoved([mailText.passkeyNamed('Intruder laptop'), mailText.twoFactorNamed]),
    );
    expect(passkeyCount(m.input.email)).toBe(0);
    expect(twoFactorOn(m.input.email)).toBe(false);
    expect((await signInWith(key)).res.status).toBe(401);
    // The owner signs in with the new password alone: no second factor they never had stands in the way.
    const back = await t.signin(m.input.email, NEW_PASSWORD);
    expect(back.res.status).toBe(200);
    expect(back.cookie).toBeDefined();
  });

  it("keeps the owner's own: what the account had at the owner's last proof, and what it vouched for", async () => {
    const m = await t.signup();
    const phone = await addPasskey(m.cookie!, 'My phone');
    const secret = await turnOnTwoFactor(m.cookie!);
    // The owner's last proof came after these (as for every account when this rule began).
    t.clock.advance(1);
    t.sqlite.prepare('UPDATE users SET owner_proven_at = ? WHERE email = ?').run(t.clock.now(), m.input.email);
    t.clock.advance(60_000);
    const tablet = await addPasskey(m.cookie!, 'My tablet');
    // A sign-in with the owner's second factor is the owner's proof: the tablet, added before it, is theirs.
    t.clock.advance(60_000);
    expect((await t.signin(m.input.email, m.input.password)).body).toEqual({ twoFactorRequired: true });
    const again = browserJar(t);
    await again.post(apiPaths.signin, { email: m.input.email, password: m.input.password });
    const code = generateSync({ secret, epoch: Math.floor(t.clock.now() / 1000) });
    expect((await again.post(paths.signInTwoFactor, { code })).status).toBe(200);
    t.clock.advance(60_000);
    const intruders = await addPasskey(again.cookie(), 'Added later');

    const told = await reset(m.input.email);
    expect(told.text).toContain(mailText.waysInRemoved([mailText.passkeyNamed('Added later')]));
    expect(passkeyCount(m.input.email)).toBe(2);
    expect(twoFactorOn(m.input.email)).toBe(true);
    t.clock.advance(PASSKEY_SETTLING_MS + 1);
    expect((await signInWith(phone)).res.status).toBe(200);
    expect((await signInWith(tablet)).res.status).toBe(200);
    expect((await signInWith(intruders)).res.status).toBe(401);
  });

  it('an undone email change ends what was added since, and the mail to the old address lists it', async () => {
    const m = await t.signup();
    const intruder = (await t.signin(m.input.email, m.input.password)).cookie!;
    await addPasskey(intruder, 'Intruder laptop');
    const asked = await t.post(
      accountApiPaths.changeEmail,
      { newEmail: 'intruder.box@example.com', currentPassword: m.input.password },
      intruder,
    );
    expect(asked.status).toBe(202);
    const confirm = (await mailFor(t.deps, 'intruder.box@example.com')).find((x) =>
      tokenIn(x, accountScreens.confirmEmail),
    );
    expect(
      (await t.post(accountApiPaths.confirmEmailChange, { token: tokenIn(confirm, accountScreens.confirmEmail) }))
        .status,
    ).toBe(200);
    const notice = (await mailFor(t.deps, m.input.email)).find((x) => tokenIn(x, accountScreens.undoEmailChange));
    const undo = tokenIn(notice, accountScreens.undoEmailChange);
    expect((await t.post(accountApiPaths.undoEmailChange, { token: undo })).status).toBe(200);
    expect(passkeyCount(m.input.email)).toBe(0);
    const restored = (await mailFor(t.deps, m.input.email)).find((x) => x.subject === mailText.emailRestoredSubject)!;
    expect(restored.text).toContain(mailText.waysInRemoved([mailText.passkeyNamed('Intruder laptop')]));
  });
});

describe('passkey sign-in', () => {
  it("refuses a passkey whose user handle is no longer its member's, even when the browser sends none", async () => {
    const m = await t.signup();
    const key = await addPasskey(m.cookie!, 'My phone');
    t.clock.advance(PASSKEY_SETTLING_MS + 1);
    t.sqlite.prepare("UPDATE users SET webauthn_user_id = 'another-handle' WHERE email = ?").run(m.input.email);
    const page = browserJar(t);
    const options = await (await page.post(paths.signInPasskeyOptions)).json();
    const answer = key.assert(options);
    const silent = { ...answer, response: { ...answer.response, userHandle: undefined } };
    const res = await page.post(paths.signInPasskey, { response: silent });
    expect(res.status).toBe(401);
    expect((await page.get(apiPaths.user)).status).toBe(401);
  });
});
