// Where a member's cash goes changes when an account replacing another becomes ready, or when the provider reports
// other bank details on an account that was ready. Someone holding only the password could do either, so the member
// is told at once, in the app and by mail (queued in the transaction of the change), and payouts to the new bank
// account wait PAYOUT_DESTINATION_HOLD_MS (payout-destinations.ts holds them): time to stop a change not theirs.
// The first account a member connects is no change.
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { payoutAccounts, users } from '#db/schema/index.ts';
import { PAYOUT_DESTINATION_HOLD_MS } from '#shared/constants.ts';
import { PAYOUTS_SETTINGS } from '#shared/routes-payouts.ts';
import type { Deps } from '#api/deps.ts';
import type { PayoutAccountState } from '#api/providers/payments/payout-accounts.ts';
import { mailMember } from '#api/services/accounts/email.ts';
import { notify } from '#api/services/money/notify.ts';
import { accountWords, type PayoutAccountRow } from '#api/services/money/payout-destinations.ts';

const hadEarlierAccount = (db: Db, userId: number, accountId: number) =>
  db
    .select({ n: count() })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), ne(payoutAccounts.id, accountId)))
    .get()!.n > 0;

/**
 * Whether the provider's report on `row` (the member's current account) changes where their cash goes: it is ready
 * for the first time and replaces an earlier account, or it was ready and names other bank details.
 */
export function changesDestination(
  db: Db,
  row: PayoutAccountRow,
  bank: PayoutAccountState['bank'],
  firstReady: boolean,
): boolean {
  if (row.replacedAt !== null) return false;
  if (firstReady) return hadEarlierAccount(db, row.userId, row.id);
  return (
    row.readySince !== null &&
    bank !== null &&
    row.last4 !== null &&
    (bank.last4 !== row.last4 || bank.name !== row.bankName || bank.currency !== row.currency)
  );
}

/**
 * Tells the member their cash now goes to `where` and when payouts there start, in the app and by mail. Called once
 * per change, in its transaction (the caller has set the account's `destinationChangedAt` to `at`).
 */
export function tellDestinationChanged(
  deps: Pick<Deps, 'db' | 'sqlite' | 'now' | 'env'>,
  userId: number,
  where: Pick<PayoutAccountRow, 'bankName' | 'last4'>,
  at: number,
) {
  const { db, sqlite } = deps;
  notify(
    sqlite,
    {
      userId,
      type: 'payout',
      words: ({ texts: { payoutAccounts }, moment }) => {
        const { payoutAccountText } = payoutAccounts;
        return {
          title: payoutAccountText.changedTitle,
          message: payoutAccountText.changedBody(
            accountWords(where, payoutAccounts),
            moment(at + PAYOUT_DESTINATION_HOLD_MS),
          ),
        };
      },
      data: { url: PAYOUTS_SETTINGS },
      push: 'notifyCashOutReminders',
    },
    at,
  );
  const member = db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!member) return;
  mailMember(deps, db, member, (_t, { texts: { payoutAccounts }, moment }) => {
    const { payoutAccountText } = payoutAccounts;
    const when = moment(at + PAYOUT_DESTINATION_HOLD_MS);
    return {
      subject: payoutAccountText.changedMailSubject,
      lines: payoutAccountText.changedMailLines(accountWords(where, payoutAccounts), when),
      action: { label: payoutAccountText.changedMailAction, url: `${deps.env.publicOrigin}${PAYOUTS_SETTINGS}` },
    };
  });
}
