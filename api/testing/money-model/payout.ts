// A redemption or cash-out as the model keeps it.

export type Payout = {
  kind: 'redemption' | 'cash_out';
  /** The app's id of the payout, to make the provider send it back. */
  realId: number;
  cents: number;
  fee: number;
  method: 'instant' | 'standard';
  /** `held`: accepted while the payout account needs attention, unsent until the member fixes it. */
  status: 'held' | 'processing' | 'paid' | 'failed';
  arrivesAt: number | null;
  /** The payout account it went to (null while held). */
  account: number | null;
  /** When it was paid: the app follows a paid payout for 10 days. */
  paidAt: number | null;
  /** The bank sent it back after it was paid; the next pass of the jobs sees it. */
  sentBack: boolean;
  /** What a cash-out took from its investment, to put back if it fails. */
  took: { source: 'interest' | 'bitcoin'; take: number; basis: number } | null;
};
