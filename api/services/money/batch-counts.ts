// What one batch of bank rows did, counted as it is applied: the ingest's answer and the notices' news.

export type BatchCounts = {
  inserted: number;
  duplicates: number;
  /** Pending rows replaced by their posted rows. */
  superseded: number;
  removed: number;
  coinPurchases: number;
  /** Of those, dated before their account was linked: counted in the spend, earning nothing. */
  beforeLink: number;
  refunds: number;
  roundUpCents: number;
  /** Hundredths of a point. */
  pointsEarned: number;
  /** Rows that waited for their exchange rate and were converted. */
  converted: number;
  /** What the batch's refunds and removals took back, so a first import counts its history net of them. */
  reversed: Reversed;
};

/** Purchases a batch reversed: how many were from before the link, and the round-ups they had made. */
export type Reversed = { beforeLink: number; roundUps: number; roundUpCents: number };

export const noCounts = (): BatchCounts => ({
  inserted: 0,
  duplicates: 0,
  superseded: 0,
  removed: 0,
  coinPurchases: 0,
  beforeLink: 0,
  refunds: 0,
  roundUpCents: 0,
  pointsEarned: 0,
  converted: 0,
  reversed: { beforeLink: 0, roundUps: 0, roundUpCents: 0 },
});
