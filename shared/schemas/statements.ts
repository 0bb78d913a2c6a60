// Monthly statements and the year-end tax summary. Money is a decimal string of dollars ("12.34", "-0.50")
// and points the same in points; Bitcoin is BTC text with 8 decimals ("0.00012345"). Months and years are the
// member's, in their time zone (`timeZone`).
import { z } from 'zod';
import { statementsText as text } from '#shared/messages/statements.ts';

export const statementMonthParam = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, text.badMonth),
});
export const taxYearParam = z.object({
  year: z.string().regex(/^\d{4}$/, text.badYear),
});

const decimal = z.string();

/** GET /api/statements: every month since joining and every year, newest first; `complete` false for the current. */
export const statementsIndexSchema = z.object({
  /** The member's time zone (IANA): the months and years are its own. */
  timeZone: z.string(),
  months: z.array(z.object({ month: z.string(), complete: z.boolean() })),
  years: z.array(z.object({ year: z.number(), complete: z.boolean() })),
});
export type StatementsIndex = z.infer<typeof statementsIndexSchema>;

/** The balances at a moment: what the dashboard shows at that moment (points, the investments, round-ups). */
export const statementBalancesSchema = z.object({
  points: decimal,
  pendingRoundUps: decimal,
  sweepsInFlight: decimal,
  interestBalance: decimal,
  bitcoin: z.string(),
  bitcoinCostBasis: decimal,
  totalInvested: decimal,
});
export type StatementBalances = z.infer<typeof statementBalancesSchema>;

export const STATEMENT_ENTRY_KINDS = [
  'coin_purchase',
  'purchase_reversal',
  'purchase_corrected',
  'points_reward',
  'sweep_started',
  'sweep_invested',
  'sweep_declined',
  'interest_credit',
  'redemption',
  'redemption_returned',
  'cash_out',
  'cash_out_returned',
  'other',
] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/**
 * One line of a statement. `amount` is its money in dollars, signed as it moves the member's money (a round-up
 * +, a cash-out -); `points` signed the same. A Bitcoin buy or sale has `btc` and `price` (a sale's price is its
 * proceeds over the Bitcoin sold); a payout its `fee` and `net`; a sale or cash-out its `costBasis`.
 */
export const statementEntrySchema = z.object({
  /** When the line counts: a purchase is booked when its bank posted it, which may be days after it was made. */
  date: z.string(),
  /** A purchase's (or its refund's) own date, as Transactions shows it; null on other lines. */
  purchaseDate: z.string().nullable(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  investment: z.enum(['interest', 'bitcoin']).nullable(),
  description: z.string().nullable(),
  amount: decimal,
  points: decimal.nullable(),
  spend: decimal.nullable(),
  btc: z.string().nullable(),
  price: decimal.nullable(),
  fee: decimal.nullable(),
  net: decimal.nullable(),
  costBasis: decimal.nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementTotalsSchema = z.object({
  roundUps: decimal,
  invested: decimal,
  interest: decimal,
  bitcoinBought: decimal,
  bitcoinSold: decimal,
  pointsEarned: decimal,
  pointsRedeemed: decimal,
  /** Cash-outs of investments, in dollars: what left the interest account and Bitcoin. */
  cashedOut: decimal,
  /** Points redeemed for cash, in dollars: a redemption is named as such, never counted as a cash-out. */
  redeemedForCash: decimal,
  fees: decimal,
});

/** GET /api/statements/:month */
export const statementSchema = z.object({
  month: z.string(),
  /** The member's time zone (IANA): the months and years are its own. */
  timeZone: z.string(),
  /** The first instant of the month, and the end: the month's end, or now while it is in progress. */
  from: z.string(),
  to: z.string(),
  complete: z.boolean(),
  opening: statementBalancesSchema,
  closing: statementBalancesSchema,
  totals: statementTotalsSchema,
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

const bitcoinBuySchema = z.object({ date: z.string(), btc: z.string(), price: decimal, cost: decimal });
const bitcoinSaleSchema = z.object({
  date: z.string(),
  btc: z.string(),
  price: decimal,
  proceeds: decimal,
  costBasis: decimal,
  gain: decimal,
  /** A sale of an earlier year that the bank sent back this year: the sale undone, its figures negative. */
  returned: z.boolean(),
});

/** GET /api/statements/tax/:year */
export const taxSummarySchema = z.object({
  year: z.number(),
  /** The member's time zone (IANA): the months and years are its own. */
  timeZone: z.string(),
  complete: z.boolean(),
  interestEarned: decimal,
  bitcoinBuys: z.array(bitcoinBuySchema),
  bitcoinSales: z.array(bitcoinSaleSchema),
  bought: z.object({ btc: z.string(), cost: decimal }),
  sold: z.object({ btc: z.string(), proceeds: decimal, costBasis: decimal, gain: decimal }),
  pointsRedeemed: decimal,
  fees: decimal,
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;
