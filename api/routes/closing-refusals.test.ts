// Closing is refused while money is on its way (a sweep being charged, a cash-out or a redemption not yet
// arrived), only ever closes the signed-in member's own account, and closes once when asked twice at once.
import { describe, expect, it } from 'vitest';
import { closingMail } from '#shared/messages/closing-mail.ts';
import { closingText } from '#shared/messages/closing.ts';
import { validation } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { PROOF_FOR_MONEY_MS } from '#shared/routes-security.ts';
import { close, giveMoney, payoutInFlight, previewOf, sweepInFlight } from '#api/testing/closing.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { VALID_PASSWORD } from '#api/testing/test-app.ts';

const m = memberApp();
const isOpen = () =>
  (m.t.sqlite.prepare('SELECT closed_at AS c FROM users WHERE id = ?').get(m.userId) as { c: number | null }).c ===
  null;

describe('closing refused while money is on its way', () => {
  it.each([
    ['a sweep being charged', () => sweepInFlight(m.t, m.userId, 'charging'), 'sweep', closingText.sweepInFlight],
    ['a sweep processing', () => sweepInFlight(m.t, m.userId, 'processing'), 'sweep', closingText.sweepInFlight],
    ['a pending cash-out', () => payoutInFlight(m.t, m.userId, 'cash_out'), 'cash_out', closingText.payoutInFlight],
    [
      'a cash-out processing',
      () => payoutInFlight(m.t, m.userId, 'cash_out', 'processing'),
      'cash_out',
      closingText.payoutInFlight,
    ],
    [
      'a pending redemption',
      () => payoutInFlight(m.t, m.userId, 'redemption'),
      'redemption',
      closingText.redemptionInFlight,
    ],
  ] as const)('with %s, says why and changes nothing', async (_, setUp, code, message) => {
    giveMoney(m.t, m.userId, { points: 500 });
    setUp();
    const preview = await previewOf(m.t, m.cookie);
    expect(preview.blockers).toEqual([{ code, message, until: null }]);
    const res = await close(m.t, m.cookie, { password: VALID_PASSWORD, forfeit: preview.forfeit });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.blockers).toEqual([{ code, message, until: null }]);
    expect(isOpen()).toBe(true);
    expect((await m.t.get(apiPaths.user, m.cookie)).status).toBe(200);
    expect((await previewOf(m.t, m.cookie)).forfeit.points).toBe(500);
  });

  it('goes ahead once the payout has arrived', async () => {
    payoutInFlight(m.t, m.userId, 'cash_out', 'paid');
    expect((await previewOf(m.t, m.cookie)).blockers).toEqual([]);
    expect((await close(m.t, m.cookie, { password: VALID_PASSWORD })).status).toBe(200);
  });
});

describe('whose account', () => {
  it('asks for a recent proof in this session, as money does', async () => {
    m.t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    const res = await close(m.t, m.cookie, { password: VALID_PASSWORD });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('proof_needed');
    expect(isOpen()).toBe(true);
  });

  it('needs a signed-in member', async () => {
    expect((await m.t.get('/api/account/closing')).status).toBe(401);
    expect((await close(m.t, undefined, { password: VALID_PASSWORD })).status).toBe(401);
  });

  it('another member cannot close yours, even knowing your password: they only ever reach their own', async () => {
    const other = await m.t.signup({ password: 'Other-Planet42' });
    m.users.push(other.body.id);
    const res = await close(m.t, other.cookie, { password: VALID_PASSWORD });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.password).toBe(validation.currentPasswordWrong);
    expect(isOpen()).toBe(true);
    expect((await m.t.get(apiPaths.user, m.cookie)).status).toBe(200);
    expect((await m.t.get(apiPaths.user, other.cookie)).status).toBe(200);
  });
});

describe('the same close twice at once', () => {
  it('closes once: one success, one confirmation, the points booked out once', async () => {
    giveMoney(m.t, m.userId, { points: 700 });
    const email = ((await (await m.t.get(apiPaths.user, m.cookie)).json()) as { email: string }).email;
    const forfeit = { points: 700, interestCents: 0, sats: 0 };
    const answers = await Promise.all([
      close(m.t, m.cookie, { password: VALID_PASSWORD, forfeit }),
      close(m.t, m.cookie, { password: VALID_PASSWORD, forfeit }),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.map((r) => r.status).filter((s) => s !== 200)[0]).toBeGreaterThanOrEqual(400);
    expect(isOpen()).toBe(false);
    const booked = m.t.sqlite
      .prepare(
        `SELECT sum(amount) AS n FROM ledger_entries
         WHERE user_id = ? AND cause = 'account_closed' AND account = 'points'`,
      )
      .get(m.userId) as { n: number };
    expect(booked.n).toBe(-700);
    const mails = (await mailFor(m.t.deps, email)).filter((mail) => mail.subject === closingMail.subject);
    expect(mails).toHaveLength(1);
  });
});
