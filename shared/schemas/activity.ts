import { z } from 'zod';

export const ACTIVITY_KINDS = [
  'round_up',
  'points',
  'investment',
  'payout',
  'referral',
  'achievement',
  'refund',
  'interest',
] as const;

/** One line of Recent Activity, read from the ledger: every line is explained by a ledger row. */
export const activityItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  /** Signed decimal string in `unit`. */
  amount: z.string(),
  unit: z.enum(['usd', 'points']),
  date: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/activity?limit= (default 10, at most 50): newest first. */
export const activityResponseSchema = z.object({ activity: z.array(activityItemSchema) });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
