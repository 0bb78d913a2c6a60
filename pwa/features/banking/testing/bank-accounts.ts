import type { BankAccountDto } from '#shared/schemas/banks.ts';

/** A linked account as GET /api/bank-accounts lists it; by default the active Primary checking account. */
export const makeBankAccount = (over: Partial<BankAccountDto> = {}): BankAccountDto => ({
  id: 1,
  accountName: 'FinBank Checking',
  accountNumber: '****1234',
  accountType: 'checking',
  bankName: 'FinBank',
  provider: 'finicity',
  isPrimary: true,
  isActive: true,
  needsAttention: false,
  lastSyncedAt: null,
  ...over,
});
