// For tests of the money engine below the routes: a member's payout account, ready, as the sandbox's onboarding
// leaves it (the routes' own tests go through the form: TestApp.connectPayoutAccount).
import { eq } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { payoutAccounts, users } from '#db/schema/index.ts';

export function givePayoutAccount(db: Db, userId: number, at = Date.UTC(2025, 0, 1)) {
  const accountRef = `acct_sandbox_test_${userId}`;
  db.insert(payoutAccounts)
    .values({
      userId,
      provider: 'sandbox',
      rail: 'connect',
      accountRef,
      country: 'US',
      currency: 'USD',
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
      status: 'ready',
      requirements: '[]',
      readySince: new Date(at),
      createdAt: new Date(at),
    })
    .run();
  db.update(users)
    .set({ stripeConnectAccountId: accountRef, stripeConnectEnabled: true })
    .where(eq(users.id, userId))
    .run();
  return accountRef;
}
