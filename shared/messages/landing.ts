// The landing's own sentences. Only the landing page imports them, so the build keeps them in its chunk
// (build/chunk-groups.ts), not in the chunk every visitor page downloads.
import { CASH_OUT_MINIMUM_CENTS, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';

const wholeDollars = (cents: number) => `$${cents / 100}`;

/**
 * The landing's promises, true of the product (docs/product-rules.md section 11): investing waits for the sweep
 * threshold and cash-outs have a minimum, so no 'No minimum balance'; and no rating or user counts the product never
 * had.
 */
export const landing = {
  heroNote: 'Read-only bank link: we can see your purchases, never move your money.',
  minimums:
    `Your spare change is invested once it reaches ${wholeDollars(SWEEP_THRESHOLD_CENTS)}; ` +
    `cash out from ${wholeDollars(CASH_OUT_MINIMUM_CENTS)}. Set up in under 5 minutes.`,
} as const;
