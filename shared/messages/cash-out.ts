// Cash Out on the portfolio: money taken out of an investment and paid to the member's payout account
// (docs/product-rules.md section 7). The spec has no screen for it, so these are our own words; the amount, speed,
// fee and destination say what the redemption of points says (money.ts `payouts`).
export const cashOutText = {
  open: 'Cash Out',
  title: 'Cash Out',
  description: 'Sell part or all of an investment and send the money to your payout account.',
  /** Under the button while the investments are worth less than the minimum. */
  unavailable: (minimum: string) => `You can cash out once an investment reaches ${minimum}.`,
  sourceLabel: 'Cash out from',
  /** What an investment can give now: the interest account's balance, or Bitcoin at today's price. */
  available: (amount: string) => `Available: ${amount}`,
  maxLabel: 'Cash out all of this investment',
  /** Interest accrues daily and is paid on the 1st: until then it is not in the balance that can be taken. */
  accruedLater: (amount: string) => `${amount} of interest earned this month is paid on the 1st; cash it out after.`,
  bitcoinPrice: 'Bitcoin is sold at the price when you confirm, so the amount may need a small change.',
  confirm: 'Confirm Cash Out',
  confirming: 'Cashing out...',
  doneTitle: 'Cash out started',
  doneBody: (net: string) => `${net} is on its way to your bank account.`,
  failedTitle: 'Cash out failed',
  failedBody: 'Failed to cash out. Please try again.',
} as const;
