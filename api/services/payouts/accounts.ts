// A member's payout account: created at the provider on the first onboarding, its hosted form reached
// through a fresh link each time, its state read back when the member returns or the provider says so (webhook),
// and, once ready, the payouts that waited for it sent. Changing an account that was ready needs a proof of
// identity (the route checks the password, and with two-factor on a recent code or passkey), tells the member, and
// holds payouts to the new bank account for a while (payout-destination-change.ts).
import { and, count, eq } from 'drizzle-orm';
import { payoutAccounts, users } from '#db/schema/index.ts';
import type { Country } from '#shared/constants.ts';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { PAYOUT_COUNTRIES, type PayoutRail } from '#shared/money/payout-accounts.ts';
import { PAYOUTS_SETTINGS, payoutOnboardingReturn } from '#shared/routes-payouts.ts';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import type { Deps } from '#api/deps.ts';
import { isoOrNull } from '#api/lib/dates.ts';
import { providerKey } from '#api/lib/provider-key.ts';
import type { PayoutAccountState } from '#api/providers/payments/payout-accounts.ts';
import { formatRateMicros } from '#api/providers/rates/currency-units.ts';
import { rateDayOf } from '#api/services/money/exchange-rates.ts';
import { notify } from '#api/services/money/notify.ts';
import {
  accountWords,
  currentPayoutAccount,
  type PayoutAccountRow,
  payoutAccountById,
  payoutsHeldUntil,
  requirementsOf,
} from '#api/services/money/payout-destinations.ts';
import { MoneyRuleError, refreshPayouts } from '#api/services/money/payouts.ts';
import { changesDestination, tellDestinationChanged } from '#api/services/payouts/destination-change.ts';
import { write } from '#db/unit-of-work.ts';

type Member = { id: number; email: string; country: Country; keyNonce: string | null };

/** The rail the member's country is paid through today, or null (not paid, or not configured on this server). */
export function railFor(deps: Pick<Deps, 'providers'>, country: Country): PayoutRail | null {
  const rail = PAYOUT_COUNTRIES[country].rail;
  return rail && deps.providers.payoutAccounts.rails.includes(rail) ? rail : null;
}

/** The member's payout account as the screens show it, with today's rate for estimates in their currency. */
export async function payoutAccountView(deps: Deps, member: Member): Promise<PayoutAccountResponse> {
  const place = PAYOUT_COUNTRIES[member.country];
  const a = currentPayoutAccount(deps.db, member.id);
  const currency = a?.currency ?? place.currency;
  return {
    supported: railFor(deps, member.country) !== null,
    country: member.country,
    currency,
    network: place.network,
    account: a && {
      status: a.status,
      bankName: a.bankName,
      last4: a.last4,
      currency: a.currency,
      requirements: a.status === 'needs_info' ? requirementsOf(a) : [],
      attentionReason: a.status === 'attention' ? a.attentionReason : null,
      everReady: a.readySince !== null,
      payoutsFrom: isoOrNull(payoutsHeldUntil(a, deps.now())),
    },
    rate: await rateOf(deps, currency),
  };
}

async function rateOf(deps: Deps, currency: string): Promise<string | null> {
  if (currency === 'USD') return '1';
  try {
    const rate = await deps.providers.rates.usdRate(currency, rateDayOf(deps.now()));
    return rate ? formatRateMicros(rate.unitsPerUsdMicros) : null;
  } catch {
    return null; // the feed is down: the dialog shows no estimate, only that Stripe converts
  }
}

/** Whether starting onboarding now would change an account that was ready (and so needs the password). */
export const changeNeedsProof = (deps: Pick<Deps, 'db'>, userId: number) =>
  (currentPayoutAccount(deps.db, userId)?.readySince ?? null) !== null;

/**
 * A link to the provider's onboarding form. The first time, a new account; while it is unfinished or the provider
 * wants more, the same account; when it is ready or a payout failed on it (a change of bank account), a new account
 * that replaces it: payouts wait until the new one is ready. The caller has checked the proof (once the account was
 * ever ready: the password, and with two-factor on a recent code or passkey in this session).
 */
export async function startOnboarding(deps: Deps, member: Member): Promise<{ url: string }> {
  const rail = railFor(deps, member.country);
  if (!rail) throw new MoneyRuleError('country', text.countryNotPaid(member.country));
  const place = PAYOUT_COUNTRIES[member.country];
  let account = currentPayoutAccount(deps.db, member.id);
  // A new account for a new bank account (a change, or details a payout failed on); the provider's questions on an
  // unfinished account, or one it wants more from, are answered on that same account.
  if (!account || account.status === 'ready' || account.status === 'attention')
    account = await replaceAccount(deps, member, rail, account);
  const origin = deps.env.publicOrigin;
  return deps.providers.payoutAccounts.onboardingLink({
    rail: account.rail,
    accountRef: account.accountRef,
    country: place.code,
    returnUrl: `${origin}${payoutOnboardingReturn('return')}`,
    refreshUrl: `${origin}${payoutOnboardingReturn('refresh')}`,
  });
}

async function replaceAccount(deps: Deps, member: Member, rail: PayoutRail, old: PayoutAccountRow | null) {
  const { db, sqlite } = deps;
  const provider = deps.providers.payoutAccounts;
  const place = PAYOUT_COUNTRIES[member.country];
  // The n-th account of this member has the key `payout-account-{id}-{n}`: two requests at once create one.
  const made = db.select({ n: count() }).from(payoutAccounts).where(eq(payoutAccounts.userId, member.id)).get()!.n;
  const { accountRef } = await provider.createAccount({
    rail,
    country: place.code,
    email: member.email,
    idempotencyKey: `${providerKey('payout-account', member.id, member.keyNonce)}-${made + 1}`,
  });
  const at = deps.now();
  return write(sqlite, () => {
    const current = currentPayoutAccount(db, member.id);
    // The other request of a pair already put this account in place, or the member's state moved on: use it.
    if (current && (current.accountRef === accountRef || current.id !== old?.id)) return current;
    if (current)
      db.update(payoutAccounts)
        .set({ replacedAt: new Date(at) })
        .where(eq(payoutAccounts.id, current.id))
        .run();
    const row = db
      .insert(payoutAccounts)
      .values({
        userId: member.id,
        provider: provider.name,
        rail,
        accountRef,
        country: place.code,
        currency: place.currency,
        status: 'onboarding',
        requirements: JSON.stringify(['external_account']),
        createdAt: new Date(at),
      })
      .returning()
      .get();
    db.update(users)
      .set({ stripeConnectAccountId: accountRef, stripeConnectEnabled: false })
      .where(eq(users.id, member.id))
      .run();
    if (current)
      notify(
        sqlite,
        {
          userId: member.id,
          type: 'payout',
          words: ({ texts: { payoutAccounts } }) => ({
            title: payoutAccounts.payoutAccountText.changeStartedTitle,
            message: payoutAccounts.payoutAccountText.changeStartedBody,
          }),
          data: { url: PAYOUTS_SETTINGS },
          push: 'notifyCashOutReminders',
        },
        at,
      );
    return row;
  });
}

/**
 * Members with payouts held for their account: a member can finish the provider's form and never come back to the
 * app, so the money jobs ask the provider about these accounts on each pass (one call per member). With `userId`,
 * that member if so.
 */
export function membersWithHeldPayouts({ sqlite }: Pick<Deps, 'sqlite'>, userId?: number): number[] {
  const held = `status = 'pending' AND held_reason IS NOT NULL AND (@userId IS NULL OR user_id = @userId)`;
  const rows = sqlite
    .prepare(
      `SELECT user_id AS id FROM points_redemptions WHERE ${held}
       UNION SELECT user_id FROM cash_outs WHERE ${held} ORDER BY 1`,
    )
    .all({ userId: userId ?? null }) as { id: number }[];
  return rows.map((r) => r.id);
}

/** Reads the member's current account back from the provider (they returned from its form). */
export async function refreshPayoutAccount(deps: Deps, userId: number) {
  const account = currentPayoutAccount(deps.db, userId);
  if (!account) return;
  const state = await deps.providers.payoutAccounts.getAccount(account.rail, account.accountRef);
  await applyAccountState(deps, account.id, state, deps.now());
}

/**
 * Applies a state the provider reported at `stateAt` (ms): an older report than the one applied is ignored (webhook
 * events arrive out of order). An account becoming ready for the first time tells the member, and sends the
 * payouts that were waiting for it (unless it changed where their cash goes: then they wait a while longer). An
 * account needing attention stays so until it is replaced.
 */
export async function applyAccountState(deps: Deps, accountId: number, state: PayoutAccountState, stateAt: number) {
  const { db, sqlite } = deps;
  const at = deps.now();
  const becameReady = write(sqlite, () => {
    const row = payoutAccountById(db, accountId);
    if (!row || stateAt < row.stateAt) return null;
    const status = row.status === 'attention' ? 'attention' : state.status;
    const firstReady = status === 'ready' && row.readySince === null;
    const bank = state.bank;
    const changed = changesDestination(db, row, bank, firstReady);
    db.update(payoutAccounts)
      .set({
        status,
        requirements: JSON.stringify(state.requirements),
        ...(bank && { bankName: bank.name, last4: bank.last4, currency: bank.currency }),
        stateAt,
        ...(firstReady && { readySince: new Date(at) }),
        ...(changed && { destinationChangedAt: new Date(at) }),
      })
      .where(eq(payoutAccounts.id, accountId))
      .run();
    if (row.replacedAt === null)
      db.update(users)
        .set({ stripeConnectEnabled: status === 'ready' })
        .where(eq(users.id, row.userId))
        .run();
    const where = { bankName: bank?.name ?? row.bankName, last4: bank?.last4 ?? row.last4 };
    if (changed) tellDestinationChanged(deps, row.userId, where, at);
    else if (firstReady && row.replacedAt === null)
      notify(
        sqlite,
        {
          userId: row.userId,
          type: 'payout',
          words: ({ texts: { payoutAccounts } }) => ({
            title: payoutAccounts.payoutAccountText.connectedTitle,
            message: payoutAccounts.payoutAccountText.connectedBody(accountWords(where, payoutAccounts)),
          }),
          data: { url: PAYOUTS_SETTINGS },
          push: 'notifyCashOutReminders',
        },
        at,
      );
    return status === 'ready' ? row.userId : null;
  });
  // Payouts held for this account go out now (the scheduler would send them on its next pass anyway).
  if (becameReady !== null) await refreshPayouts(deps, becameReady);
}

/** The account the provider knows by `accountRef` (a webhook names it so), or null. */
export const payoutAccountByRef = ({ db }: Pick<Deps, 'db'>, provider: 'sandbox' | 'stripe', accountRef: string) =>
  db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountRef, accountRef)))
    .get() ?? null;
