// Where a member's cash goes is not moved with the password alone: with two-factor on, changing a payout account
// that was ready also asks a recent code (or passkey) in this session; every change of bank account is mailed to the
// member, once, in the transaction of the change; and payouts to the new bank account wait a day, then go, once.
// The first account a member connects is no change: paid at once.
import { generateSync } from 'otplib';
import { describe, expect, it, vi } from 'vitest';
import { momentIn } from '#shared/i18n/numbers.ts';
import { PAYOUT_DESTINATION_HOLD_MS as HOLD } from '#shared/constants.ts';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { SANDBOX_PAYOUT_ONBOARDING_PATH as FORM } from '#shared/routes-payouts.ts';
import { PROOF_FOR_MONEY_MS, securityApiPaths as paths } from '#shared/routes-security.ts';
import { payoutAccountResponseSchema } from '#shared/schemas/payout-accounts.ts';
import { redemptionSchema } from '#shared/schemas/payouts.ts';
import type { TwoFactorSetup } from '#shared/schemas/security.ts';
import { runMoneyJobs } from '#api/jobs/money-jobs.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { expect400, memberApp } from '#api/testing/member-app.ts';
import { give200Points } from '#api/testing/points.ts';
import { VALID_PASSWORD } from '#api/testing/test-app.ts';

const m = memberApp({ country: 'Mexico' }, { payoutAccount: true });
const onboard = (body: unknown = {}) => m.post('/api/payout-account/onboarding', body);
const view = async () =>
  payoutAccountResponseSchema.parse(await (await m.t.get('/api/payout-account', m.cookie)).json()).account;
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });
const accounts = () =>
  (m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM payout_accounts WHERE user_id = ?').get(m.userId) as { n: number }).n;
const email = () =>
  (m.t.sqlite.prepare('SELECT email FROM users WHERE id = ?').get(m.userId) as { email: string }).email;
const changeMails = async () => (await mailFor(m.t.deps, email())).filter((x) => x.subject === text.changedMailSubject);
const redeem = async () =>
  redemptionSchema.parse(await (await m.post('/api/points/redeem', { amount: 25, method: 'instant' })).json());
const redemption = async (id: number) =>
  redemptionSchema.parse(
    (await (await m.t.get('/api/points/redemptions', m.cookie)).json()).redemptions.find(
      (r: { id: number }) => r.id === id,
    ),
  );

/** Two-factor turned on in the member's session, which is then left over 15 minutes without a proof. */
async function twoFactorOn() {
  const setup = (await (await m.post(paths.twoFactorSetup)).json()) as TwoFactorSetup;
  expect((await m.post(paths.twoFactorEnable, { code: codeAt(setup.secret, m.t.clock.now()) })).status).toBe(200);
  m.t.clock.advance(PROOF_FOR_MONEY_MS + 60_000);
  return setup.secret;
}

/** The member sends the sandbox's form behind an onboarding answer with a new CLABE, and comes back to the app. */
async function finishForm(res: Response) {
  expect(res.status).toBe(200);
  const link = new URL(((await res.json()) as { url: string }).url, 'http://x').searchParams.get('link')!;
  const sent = await m.t.request(FORM, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    body: new URLSearchParams({ link, method: 'clabe', holder: 'Ana López', clabe: '012180012345678909' }).toString(),
  });
  expect(sent.status).toBe(303);
  expect((await m.post('/api/payout-account/refresh')).status).toBe(200);
}

describe('changing a ready payout account with two-factor on', () => {
  it('the password alone gets 403 proof_needed and changes nothing; with a recent code it goes through', async () => {
    const secret = await twoFactorOn();
    const refused = await onboard({ password: VALID_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'proof_needed', twoFactor: true, passkey: false });
    // The password is no proof with two-factor on.
    expect((await m.post(paths.reauth, { password: VALID_PASSWORD })).status).toBe(400);
    expect((await onboard({ password: VALID_PASSWORD })).status).toBe(403);
    expect(accounts()).toBe(1);
    expect(await view()).toMatchObject({ status: 'ready', last4: '7897' });

    m.t.clock.advance(30_000);
    expect((await m.post(paths.reauth, { code: codeAt(secret, m.t.clock.now()) })).status).toBe(204);
    // The password is still asked, and checked, after the code.
    expect((await onboard()).status).toBe(403);
    await expect400(await onboard({ password: 'wrong-Password1' }), 'password', text.passwordWrong);
    await finishForm(await onboard({ password: VALID_PASSWORD }));
    expect(accounts()).toBe(2);
    expect(await view()).toMatchObject({ status: 'ready', last4: '8909' });
  });

  it('without two-factor, the password alone still changes it, however old the proof', async () => {
    m.t.clock.advance(PROOF_FOR_MONEY_MS + 60_000);
    await finishForm(await onboard({ password: VALID_PASSWORD }));
    expect(await view()).toMatchObject({ status: 'ready', last4: '8909' });
  });
});

describe('a change of bank account', () => {
  it('is mailed once, holds a payout due right after it for a day, then sends it exactly once', async () => {
    const secret = await twoFactorOn();
    m.t.clock.advance(30_000);
    expect((await m.post(paths.reauth, { code: codeAt(secret, m.t.clock.now()) })).status).toBe(204);
    await finishForm(await onboard({ password: VALID_PASSWORD }));
    const from = m.t.clock.now() + HOLD;
    const when = momentIn('en-US', 'UTC', from);

    const mails = await changeMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(text.changedMailLines('BBVA México ••8909', when)[1]);
    expect((await view())?.payoutsFrom).toBe(new Date(from).toISOString());

    const send = vi.spyOn(m.t.deps.providers.payouts, 'createPayout');
    give200Points(m.t, m.userId);
    const held = await redeem();
    expect(held).toMatchObject({ status: 'pending', heldReason: text.held(text.heldNewDestination) });
    m.t.clock.advance(HOLD - 5 * 60_000);
    await runMoneyJobs(m.t.deps);
    expect(await redemption(held.id)).toMatchObject({
      status: 'pending',
      heldReason: text.held(text.heldNewDestination),
    });
    expect(send).not.toHaveBeenCalled();

    m.t.clock.advance(5 * 60_000);
    await runMoneyJobs(m.t.deps);
    await runMoneyJobs(m.t.deps);
    expect(await redemption(held.id)).toMatchObject({
      status: 'paid',
      heldReason: null,
      destination: { last4: '8909' },
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await view())?.payoutsFrom).toBeNull();
    // Refreshes of the same account tell nothing again.
    await m.post('/api/payout-account/refresh');
    expect(await changeMails()).toHaveLength(1);
  });

  it('new bank details on the same account, reported by the provider, are a change too', async () => {
    const ref = (m.t.sqlite.prepare('SELECT account_ref AS ref FROM payout_accounts').get() as { ref: string }).ref;
    m.t.deps.providers.payoutAccountsSandbox!.requireMore(ref, ['external_account']);
    await m.post('/api/payout-account/refresh');
    await finishForm(await onboard({ password: VALID_PASSWORD }));
    expect(accounts()).toBe(1);
    expect(await view()).toMatchObject({ status: 'ready', last4: '8909', payoutsFrom: expect.any(String) });
    expect(await changeMails()).toHaveLength(1);
    give200Points(m.t, m.userId);
    expect(await redeem()).toMatchObject({ status: 'pending', heldReason: text.held(text.heldNewDestination) });
  });
});

describe('the first payout account', () => {
  it('is no change: no mail, no hold, a payout goes at once', async () => {
    expect(await view()).toMatchObject({ status: 'ready', payoutsFrom: null });
    expect(await changeMails()).toHaveLength(0);
    give200Points(m.t, m.userId);
    expect(await redeem()).toMatchObject({ status: 'paid', heldReason: null, destination: { last4: '7897' } });
  });
});
