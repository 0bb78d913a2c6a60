// A session alone (stolen, or left open on a shared computer) adds no new way into the account. Starting two-factor,
// turning it on or off, new recovery codes and adding a passkey each ask for a recent proof (the password, a code or a
// passkey within 15 minutes), as money does, and change nothing before it; and an account whose email is not confirmed
// (a stranger may have signed up with someone else's address) adds no passkey, no two-factor and no payout account.
import { describe, expect, it } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { payoutApiPaths } from '#shared/routes-payouts.ts';
import { PROOF_FOR_MONEY_MS, securityApiPaths as paths } from '#shared/routes-security.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

const m = memberApp();
const ways = () =>
  m.t.sqlite
    .prepare(
      `SELECT (SELECT count(*) FROM passkeys WHERE user_id = u.id) AS passkeys, u.totp_pending_secret AS pending,
         u.totp_enabled_at AS enabled FROM users u WHERE u.id = ?`,
    )
    .get(m.userId);

describe('a new way into the account asks for a recent proof', () => {
  it.each([
    ['starting two-factor', paths.twoFactorSetup, {}],
    ['turning two-factor on', paths.twoFactorEnable, { code: '123456' }],
    ['turning two-factor off', paths.twoFactorDisable, { password: VALID_PASSWORD, code: '123456' }],
    ['new recovery codes', paths.recoveryCodes, { password: VALID_PASSWORD, code: '123456' }],
    ["a passkey's options", paths.passkeyOptions, {}],
    ['adding a passkey', paths.passkeys, { response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } }],
  ] as const)(
    '%s, from a session whose last proof is over 15 minutes old: 403, nothing changed',
    async (_, path, body) => {
      const before = ways();
      m.t.clock.advance(PROOF_FOR_MONEY_MS + 1);
      const res = await m.post(path, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'proof_needed', twoFactor: false, passkey: false });
      expect(ways()).toEqual(before);
    },
  );

  it('goes ahead once the member proved it is them again', async () => {
    m.t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    expect((await m.post(paths.twoFactorSetup, {})).status).toBe(403);
    expect((await m.post(paths.reauth, { password: VALID_PASSWORD })).status).toBe(204);
    const setup = await m.post(paths.twoFactorSetup, {});
    expect(setup.status).toBe(200);
    expect(ways()).toMatchObject({ pending: expect.any(String), enabled: null });
  });
});

describe('an account whose email is not confirmed', () => {
  it('adds no passkey, no two-factor and no payout account, however fresh its sign-in', async () => {
    const { input, cookie } = await m.t.unconfirmedMember();
    for (const path of [paths.passkeyOptions, paths.twoFactorSetup, payoutApiPaths.payoutAccountOnboarding]) {
      const res = await m.t.request(path, jsonInit('POST', {}, withCookie(cookie)));
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: accountEmail.verifyBeforeSecuring, code: 'email_unverified' });
    }
    const row = m.t.sqlite
      .prepare('SELECT totp_pending_secret AS pending, webauthn_user_id AS handle FROM users WHERE email = ?')
      .get(input.email);
    expect(row).toEqual({ pending: null, handle: null });
    expect(m.t.sqlite.prepare('SELECT count(*) AS n FROM payout_accounts').get()).toEqual({ n: 0 });
  });
});
