// A member's payout account as GET /api/payout-account answers it, for screen tests: a Mexican member
// with none, or with a ready BBVA México CLABE (and any change to it).
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';

type Account = NonNullable<PayoutAccountResponse['account']>;

export const noPayoutAccount: PayoutAccountResponse = {
  supported: true,
  country: 'Mexico',
  currency: 'MXN',
  network: 'SPEI to your CLABE',
  rate: '18.5',
  account: null,
};

export const payoutAccount = (over: Partial<Account> = {}): PayoutAccountResponse => ({
  ...noPayoutAccount,
  account: {
    status: 'ready',
    bankName: 'BBVA México',
    last4: '7897',
    currency: 'MXN',
    requirements: [],
    attentionReason: null,
    everReady: true,
    payoutsFrom: null,
    ...over,
  },
});
