import { describe, expect, it } from 'vitest';
import type { ledgerEntries, transactions } from '#db/schema/index.ts';
import {
  formatBitcoin,
  LEDGER_COLUMNS,
  ledgerRecord,
  ledgerUnit,
  TRANSACTION_COLUMNS,
  transactionRecord,
} from './records.ts';

const at = new Date(Date.UTC(2025, 4, 3, 14, 5, 6, 7));
const purchase: typeof transactions.$inferSelect = {
  id: 7,
  userId: 1,
  description: 'TikTok coins',
  amountCents: 1234,
  currency: 'MXN',
  originalAmount: '210.50',
  usdRateMicros: 17_058_000,
  rateDay: '2025-05-03',
  pointsEarned: 62,
  roundUpCents: 66,
  type: 'debit',
  category: 'TikTok',
  provider: 'belvo',
  pending: false,
  providerTransactionId: 'belvo-secret-id',
  providerAccountId: 'provider-account-id',
  merchant: 'TikTok',
  creatorShare: 0,
  creatorId: null,
  supersededById: null,
  removedAt: null,
  refundOfId: null,
  reversedAt: null,
  roundUpMethod: 'dollar',
  roundUpMultiplier: 1,
  weeklyCapCents: null,
  roundUpsOn: true,
  beforeLink: false,
  memberCategory: null,
  date: at,
  createdAt: at,
};

describe('archive records', () => {
  it('gives a transaction in ISO dates and plain decimals, with its bank currency, and no provider id', () => {
    const r = transactionRecord(purchase);
    expect(Object.keys(r)).toEqual([...TRANSACTION_COLUMNS]);
    expect(r).toMatchObject({
      date: '2025-05-03T14:05:06.007Z',
      amount_usd: '12.34',
      original_currency: 'MXN',
      original_amount: '210.50',
      usd_rate: '17.058000',
      round_up_usd: '0.66',
      points_earned: '0.62',
      status: 'posted',
    });
    expect(JSON.stringify(r)).not.toMatch(/belvo-|provider-account/);
    expect(transactionRecord({ ...purchase, pending: true }).status).toBe('pending');
    expect(transactionRecord({ ...purchase, supersededById: 9 }).status).toBe('replaced');
    expect(transactionRecord({ ...purchase, removedAt: at }).status).toBe('removed');
  });

  it('gives a ledger row in its unit: dollars, points, or bitcoin for sats', () => {
    const row: typeof ledgerEntries.$inferSelect = {
      id: 1,
      userId: 1,
      account: 'sats:bitcoin',
      amount: -12_345,
      cause: 'cash_out',
      refType: 'cash_out',
      refId: 3,
      idempotencyKey: 'cash-out-3-secret',
      createdAt: at,
      occurredAt: at,
    };
    const r = ledgerRecord(row);
    expect(Object.keys(r)).toEqual([...LEDGER_COLUMNS]);
    expect(r).toMatchObject({ amount: '-0.00012345', unit: 'BTC', created_at: '2025-05-03T14:05:06.007Z' });
    expect(JSON.stringify(r)).not.toContain('cash-out-3-secret');
    expect(ledgerRecord({ ...row, account: 'round_ups', amount: -5 }).amount).toBe('-0.05');
    expect(ledgerUnit('points_earned')).toBe('points');
    expect(ledgerUnit('balance:interest')).toBe('USD');
    expect(formatBitcoin(150_000_000)).toBe('1.50000000');
  });
});
