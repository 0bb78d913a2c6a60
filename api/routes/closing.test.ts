// Closing an account, end to end through the API: what it says first, the refusals, and what is left
// after (nothing that names the member; the money records, audited clean by memberApp after each test).
import { describe, expect, it, vi } from 'vitest';
import { closingText } from '#shared/messages/closing.ts';
import { accountClosedText } from '#shared/messages/account-closed.ts';
import { closingMail } from '#shared/messages/closing-mail.ts';
import { validation } from '#shared/messages/common.ts';
import { closingApiPaths } from '#shared/routes-closing.ts';
import { apiPaths } from '#shared/routes.ts';
import { finishClosings } from '#api/services/closing/providers.ts';
import { auditLedger, LedgerWriter } from '#api/services/money/ledger.ts';
import { usersDueForSweep } from '#api/services/money/sweeps.ts';
import { close, giveMoney, personalData, personalRows, previewOf } from '#api/testing/closing.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';
import { write } from '#db/unit-of-work.ts';

const m = memberApp({ name: 'Rosalind Quimby', username: 'rosalind_q', email: 'rosalind.quimby@example.com' });
const member = { name: 'Rosalind Quimby', username: 'rosalind_q', email: 'rosalind.quimby@example.com' };
const count = (sql: string, ...args: unknown[]) => (m.t.sqlite.prepare(sql).get(...args) as { n: number }).n;

describe('closing an account', () => {
  it('says first what is forfeited, exactly, and books it out through the ledger', async () => {
    giveMoney(m.t, m.userId, { points: 1234 });
    const preview = await previewOf(m.t, m.cookie);
    expect(preview.blockers).toEqual([]);
    expect(preview.forfeit).toEqual({ points: 1234, interestCents: 0, sats: 0 });
    expect(preview.pointsRedeemable).toBe(false);
    expect(preview.minimumCents).toBe(2500);
    expect(preview.totalCents).toBe(1234);

    // Closing with anything else than what was shown is refused, with what it is now.
    const stale = await close(m.t, m.cookie, {
      password: VALID_PASSWORD,
      forfeit: { points: 1000, interestCents: 0, sats: 0 },
    });
    expect(stale.status).toBe(409);
    const staleBody = await stale.json();
    expect(staleBody.message).toBe(closingText.changed);
    expect(staleBody.closing.forfeit).toEqual(preview.forfeit);

    const done = await close(m.t, m.cookie, { password: VALID_PASSWORD, forfeit: preview.forfeit });
    expect(done.status).toBe(200);
    expect((await done.json()).message).toBe(accountClosedText.body);
    const left = m.t.sqlite
      .prepare('SELECT available_points_balance AS points FROM users WHERE id = ?')
      .get(m.userId) as { points: number };
    expect(left.points).toBe(0);
    expect(
      count("SELECT count(*) AS n FROM ledger_entries WHERE user_id = ? AND cause = 'account_closed'", m.userId),
    ).toBe(2);
    expect(auditLedger(m.t.sqlite, m.userId)).toEqual([]);
  });

  it('signs out everywhere, the old password fails, and the email and username are free again', async () => {
    const other = await m.t.signin(member.email, VALID_PASSWORD);
    expect(other.cookie).toBeDefined();
    const res = await close(m.t, m.cookie, { password: VALID_PASSWORD });
    expect(res.status).toBe(200);
    for (const cookie of [m.cookie, other.cookie]) expect((await m.t.get(apiPaths.user, cookie)).status).toBe(401);
    const signin = await m.t.signin(member.email, VALID_PASSWORD);
    expect(signin.res.status).toBeGreaterThanOrEqual(400);
    expect(signin.cookie).toBeUndefined();
    expect((await close(m.t, m.cookie, { password: VALID_PASSWORD })).status).toBe(401);

    // The confirmation went to the address the account had, and it is the only mail after closing.
    const mail = await mailFor(m.t.deps, member.email);
    expect(mail[0]!.subject).toBe(closingMail.subject);

    const again = await m.t.signup({ ...member, password: 'Another-Orbit7' });
    expect(again.res.status).toBe(202);
    expect(again.cookie).toBeDefined();
    expect(again.body.id).not.toBe(m.userId);
    expect(again.body.email).toBe(member.email);
    expect(again.body.username).toBe(member.username);
    m.users.push(again.body.id);
  });

  it('leaves no identifier in the users row, tickets, notifications, pushes, sessions, passkeys, devices', async () => {
    personalData(m.t, m.userId, member);
    const before = personalRows(m.t, m.userId);
    expect(before.find((r) => r.table === 'support_tickets')!.text).toContain(member.email);
    expect((await close(m.t, m.cookie, { password: VALID_PASSWORD })).status).toBe(200);
    const marks = [member.name, member.email, member.username, 'rosalind', 'quimby'].map((s) => s.toLowerCase());
    for (const { table, text } of personalRows(m.t, m.userId))
      for (const mark of marks) expect(text, `${table} holds ${mark}`).not.toContain(mark);
    for (const table of ['sessions', 'push_subscriptions', 'passkeys', 'known_devices', 'notifications'])
      expect(count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, m.userId), table).toBe(0);
    const row = m.t.sqlite.prepare('SELECT closed_at, password FROM users WHERE id = ?').get(m.userId) as {
      closed_at: number | null;
      password: string;
    };
    expect(row.closed_at).toBe(m.t.clock.now());
    // The ticket stays for the team, without its contact details.
    expect(count('SELECT count(*) AS n FROM support_tickets WHERE user_id = ?', m.userId)).toBe(1);
  });

  it('removes the bank links at the aggregators and detaches the cards, later if a provider fails', async () => {
    const { deps } = m.t;
    const link = await deps.banks.credentials.createLink({
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'full',
    });
    const finicity = deps.banks.finicitySandbox!;
    const { customerId } = await finicity.ensureCustomer({ userId: m.userId, username: 'x', existingCustomerId: null });
    await finicity.completeConnect({
      customerId,
      state: finicity.connectState(customerId),
      username: 'profile_03',
      password: 'profile_03',
    });
    const run = (sql: string, ...args: unknown[]) => m.t.sqlite.prepare(sql).run(...args);
    const now = m.t.clock.now();
    run('UPDATE users SET stripe_payment_method_id = ? WHERE id = ?', 'pm_card_visa', m.userId);
    run(
      "INSERT INTO aggregator_refs (user_id, provider, ref, created_at) VALUES (?, 'finicity', ?, ?)",
      m.userId,
      customerId,
      now,
    );
    run(
      `INSERT INTO bank_accounts
         (user_id, provider, link_ref, provider_account_id, account_name, created_at, updated_at)
       VALUES (?, 'belvo', ?, 'acc-1', 'Cuenta de Rosalind', ?, ?)`,
      m.userId,
      link.linkId,
      now,
      now,
    );
    run(
      `INSERT INTO payment_methods (user_id, provider_id, brand, last4, exp_month, exp_year, created_at)
       VALUES (?, 'pm_card_visa', 'visa', '4242', 12, 2030, ?)`,
      m.userId,
      now,
    );
    const detach = vi.spyOn(deps.providers.cardSetup, 'detach').mockRejectedValueOnce(new Error('Stripe is down'));
    // Round-ups waiting for a sweep, with the card still on file: a closed account is never charged.
    write(m.t.sqlite, () => {
      const ledger = new LedgerWriter(m.t.sqlite, now);
      const base = { userId: m.userId, cause: 'round_up', amount: 600 };
      ledger.post({ ...base, account: 'round_ups_pending', key: 'closing-test:pending' });
      ledger.flush();
    });
    expect(usersDueForSweep(deps)).toContain(m.userId);

    expect((await close(m.t, m.cookie, { password: VALID_PASSWORD })).status).toBe(200);
    await expect(deps.banks.credentials.accounts(link.linkId)).rejects.toThrow();
    expect(finicity.isConnected(customerId)).toBe(false);
    // The card provider failed: the account is closed all the same, and the card waits for the job.
    // The account's row stays, inactive and nameless, its link gone: which real account it was decides that no
    // one (the same person joining again included) earns its history a second time.
    expect(m.t.sqlite.prepare('SELECT * FROM bank_accounts WHERE user_id = ?').all(m.userId)).toMatchObject([
      { is_active: 0, account_name: '', link_ref: null, provider_account_id: 'acc-1' },
    ]);
    expect(count('SELECT count(*) AS n FROM payment_methods WHERE user_id = ?', m.userId)).toBe(1);
    expect((await m.t.get(apiPaths.user, m.cookie)).status).toBe(401);
    expect(usersDueForSweep(deps)).not.toContain(m.userId);

    await finishClosings(deps);
    expect(detach).toHaveBeenCalledWith('pm_card_visa');
    expect(count('SELECT count(*) AS n FROM payment_methods WHERE user_id = ?', m.userId)).toBe(0);
    const left = m.t.sqlite.prepare('SELECT stripe_payment_method_id AS pm FROM users WHERE id = ?').get(m.userId);
    expect(left).toEqual({ pm: null });
    expect(count('SELECT count(*) AS n FROM aggregator_refs WHERE user_id = ?', m.userId)).toBe(0);
  });

  it('asks for the password and the typed word', async () => {
    const wrong = await close(m.t, m.cookie, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.password).toBe(validation.currentPasswordWrong);
    const unconfirmed = await close(m.t, m.cookie, { password: VALID_PASSWORD, confirm: 'yes' });
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).errors.confirm).toBe(closingText.confirmRequired);
    const malformed = await m.t.request(closingApiPaths.close, {
      ...jsonInit('POST', undefined, withCookie(m.cookie)),
      body: '{"password":',
    });
    expect(malformed.status).toBe(400);
    expect((await m.t.get(apiPaths.user, m.cookie)).status).toBe(200);
    expect(count('SELECT count(*) AS n FROM users WHERE id = ? AND closed_at IS NULL', m.userId)).toBe(1);
  });
});
