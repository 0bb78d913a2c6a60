// The code check of the 15-minute proof stops guessing. Over the limit no code is checked
// (a 429 says nothing of the code), and at the fifth wrong code the session is ended and the owner told by mail.
import { generateSync } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailText } from '#shared/messages/mail.ts';
import { securityText } from '#shared/messages/security.ts';
import { apiPaths } from '#shared/routes.ts';
import { PROOF_FOR_MONEY_MS, securityApiPaths as paths } from '#shared/routes-security.ts';
import type { TwoFactorSetup } from '#shared/schemas/security.ts';
import { PROOF_CODE_TRIES } from '#api/services/rate-limits.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { jsonInit, makeTestApp, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

/** A member with two-factor on, whose session's last proof is over 15 minutes old. */
async function staleWithTwoFactor() {
  const m = await t.signup();
  const setup = (await (await t.post(paths.twoFactorSetup, {}, m.cookie)).json()) as TwoFactorSetup;
  expect((await t.post(paths.twoFactorEnable, { code: codeAt(setup.secret, t.clock.now()) }, m.cookie)).status).toBe(
    200,
  );
  t.clock.advance(PROOF_FOR_MONEY_MS + 60_000);
  return { m, secret: setup.secret };
}

describe('the code of the 15-minute proof', () => {
  it(`ends the session at wrong code ${PROOF_CODE_TRIES} and mails the owner; the right code then fails`, async () => {
    const { m, secret } = await staleWithTwoFactor();
    for (let i = 1; i < PROOF_CODE_TRIES; i++)
      expect((await t.post(paths.reauth, { code: '000000' }, m.cookie)).status).toBe(400);
    const closed = await t.post(paths.reauth, { code: '000000' }, m.cookie);
    expect(closed.status).toBe(401);
    expect(await closed.json()).toEqual({ message: securityText.proofCodesClosed });
    // The session is gone: the right code proves nothing now, and the member is signed out.
    expect((await t.post(paths.reauth, { code: codeAt(secret, t.clock.now()) }, m.cookie)).status).toBe(401);
    expect((await t.get(apiPaths.user, m.cookie)).status).toBe(401);
    const mail = await mailFor(t.deps, m.input.email);
    expect(mail.map((x) => x.subject)).toContain(mailText.proofCodesSubject);
  });

  it('over the limit, checks no code at all: the right code gets the same 429 as a wrong one', async () => {
    const { m, secret } = await staleWithTwoFactor();
    // Ten wrong passwords for the account from this address fill its limit (sign-in and the proof share it).
    for (let i = 0; i < 10; i++)
      await t.request(apiPaths.signin, jsonInit('POST', { email: m.input.email, password: `Wrong-Guess-${i}1` }));
    const right = await t.post(paths.reauth, { code: codeAt(secret, t.clock.now()) }, m.cookie);
    expect(right.status).toBe(429);
    // Nothing was proved: what needs a recent proof still asks for one.
    const after = await t.post(paths.passkeyOptions, {}, m.cookie);
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'proof_needed' });
  });
});
