// How much of the money jobs runs at once (BANK_SYNCS_AT_ONCE, PAYMENTS_AT_ONCE): each step is its own loop, and a
// step works on this many members at a time. Part of api/env.ts's one parse of process.env.
import { z } from 'zod';

const atOnce = (initial: number) =>
  z.coerce
    .number({ error: 'must be a whole number from 1 to 256' })
    .int('must be a whole number from 1 to 256')
    .min(1, 'must be a whole number from 1 to 256')
    .max(256, 'must be a whole number from 1 to 256')
    .default(initial);

export const jobVars = {
  BANK_SYNCS_AT_ONCE: atOnce(16),
  PAYMENTS_AT_ONCE: atOnce(4),
};

export const jobsEnv = (e: { BANK_SYNCS_AT_ONCE: number; PAYMENTS_AT_ONCE: number }) => ({
  bankSyncsAtOnce: e.BANK_SYNCS_AT_ONCE,
  paymentsAtOnce: e.PAYMENTS_AT_ONCE,
});
