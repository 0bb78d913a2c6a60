/** One sample coin purchase on the landing page's demo card, in dollars. */
export type DemoSample = {
  /** What the coin pack cost, tax included. */
  amount: number;
  /** The purchase rounded up to the next whole dollar. */
  roundedUp: number;
  /** The spare change that gets invested: roundedUp - amount. */
  roundUp: number;
};

/** Ten coin-pack purchases, as they might appear on a bank statement (pack prices, some with sales tax). */
export const DEMO_SAMPLES: readonly DemoSample[] = [
  { amount: 21.49, roundedUp: 22.0, roundUp: 0.51 },
  { amount: 4.99, roundedUp: 5.0, roundUp: 0.01 },
  { amount: 10.99, roundedUp: 11.0, roundUp: 0.01 },
  { amount: 5.37, roundedUp: 6.0, roundUp: 0.63 },
  { amount: 0.99, roundedUp: 1.0, roundUp: 0.01 },
  { amount: 16.18, roundedUp: 17.0, roundUp: 0.82 },
  { amount: 2.14, roundedUp: 3.0, roundUp: 0.86 },
  { amount: 53.61, roundedUp: 54.0, roundUp: 0.39 },
  { amount: 1.07, roundedUp: 2.0, roundUp: 0.93 },
  { amount: 107.34, roundedUp: 108.0, roundUp: 0.66 },
];

/** The sample after `index`, wrapping from the last back to the first. */
export const nextSampleIndex = (index: number, count: number = DEMO_SAMPLES.length) => (index + 1) % count;
