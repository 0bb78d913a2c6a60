// The account's life in the model test: the member closes the account, with money in whatever state the run left
// it (points, investments, round-ups waiting, a sweep charging, payouts held, sent, paid and still returnable), and
// when closing goes ahead signs up again with the same email and the same referral code and links the same bank.
// Closing waits while money is invested or on its way, or a paid payout can still come back; once closed, the
// account's totals never move again (the bank's late pages are sent to it too), and the new account earns nothing the
// closed one earned: not the bank's history, not the referral's reward.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { bankAccounts } from '#db/schema/index.ts';
import { closingApiPaths } from '#shared/routes-closing.ts';
import { closingPreviewSchema } from '#shared/schemas/closing.ts';
import { saveLinkedAccounts } from '#api/services/banking/accounts.ts';
import { saveMemberRef } from '#api/services/banking/provider-refs.ts';
import { VALID_PASSWORD } from '#api/testing/test-app.ts';
import { DAY, satsValue } from './model-math.ts';
import { valuation } from './model-views.ts';
import { noAchievements, unlock } from './model-achievements.ts';
import { newModel, type MoneyModel } from './model.ts';
import { itIsMe, MODEL_ACCOUNT_ID, type Real, send, signedIn } from './real.ts';
import { MODEL_CUSTOMER_ID } from './scripted-bank.ts';
import { expectStatus, say, Step } from './step.ts';

/** A paid payout is followed for 10 days: closing waits them out (decision 0022). */
const RETURNABLE = 10 * DAY;

/** Why the model says closing must wait now, in words; null when it can go ahead. */
function waitsFor(m: MoneyModel): string | null {
  // The member's investments are cashed out first, never given up (decision 0024).
  const v = valuation(m);
  if (v.interestValue > 0 || m.bitcoin.sats > 0) return 'money is still invested';
  if (m.inFlight) return 'a sweep is being charged';
  if (m.payouts.some((p) => p.status === 'held' || p.status === 'processing')) return 'a payout is on its way';
  // Closing opens at the start of the day after the bank's last day to send a paid payout back.
  const opensAt = (paidAt: number) => Math.ceil((paidAt + RETURNABLE) / DAY) * DAY;
  if (m.payouts.some((p) => p.status === 'paid' && p.paidAt !== null && m.now < opensAt(p.paidAt)))
    return 'a paid payout can still come back';
  return null;
}

/** The member as a new one: the world (bank, rates, price, creators, referrer, clock) and the closed books stay. */
function joinedAgain(m: MoneyModel) {
  const { paid } = m.achievements;
  const fresh = newModel(m.now, m.creators.length, m.price);
  const kept = {
    bank: m.bank,
    rates: m.rates,
    priceDown: m.priceDown,
    creators: m.creators,
    referral: m.referral,
    ids: m.ids,
    seq: m.seq,
    closed: m.closed,
    log: m.log,
  };
  Object.assign(m, fresh, kept, { earnFrom: m.now, linkedAt: m.now });
  // The person's achievements were paid once: the new account unlocks them again with nothing to credit.
  m.achievements = noAchievements(paid);
  // The bank linked again (the first account's link was made by the test, not the app: it unlocked nothing).
  unlock(m, 'first_bank_linked');
}

class CloseAndJoinAgain extends Step {
  protected async act(m: MoneyModel, r: Real) {
    await signedIn(r);
    await itIsMe(r);
    const previewRes = await send(r, 'GET', closingApiPaths.preview);
    await expectStatus(previewRes, 200, 'GET the closing preview');
    const preview = closingPreviewSchema.parse(await previewRes.json());
    const res = await send(r, 'POST', closingApiPaths.close, {
      password: VALID_PASSWORD,
      confirm: 'CLOSE',
      forfeit: preview.forfeit,
    });
    const wait = waitsFor(m);
    if (wait) {
      say(m, `tries to close the account: it waits, ${wait}`);
      return expectStatus(res, 409, 'closing while money is on its way');
    }
    say(m, 'closes the account, then signs up again with the same email and code and links the same bank');
    // What the dialog said is given up: the points above zero, the interest account with interest to date, Bitcoin.
    const v = valuation(m);
    const forfeit = { points: Math.max(m.user.points, 0), interestCents: v.interestValue, sats: m.bitcoin.sats };
    if (JSON.stringify(preview.forfeit) !== JSON.stringify(forfeit))
      throw new Error(`closing gives up ${JSON.stringify(preview.forfeit)}, not ${JSON.stringify(forfeit)}`);
    if (m.bitcoin.sats > 0 && !m.priceDown && preview.bitcoinValueCents !== satsValue(m.bitcoin.sats, v.price!))
      throw new Error(`closing values the Bitcoin at ${preview.bitcoinValueCents}`);
    await expectStatus(res, 200, 'closing the account');
    const { points, earned, roundUps, pending } = m.user;
    m.closed.push({ points: Math.min(points, 0), earned, received: 0, roundUps, pending });
    await joinAgain(r);
    joinedAgain(m);
  }
  toString() {
    return 'closeAndJoinAgain()';
  }
}

/** The app's side of joining again: sign-up, a payout account, the same bank account linked (claimed) again. */
async function joinAgain(r: Real) {
  const { t } = r;
  r.closed.push(r.userId);
  const s = await t.signup({
    userType: 'gifter',
    email: r.email,
    ...(r.referralCode ? { referralCode: r.referralCode } : {}),
  });
  if (!s.cookie) throw new Error(`signing up again: ${s.res.status} ${JSON.stringify(s.body)}`);
  r.userId = s.body.id as number;
  r.cookie = s.cookie;
  r.cardId = null;
  r.lastPush = null;
  await t.connectPayoutAccount(r.cookie);
  saveMemberRef(t.deps, r.userId, { provider: 'finicity', ref: MODEL_CUSTOMER_ID });
  const account = { id: MODEL_ACCOUNT_ID, name: 'FinBank Checking', number: null, type: null, institutionName: null };
  saveLinkedAccounts(
    t.deps,
    r.userId,
    [{ provider: 'finicity', account, bankName: 'FinBank', isPrimary: true }],
    t.clock.now(),
  );
  t.sqlite.prepare('DELETE FROM notifications WHERE user_id = ?').run(r.userId);
  const row = t.db
    .select({ from: bankAccounts.rewardsFrom })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, r.userId))
    .get();
  r.earnFrom = row?.from?.getTime() ?? null;
}

/** The account's life by name, for the test to weigh. */
export const lifeCommands = {
  closeAndJoinAgain: fc.constant(null).map(() => new CloseAndJoinAgain()),
};
