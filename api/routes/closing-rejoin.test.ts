// Closing and joining again (decision 0022): the same person with the same email, the same bank and the same
// referral code earns nothing a second time: not the bank's history, not the referral's reward, not an achievement's
// reward. Each test here failed before the rules it checks were written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closingText } from '#shared/messages/closing.ts';
import * as closingPt from '#shared/messages/pt-br/closing.ts';
import { achievementsText } from '#shared/messages/money.ts';
import { achievementsResponseSchema } from '#shared/schemas/achievements.ts';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { apiPaths } from '#shared/routes.ts';
import { BELVO_SANDBOX_SHARED_USERNAME } from '#api/providers/banks/sandbox/belvo-sandbox.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger, LedgerWriter } from '#api/services/money/ledger.ts';
import { applyPayoutState, PAID_PAYOUT_WATCH_MS } from '#api/services/money/payout-state.ts';
import { close, giveMoney, previewOf } from '#api/testing/closing.ts';
import { getOk } from '#api/testing/member-app.ts';
import { achievementReward } from '#api/testing/points.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';
import { write } from '#db/unit-of-work.ts';

// A full 90-day sync runs twice in a test: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
let t: TestApp;
const members: number[] = [];
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2026, 2, 10, 12) });
  members.length = 0;
});
afterEach(() => {
  for (const id of members) expect(auditLedger(t.sqlite, id), `user ${id}`).toEqual([]);
  t.cleanup();
});

type Totals = { earned: number; points: number; referral: number; roundUps: number };
const totals = (id: number) =>
  t.sqlite
    .prepare(
      `SELECT total_points_earned AS earned, available_points_balance AS points,
         referral_earnings_cents AS referral, total_round_up_cents AS roundUps FROM users WHERE id = ?`,
    )
    .get(id) as Totals;
const count = (sql: string, ...args: unknown[]) => (t.sqlite.prepare(sql).get(...args) as { n: number }).n;

async function join(over: Parameters<TestApp['signup']>[0] = {}) {
  const s = await t.signup({ country: 'Mexico', ...over });
  expect(s.cookie, JSON.stringify(s.body)).toBeDefined();
  members.push(s.body.id);
  return { cookie: s.cookie!, id: s.body.id as number, email: s.input.email };
}

/** The sandbox's login that lists the same real account to every link made with it: the same bank again. */
async function linkErebor(member: { cookie: string; id: number }) {
  const res = await t.request(
    '/api/belvo/create-link',
    jsonInit(
      'POST',
      { institution: 'erebor_mx_retail', username: BELVO_SANDBOX_SHARED_USERNAME, password: 'any' },
      withCookie(member.cookie),
    ),
  );
  expect(res.status).toBe(200);
  await syncIdle(t.deps, member.id);
}

async function closeAccount(cookie: string) {
  const preview = await previewOf(t, cookie);
  expect(preview.blockers).toEqual([]);
  expect((await close(t, cookie, { password: VALID_PASSWORD, forfeit: preview.forfeit })).status).toBe(200);
}

const coin = (userId: number, amount: number, id: string) =>
  ingest(
    t.sqlite,
    userId,
    [coinPurchase({ id, amount: -amount, date: new Date(t.clock.now()).toISOString() })],
    t.clock.now(),
  );

/** The achievements the member was paid: each credited at its unlock. */
async function paidAchievements(cookie: string) {
  const list = await getOk(t, apiPaths.achievements, achievementsResponseSchema, cookie);
  expect(list.achievements.every((a) => a.claimed && Number(a.rewardAmount) > 0)).toBe(true);
  return list.achievements.map((a) => a.achievementType);
}

/** A redemption paid out three days ago (March 7 at noon), which the bank can still send back. */
const paidRedemption = (userId: number, payoutId: string) => {
  const paidAt = t.clock.now() - 3 * DAY;
  t.sqlite
    .prepare(
      `INSERT INTO points_redemptions
         (user_id, points_redeemed, cash_value_cents, status, stripe_payout_id, processed_at, created_at)
       VALUES (?, 3000, 3000, 'paid', ?, ?, ?)`,
    )
    .run(userId, payoutId, paidAt, paidAt);
};

describe('a payout the bank can still send back', () => {
  it('keeps the account open until the day it no longer can, and the dialog names that day', async () => {
    const member = await join();
    paidRedemption(member.id, 'po_sandbox_1');
    // Paid on March 7 at noon: it can come back until March 17 at noon, so closing works all day from March 18.
    const until = Date.UTC(2026, 2, 18);
    const returnable = {
      code: 'returnable',
      message: closingText.payoutReturnable('March 18, 2026'),
      until: new Date(until).toISOString(),
    };
    expect((await previewOf(t, member.cookie)).blockers).toEqual([returnable]);
    const refused = await close(t, member.cookie, { password: VALID_PASSWORD });
    expect(refused.status).toBe(409);
    expect((await refused.json()).blockers).toEqual([returnable]);
    expect(count('SELECT count(*) AS n FROM users WHERE id = ? AND closed_at IS NULL', member.id)).toBe(1);

    // Not a minute before.
    t.clock.advance(until - t.clock.now() - 60_000);
    const early = await t.signin(member.email, VALID_PASSWORD);
    expect((await previewOf(t, early.cookie!)).blockers).toEqual([returnable]);
    t.clock.advance(60_000);
    const signedIn = await t.signin(member.email, VALID_PASSWORD);
    await closeAccount(signedIn.cookie!);
  });

  it("names the day in the member's language, from midnight where they live", async () => {
    const member = await join({ country: 'Brazil', locale: 'pt-BR', timeZone: 'America/Sao_Paulo' });
    paidRedemption(member.id, 'po_sandbox_3');
    // Returnable until March 17 at noon UTC (09:00 in São Paulo): closing works from March 18, 00:00 there.
    expect((await previewOf(t, member.cookie)).blockers).toEqual([
      {
        code: 'returnable',
        message: closingPt.closingText.payoutReturnable('18 de março de 2026'),
        until: '2026-03-18T03:00:00.000Z',
      },
    ]);
  });
});

describe('a payout sent back to an account closed before closing waited for it', () => {
  it('writes nothing for the erased member and tells the operator what is owed', async () => {
    const member = await join({ country: 'USA' });
    const paidAt = t.clock.now() - PAID_PAYOUT_WATCH_MS - DAY;
    giveMoney(t, member.id, { points: 3000 });
    const id = Number(
      t.sqlite
        .prepare(
          `INSERT INTO points_redemptions
             (user_id, points_redeemed, cash_value_cents, status, stripe_payout_id, processed_at, created_at)
           VALUES (?, 3000, 3000, 'paid', 'po_sandbox_2', ?, ?)`,
        )
        .run(member.id, paidAt, paidAt).lastInsertRowid,
    );
    write(t.sqlite, () => {
      const ledger = new LedgerWriter(t.sqlite, paidAt);
      const base = { userId: member.id, cause: 'redemption', refType: 'redemption', refId: id };
      ledger.post({ ...base, account: 'points', amount: -3000, key: `redemption:${id}:points` });
      ledger.post({ ...base, account: 'points_redeemed', amount: 3000, key: `redemption:${id}:redeemed` });
      ledger.flush();
    });
    await closeAccount(member.cookie);
    const operator = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyPayoutState(t.deps, 'redemption', id, { status: 'failed', payoutId: 'po_sandbox_2', reason: 'Closed' });
    expect(operator).toHaveBeenCalledWith(
      expect.stringMatching(/redemption \d+ of closed account \d+ .* \$30\.00 is owed/),
    );
    operator.mockRestore();
    expect(count('SELECT count(*) AS n FROM notifications WHERE user_id = ?', member.id)).toBe(0);
  });
});

describe('joining again after closing', () => {
  it('the same bank linked again earns nothing of the history the closed account earned', async () => {
    const first = await join();
    await linkErebor(first);
    // The history earns nothing (it is from before the link): the link's own achievement is all; a purchase after
    // it earns.
    const linkReward = achievementReward('first_bank_linked');
    expect(totals(first.id).earned).toBe(linkReward);
    coin(first.id, 12.34, 'after-the-link');
    expect(totals(first.id).earned).toBeGreaterThan(linkReward);
    await closeAccount(first.cookie);

    t.clock.advance(60_000);
    const again = await join({ email: first.email });
    await linkErebor(again);
    // Not one purchase of the closed account's history is listed or earns again.
    expect(totals(again.id)).toEqual({ earned: 0, points: 0, referral: 0, roundUps: 0 });
    expect(count('SELECT count(*) AS n FROM transactions WHERE user_id = ?', again.id)).toBe(0);
    // The list says why: the account's earlier transactions were rewarded on the account that had it then.
    const closedAt = (t.sqlite.prepare('SELECT closed_at AS c FROM users WHERE id = ?').get(first.id) as { c: number })
      .c;
    const list = await getOk(t, apiPaths.transactions, transactionsResponseSchema, again.cookie);
    expect(list.status.listedFrom).toBe(new Date(closedAt).toISOString());

    // What the bank lists from the day the account was let go is the new account's, and earns.
    t.clock.advance(3 * DAY);
    expect((await t.request(apiPaths.refreshAccount, jsonInit('POST', {}, withCookie(again.cookie)))).status).toBe(200);
    await syncIdle(t.deps, again.id);
    expect(count('SELECT count(*) AS n FROM transactions WHERE user_id = ? AND date < ?', again.id, closedAt)).toBe(0);
    expect(count('SELECT count(*) AS n FROM transactions WHERE user_id = ?', again.id)).toBeGreaterThan(0);
  });

  it('pays a referral once per person, and an achievement reward once, whatever code and address case', async () => {
    const referrer = await join({ country: 'USA' });
    const code = (
      t.sqlite.prepare('SELECT referral_code AS c FROM users WHERE id = ?').get(referrer.id) as {
        c: string;
      }
    ).c;
    const friend = await join({ referralCode: code, email: 'Friend.Person@example.com' });
    coin(friend.id, 12.34, 'first-life-1');
    expect(totals(referrer.id).referral).toBe(500);
    expect(await paidAchievements(friend.cookie)).toContain('first_round_up');
    await closeAccount(friend.cookie);

    // The same person: the address in another case and with a '+tag', the code in lower case.
    const again = await join({ referralCode: code.toLowerCase(), email: 'friend.person+again@EXAMPLE.com' });
    coin(again.id, 20.5, 'second-life-1');
    // The round-up posts (the referral completes) but the referrer is not paid a second time for the same person.
    expect(totals(again.id).roundUps).toBeGreaterThan(0);
    // The referrer's first referral achievement was credited when it unlocked, once too.
    const referralReward = achievementReward('first_referral');
    expect(totals(referrer.id)).toMatchObject({ referral: 500, earned: 500 + referralReward });
    expect(
      count("SELECT count(*) AS n FROM referrals WHERE referred_user_id = ? AND status = 'completed'", again.id),
    ).toBe(1);
    expect(count("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND type = 'referral'", referrer.id)).toBe(
      1,
    );

    // The achievement unlocks again, says why there is nothing to claim, and pays nothing.
    const list = await getOk(t, apiPaths.achievements, achievementsResponseSchema, again.cookie);
    const roundUp = list.achievements.find((a) => a.achievementType === 'first_round_up')!;
    expect(roundUp).toMatchObject({ rewardAmount: '0.00', claimed: true });
    const points = totals(again.id).points;
    const claim = await t.request(
      apiPaths.achievementClaim(roundUp.id),
      jsonInit('POST', undefined, withCookie(again.cookie)),
    );
    expect(claim.status).toBe(409);
    expect(totals(again.id).points).toBe(points);
    const notice = t.sqlite
      .prepare("SELECT message FROM notifications WHERE user_id = ? AND type = 'achievement'")
      .all(again.id) as { message: string }[];
    expect(notice).toContainEqual({ message: achievementsText.paidBefore });

    // Someone else referred with the same code is paid for as usual.
    const stranger = await join({ referralCode: code });
    coin(stranger.id, 7.77, 'stranger-1');
    expect(totals(referrer.id).referral).toBe(1000);
  });

  it('a referral still pending when the referrer closes ends: nothing is paid to the closed account', async () => {
    const referrer = await join({ country: 'USA' });
    const code = (
      t.sqlite.prepare('SELECT referral_code AS c FROM users WHERE id = ?').get(referrer.id) as {
        c: string;
      }
    ).c;
    const friend = await join({ referralCode: code });
    await closeAccount(referrer.cookie);
    const closed = totals(referrer.id);
    coin(friend.id, 12.34, 'after-referrer-closed');
    expect(totals(friend.id).roundUps).toBeGreaterThan(0);
    expect(totals(referrer.id)).toEqual(closed);
    expect(count('SELECT count(*) AS n FROM notifications WHERE user_id = ?', referrer.id)).toBe(0);
    expect(count('SELECT count(*) AS n FROM achievements WHERE user_id = ?', referrer.id)).toBe(0);
    expect(t.sqlite.prepare('SELECT status FROM referrals WHERE referred_user_id = ?').get(friend.id)).toEqual({
      status: 'ended',
    });
  });

  it('takes nothing into a closed account: a refund or a late page moves nothing below zero', async () => {
    const member = await join();
    coin(member.id, 12.34, 'before-close');
    await closeAccount(member.cookie);
    const closed = totals(member.id);
    const refund = coinPurchase({
      id: 'refund-after-close',
      amount: 12.34,
      description: 'TIKTOK COINS REFUND',
      date: new Date(t.clock.now()).toISOString(),
    });
    const result = ingest(
      t.sqlite,
      member.id,
      [refund, coinPurchase({ id: 'late-page', amount: -3.5 })],
      t.clock.now(),
    );
    expect(result.inserted).toBe(0);
    expect(totals(member.id)).toEqual(closed);
    expect(count('SELECT count(*) AS n FROM transactions WHERE user_id = ?', member.id)).toBe(1);
    expect(count('SELECT count(*) AS n FROM notifications WHERE user_id = ?', member.id)).toBe(0);
  });
});
